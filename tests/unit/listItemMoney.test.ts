/**
 * Money keeps its two decimals inside lists edited in place too (issue 15.20: PayPal plan prices showed
 * '29' for '29,00'): every field of a form's list items shaped as the contract's Money edits as money.
 */
import { describe, expect, it } from 'vitest';
import money from '../../schemas/common/Money.json';
import type { FormDefinition } from '../../src/entities/resource';

const forms = Object.entries(
  import.meta.glob<Record<string, FormDefinition>>('../../src/entities/generated/forms/*.ts', {
    eager: true,
    import: 'forms',
  }),
).flatMap(([file, definitions]) =>
  Object.entries(definitions).map(([id, form]) => [`${file.replace(/.*\//, '')} ${id}`, form] as const),
);

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null;

function isMoney(property: unknown): boolean {
  return (
    isObject(property) &&
    property.type === money.type &&
    property.minimum === money.minimum &&
    property.maximum === money.maximum
  );
}

/** [list field, item field, its widget] of every Money field inside a list's items. */
function moneyInLists(form: FormDefinition): [string, string, unknown][] {
  const found: [string, string, unknown][] = [];
  const properties = (form.schema as Json).properties;
  if (!isObject(properties)) return found;
  for (const [list, property] of Object.entries(properties)) {
    if (!isObject(property) || !isObject(property.items) || !isObject(property.items.properties)) continue;
    for (const [field, item] of Object.entries(property.items.properties)) {
      if (!isMoney(item)) continue;
      const ui = (form.uiSchema as Json)[list];
      const itemsUi = isObject(ui) && isObject(ui.items) ? ui.items[field] : undefined;
      found.push([list, field, isObject(itemsUi) ? itemsUi['ui:widget'] : undefined]);
    }
  }
  return found;
}

describe('money inside lists of the registry forms', () => {
  it('finds the PayPal plans’ prices among them', () => {
    const all = forms.flatMap(([, form]) => moneyInLists(form));
    expect(all).toContainEqual(['plans', 'price', expect.anything()]);
  });

  it.each(forms.filter(([, form]) => moneyInLists(form).length > 0))('%s edits them as money', (_, form) => {
    for (const [, , widget] of moneyInLists(form)) expect(widget).toBe('money');
  });
});
