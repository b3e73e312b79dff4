/**
 * Issue 17, item 4: a list translates the texts every row shares once per page, not once per row or
 * cell. What a user reads must not change: every row action's label of the registry reads as `t` wrote
 * it per row, in every language, and the cells' yes/no/none words follow the language.
 */
import type { TFunction } from 'i18next';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Row } from '../../src/entities/data/values';
import { cellWords } from '../../src/entities/list/cellWords';
import { rowMenuLabel } from '../../src/entities/list/rowMenuLabel';
import { rowTexts } from '../../src/entities/list/rowTexts';
import type { Resource } from '../../src/entities/resource';
import { chooseLanguage, ensurePageTexts, i18n } from '../../src/i18n/i18n';
import { LANGUAGES } from '../../src/i18n/languages';

const registry = Object.values(
  import.meta.glob<Resource>('../../src/entities/generated/resources/*.ts', {
    eager: true,
    import: 'resource',
  }),
);

/** The labels a row's actions and links are given, with the row they are written for. */
const rowLabels = registry.flatMap((resource) => [
  ...resource.actions.filter((action) => action.scope === 'row').map((action) => action.texts.label),
  ...(resource.links ?? []).map((link) => link.label),
  'engine.edit',
  'engine.view',
  'engine.delete',
  // Texts of the kinds the registry may use: one naming the row, one with plural forms.
  'listTextsTest.named',
  'listTextsTest.lot',
]);

const rows: Row[] = [
  { id: 7, first_name: 'Lucía', last_name: 'García', name: 'Paquete 150 canjes', code: 'C7' },
  { id: 8, first_name: 'Ana', last_name: 'Ruiz', name: 'Café', code: 'C8' },
  // A field i18next reads as an option (a plural's count): such a row goes through `t` as before.
  { id: 9, name: 'Lote', count: 3 },
];

beforeAll(async () => {
  await ensurePageTexts();
  for (const language of LANGUAGES) {
    await chooseLanguage(language);
    i18n.addResources(language, 'translation', {
      'listTextsTest.named': 'Dar puntos a {{first_name}}',
      'listTextsTest.lot_one': 'Un lote',
      'listTextsTest.lot_other': '{{count}} lotes',
    });
  }
});
afterAll(() => chooseLanguage('es'));

describe.each(LANGUAGES)('texts a list translates once per page (%s)', (language) => {
  const fixed = (): TFunction => i18n.getFixedT(language) as TFunction;

  it("reads every row action's label as translating it for each row did", () => {
    const t = fixed();
    const once = rowTexts(t);
    for (const key of rowLabels)
      for (const row of rows) expect(`${key}: ${once(key, row)}`).toBe(`${key}: ${t(key, row)}`);
  });

  it("names a row's 'more actions' button as translating it for each row did", () => {
    const t = fixed();
    const menuLabel = rowMenuLabel(t);
    for (const name of ['Lucía García', 'Paquete 150 canjes', 'Ana Ruiz (C8)', '{{name}}', '$t(engine.edit)'])
      expect(menuLabel(name)).toBe(t('engine.rowActions', { name }));
  });

  it("writes the cells' yes, no and none in the language", () => {
    const t = fixed();
    expect(cellWords(t)).toEqual({ yes: t('engine.yes'), no: t('engine.no'), none: t('engine.none') });
  });
});

it("switches the cells' words with the language: 'Sí', 'No', '—' in Spanish, not in English", () => {
  const spanish = cellWords(i18n.getFixedT('es') as TFunction);
  expect(spanish).toEqual({ yes: 'Sí', no: 'No', none: '—' });
  expect(cellWords(i18n.getFixedT('en') as TFunction).yes).not.toBe(spanish.yes);
});
