/**
 * A row is named by what it is, never by its database id (issue 15.10: 'Anular movimiento: 71365'), on
 * every resource of the registry: when its naming fields are empty, by its first columns as the table
 * writes them.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { labelOfRow } from '../../src/entities/data/rowLabel';
import type { Row } from '../../src/entities/data/values';
import type { Resource } from '../../src/entities/resource';
import { ensurePageTexts, i18n } from '../../src/i18n/i18n';

const registry = Object.values(
  import.meta.glob<Resource>('../../src/entities/generated/resources/*.ts', {
    eager: true,
    import: 'resource',
  }),
);
const format = { t: i18n.t.bind(i18n), language: 'es', currency: 'EUR' };

beforeAll(() => ensurePageTexts());
const ID = 71365;

/** A row whose text is empty: only numbers, dates, values of a list, flags. */
function quietRow(resource: Resource): Row {
  const row: Row = { id: ID, [resource.key]: ID };
  for (const column of resource.columns) {
    const value: Record<string, unknown> = {
      datetime: '2026-03-14T10:00:00.000Z',
      date: '2026-03-14',
      points: 120,
      number: 3,
      money: 4.5,
      rating: 4,
      boolean: true,
      enum: Object.keys(column.values ?? {})[0] ?? 'x',
    };
    let at = row;
    const parts = column.field.split('.');
    for (const part of parts.slice(0, -1)) {
      at[part] = (at[part] as Row | undefined) ?? {};
      at = at[part] as Row;
    }
    at[parts.at(-1) as string] = value[column.format] ?? '';
  }
  return row;
}

describe('a row without words of its own', () => {
  const named = registry.filter((resource) => resource.list !== null && resource.columns.length > 0);
  it.each(named.map((resource) => [resource.id, resource] as const))(
    '%s is named by its columns, not by its id',
    (_id, resource) => {
      const label = labelOfRow(resource, quietRow(resource), format, { first_name: 'María' });
      expect(label).not.toContain(String(ID));
      // A resource whose every column is text has nothing else to name an empty row by.
      if (
        resource.columns.some(
          (column) => !['text', 'email', 'image', 'color', 'link', 'code'].includes(column.format),
        )
      )
        expect(label.trim()).not.toBe('');
    },
  );
});
