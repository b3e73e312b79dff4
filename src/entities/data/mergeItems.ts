import type { GetOperation } from '../descriptor';
import { isRow, type Row, valueAt } from './values';

/**
 * The row a get operation answers, as one object for a form: its item, or several items merged (a
 * store and its owner) with the first one's fields winning where two share a name, then the renamed
 * fields taken from the answer's dot paths (`userId: 'user.id'`).
 */
export function mergeItems(answer: Row, get: Pick<GetOperation, 'item' | 'rename'>): Row {
  const items = Array.isArray(get.item) ? get.item : [get.item];
  const merged: Row = {};
  for (const item of [...items].reverse()) {
    const value = answer[item];
    if (isRow(value)) Object.assign(merged, value);
  }
  for (const [field, path] of Object.entries(get.rename ?? {})) merged[field] = valueAt(answer, path);
  return merged;
}
