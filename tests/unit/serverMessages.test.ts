/**
 * Every message the server can answer has a text in all five languages, under the key the server
 * answers beside `m` (src/server/messages.ts and the catalogues of src/i18n/locales/server/): the
 * Spanish one says exactly what the server says, the others name the same values. The client's own
 * failures (no network, a proxy's error page) are in each language's base catalogue, so they read right
 * even when nothing more can be downloaded.
 */
import { describe, expect, it } from 'vitest';
import { CLIENT_FAILURES } from '../../src/api/client';
import { LANGUAGES } from '../../src/i18n/languages';
import baseEn from '../../src/i18n/locales/en.json';
import baseEs from '../../src/i18n/locales/es.json';
import baseFr from '../../src/i18n/locales/fr.json';
import baseIt from '../../src/i18n/locales/it.json';
import serverEn from '../../src/i18n/locales/server/en.json';
import serverEs from '../../src/i18n/locales/server/es.json';
import serverFr from '../../src/i18n/locales/server/fr.json';
import serverIt from '../../src/i18n/locales/server/it.json';
import serverZh from '../../src/i18n/locales/server/zh.json';
import baseZh from '../../src/i18n/locales/zh.json';
import { messages, NOT_ANSWERS } from '../../src/server/messages';
import { isTemplate, type MessageValues } from '../../src/server/said';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') entries.set(path, value);
    else for (const [nested, text] of flatten(value, path)) entries.set(nested, text);
  }
  return entries;
}

/** Values that print as their own placeholder, so a template's text becomes its catalogue form. */
const placeholders = new Proxy({} as MessageValues, {
  get: (_target, name) => {
    const text = `{{${String(name)}}}`;
    return { m: text, k: '', toString: () => text, toLocaleString: () => text };
  },
});

/** Every key the server can answer, with its Spanish text (a template's with its placeholders). */
const answers = new Map<string, string>();
(function walk(node: unknown, path: string) {
  if ((NOT_ANSWERS as readonly string[]).includes(path)) return;
  if (typeof node === 'string') answers.set(path, node);
  else if (isTemplate(node)) answers.set(path, node(placeholders).m);
  else if (typeof node === 'object' && node !== null)
    for (const [name, child] of Object.entries(node)) walk(child, path ? `${path}.${name}` : name);
})(messages, '');

const server = { es: serverEs, en: serverEn, zh: serverZh, fr: serverFr, it: serverIt };
const base = { es: baseEs, en: baseEn, zh: baseZh, fr: baseFr, it: baseIt };

const placeholdersOf = (text: string) => [...text.matchAll(/{{(\w+)}}/g)].map((match) => match[1]).sort();

describe("the server's messages in every language", () => {
  it('finds the messages the server answers (a template and a plain text among them)', () => {
    expect(answers.get('validation.tooShort')).toBe(
      "El campo '{{field}}' debe tener al menos {{min}} caracteres.",
    );
    expect(answers.get('auth.wrongCredentials')).toBe('El email y/o la contraseña no son válidos.');
    expect(answers.has('mail.recoverySubject')).toBe(false);
  });

  it.each(LANGUAGES)(
    '%s has a text for every key the server can answer, naming the same values',
    (language) => {
      const texts = flatten(server[language] as Tree);
      const missing = [...answers.keys()].filter((key) => !texts.get(key)?.trim());
      expect(missing).toEqual([]);
      const otherValues = [...answers].filter(
        ([key, spanish]) =>
          JSON.stringify(placeholdersOf(texts.get(key) ?? '')) !== JSON.stringify(placeholdersOf(spanish)),
      );
      expect(otherValues.map(([key]) => key)).toEqual([]);
      // Nothing the server cannot answer: a removed message leaves no stale text behind.
      expect([...texts.keys()].filter((key) => !answers.has(key))).toEqual([]);
    },
  );

  it('says in Spanish exactly what the server says', () => {
    expect(Object.fromEntries(flatten(serverEs as Tree))).toEqual(Object.fromEntries(answers));
  });

  it.each(LANGUAGES)("%s's base catalogue says the client's own failures", (language) => {
    const texts = flatten(base[language] as unknown as Tree);
    const keys = Object.values(CLIENT_FAILURES).map((key) => `serverMessages.${key}`);
    expect(keys.filter((key) => !texts.get(key)?.trim())).toEqual([]);
  });
});
