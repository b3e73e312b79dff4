import { describe, expect, it } from 'vitest';
import { catalogues, DEFAULT_LANGUAGE, LANGUAGES } from '../../src/i18n/catalogues';

type Catalogue = { [key: string]: string | Catalogue };

function flatten(catalogue: Catalogue, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(catalogue)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') entries.set(path, value);
    else for (const [nested, text] of flatten(value, path)) entries.set(nested, text);
  }
  return entries;
}

const flat = Object.fromEntries(LANGUAGES.map((language) => [language, flatten(catalogues[language])]));

describe('i18n catalogues', () => {
  it('offers Spanish (default), English, Chinese, French and Italian', () => {
    expect(DEFAULT_LANGUAGE).toBe('es');
    expect([...LANGUAGES].sort()).toEqual(['en', 'es', 'fr', 'it', 'zh']);
  });

  it.each(LANGUAGES)('%s has every key the other catalogues have, none empty', (language) => {
    const allKeys = new Set(LANGUAGES.flatMap((other) => [...(flat[other]?.keys() ?? [])]));
    const own = flat[language] ?? new Map<string, string>();
    expect([...allKeys].filter((key) => !own.has(key))).toEqual([]);
    expect([...own].filter(([, text]) => text.trim() === '').map(([key]) => key)).toEqual([]);
  });

  it.each(LANGUAGES.filter((language) => language !== 'es'))(
    '%s is translated, not Spanish left behind',
    (language) => {
      const spanish = flat.es ?? new Map<string, string>();
      const untranslated = [...(flat[language] ?? [])].filter(([key, text]) => spanish.get(key) === text);
      expect(untranslated).toEqual([]);
    },
  );

  it('holds the spec texts verbatim in Spanish', () => {
    expect(flat.es?.get('api.noSubscription.title')).toBe('Suscripción no activa');
    expect(flat.es?.get('api.noSubscription.description')).toBe('Tiene que activar la suscripción');
    expect(flat.es?.get('app.controlPanel')).toBe('Panel de control');
  });
});
