import type { ColumnFormat } from '../descriptor';
import { type FormatContext, formatValue } from '../format/formatValue';
import { columnValue } from '../list/columnValue';
import type { Resource } from '../resource';
import { type Row, valueAt } from './values';

/** The fields that name a resource's rows: its labelFields, else its first text column. */
export function labelFieldsOf(resource: Resource): string[] {
  if (resource.labelFields) return resource.labelFields;
  const column = resource.columns.find((c) => c.format === 'text' || c.format === 'email');
  return column ? [column.field] : [];
}

/** Sets `value` at a dot path of `target` (`location.name`), for i18next's nested interpolation. */
function setPath(target: Row, path: string, value: unknown): void {
  const parts = path.split('.');
  let at = target;
  for (const part of parts.slice(0, -1)) {
    const next = at[part];
    if (next === null || typeof next !== 'object' || Array.isArray(next)) at[part] = {};
    at = at[part] as Row;
  }
  at[parts[parts.length - 1] as string] = value;
}

/** How many of a row's first columns name it when nothing else does. */
const NAMING_COLUMNS = 2;
/** Columns whose text names nothing (an image's address, a colour's code). */
const UNNAMING_FORMATS = new Set<ColumnFormat>(['image', 'color', 'link']);

/**
 * How a row is named to the user (a detail page's heading, a dialog's title, "Edit: …" for screen
 * readers): the resource's rowLabel text with the row's columns as the table writes them, else its
 * label fields joined by spaces (a customer's full name), else its first columns as the table writes
 * them. Never its database id, which tells the user nothing.
 */
export function labelOfRow(resource: Resource, row: Row, format: FormatContext, parent?: Row): string {
  const written = (column: Resource['columns'][number]) =>
    formatValue(columnValue(row, column), column, format);
  if (resource.rowLabel) {
    const values: Row = { parent: parent ?? {} };
    for (const column of resource.columns) setPath(values, column.field, written(column));
    return format.t(resource.rowLabel, values);
  }
  const text = labelFieldsOf(resource)
    .map((field) => valueAt(row, field))
    .filter((value) => (typeof value === 'string' && value.trim() !== '') || typeof value === 'number')
    .join(' ');
  if (text) return text;
  return resource.columns
    .filter((column) => !column.hidden && !UNNAMING_FORMATS.has(column.format))
    .filter((column) => {
      const value = columnValue(row, column);
      return value !== null && value !== undefined && value !== '';
    })
    .slice(0, NAMING_COLUMNS)
    .map(written)
    .join(' · ');
}

/**
 * The labels of the rows a list shows, told apart where rows share one (two 'Paquete 150 canjes'): a
 * screen reader reads 'Eliminar: …' per row, so each gets, in brackets, its columns that differ within
 * its namesakes ('Paquete 150 canjes (60,00 €)'), and its place among them where nothing differs.
 */
export function distinctRowLabels(
  resource: Resource,
  rows: readonly Row[],
  format: FormatContext,
  parent?: Row,
): Map<Row, string> {
  const labels = new Map(rows.map((row) => [row, labelOfRow(resource, row, format, parent)] as const));
  const namesakes = new Map<string, Row[]>();
  for (const [row, label] of labels) namesakes.set(label, [...(namesakes.get(label) ?? []), row]);
  const columns = resource.columns.filter((column) => !column.hidden && !UNNAMING_FORMATS.has(column.format));
  const written = (row: Row, column: Resource['columns'][number]) =>
    formatValue(columnValue(row, column), column, format);
  for (const [label, group] of namesakes) {
    if (group.length < 2) continue;
    const differing = columns
      .filter((column) => new Set(group.map((row) => written(row, column))).size > 1)
      .slice(0, NAMING_COLUMNS);
    const told = group.map((row) =>
      differing
        .map((column) => written(row, column))
        .filter((text) => text !== '')
        .join(' · '),
    );
    group.forEach((row, index) => {
      const detail = told[index] ?? '';
      // Still a namesake with those columns: its place among them (1, 2…) tells it apart.
      const twins = told.filter((text) => text === detail).length;
      const place = twins > 1 ? told.slice(0, index + 1).filter((text) => text === detail).length : 0;
      const parts = [detail, place > 0 ? String(place) : ''].filter((part) => part !== '');
      labels.set(row, `${label} (${parts.join(' · ')})`);
    });
  }
  return labels;
}
