import type { GetOperation } from '../descriptor';
import { isRow, type Row, valueAt } from './values';

/**
 * The row an info operation's answer describes: its item objects merged in order (a customer and
 * their figures), then its renamed fields (`nextLevel` from the answer's top level).
 */
export function answerRow(answer: Row, operation: Pick<GetOperation, 'item' | 'rename'>): Row {
  const row: Row = {};
  for (const key of Array.isArray(operation.item) ? operation.item : [operation.item]) {
    const item = answer[key];
    if (isRow(item)) Object.assign(row, item);
  }
  for (const [field, path] of Object.entries(operation.rename ?? {})) row[field] = valueAt(answer, path);
  return row;
}
