/**
 * Whether a form's data differs from what it started with, as a user sees it: an emptied field is the
 * same as one never filled ('' and no value), so typing and deleting a letter leaves nothing unsaved; an
 * unticked box is the same as one never touched (a widget may clear its flag rather than write false).
 */
import { isRow } from '../data/values';

function meaningful(value: unknown): unknown {
  if (value === undefined || value === null || value === '' || value === false) return undefined;
  if (Array.isArray(value)) {
    const items = value.map(meaningful);
    return items.length === 0 ? undefined : items;
  }
  if (isRow(value)) {
    const entries = Object.entries(value)
      .map(([key, item]) => [key, meaningful(item)] as const)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1));
    return entries.length === 0 ? undefined : Object.fromEntries(entries);
  }
  return value;
}

export function sameFormData(a: unknown, b: unknown): boolean {
  return JSON.stringify(meaningful(a) ?? null) === JSON.stringify(meaningful(b) ?? null);
}
