import type { GetOperation } from '../descriptor';
import { isRow, type Row, valueAt } from './values';

/**
 * The row an info operation's answer describes: its item objects merged in order (a customer and
 * their figures), then its renamed fields (`nextLevel` from the answer's top level). An item that is a
 * list is searched for the row (orders have no single-order call: the list is searched by number);
 * null when it is not there.
 */
export function answerRow(
  answer: Row,
  operation: Pick<GetOperation, 'item' | 'rename'>,
  wanted?: { key: string; id: string | number },
): Row | null {
  const row: Row = {};
  for (const key of Array.isArray(operation.item) ? operation.item : [operation.item]) {
    const item = answer[key];
    if (Array.isArray(item) && wanted) {
      const found = item.find((candidate) => String(valueAt(candidate, wanted.key)) === String(wanted.id));
      if (!isRow(found)) return null;
      Object.assign(row, found);
    } else if (isRow(item)) Object.assign(row, item);
  }
  for (const [field, path] of Object.entries(operation.rename ?? {})) row[field] = valueAt(answer, path);
  return row;
}
