import type { Resource } from '../resource';
import { type Row, valueAt } from './values';

/** The fields that name a resource's rows: its labelFields, else its first text column. */
export function labelFieldsOf(resource: Resource): string[] {
  if (resource.labelFields) return resource.labelFields;
  const column = resource.columns.find((c) => c.format === 'text' || c.format === 'email');
  return column ? [column.field] : [];
}

/**
 * How a row is named to the user (a detail page's heading, "Edit: …" for screen readers): its label
 * fields joined by spaces (a customer's full name), else its key.
 */
export function labelOfRow(resource: Resource, row: Row): string {
  const text = labelFieldsOf(resource)
    .map((field) => valueAt(row, field))
    .filter((value) => (typeof value === 'string' && value.trim() !== '') || typeof value === 'number')
    .join(' ');
  return text || String(valueAt(row, resource.key) ?? '');
}
