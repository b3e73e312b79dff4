import type { GetOperation } from '../descriptor';
import { isRow, type Row, valueAt } from './values';

/**
 * The row a get or info operation's answer describes, as one object: its item objects merged (a store
 * and its owner, a customer and their figures), the first one's fields winning where two share a name
 * (the store's id, not its owner's), then its renamed fields taken from the answer's dot paths
 * (`userId: 'user.id'`, `nextLevel` from the top level). An item that is a list is searched for the
 * wanted row (orders have no single-order call: the list is searched by number); null when it is not
 * there.
 */
export function answerRow(
  answer: Row,
  operation: Pick<GetOperation, 'item' | 'rename'>,
  wanted?: { key: string; id: string | number },
): Row | null {
  const row: Row = {};
  for (const key of Array.isArray(operation.item) ? operation.item : [operation.item]) {
    const item = answer[key];
    const found =
      Array.isArray(item) && wanted
        ? item.find((candidate) => String(valueAt(candidate, wanted.key)) === String(wanted.id))
        : item;
    if (Array.isArray(item) && wanted && !isRow(found)) return null;
    if (isRow(found))
      for (const [field, value] of Object.entries(found)) if (!(field in row)) row[field] = value;
  }
  for (const [field, path] of Object.entries(operation.rename ?? {})) row[field] = valueAt(answer, path);
  return row;
}
