import { fillTemplate, matches, type Row, valueAt } from '../data/values';
import type { ResolvedColumn } from '../resource';

/**
 * What a column shows for a row: nothing on rows its condition leaves out, the address its template
 * builds from the row and the list's answer, or the row's field.
 */
export function columnValue(row: Row, column: ResolvedColumn, answer: Row | null = null): unknown {
  if (column.when && !matches(column.when, row)) return undefined;
  if (column.href !== undefined) return fillTemplate(column.href, { row, answer: answer ?? {} }) ?? undefined;
  return valueAt(row, column.field);
}

/** The columns a list shows with this answer: those tied to a flag of the answer only when it is true. */
export function columnsForAnswer(columns: ResolvedColumn[], answer: Row | null): ResolvedColumn[] {
  return columns.filter((column) => !column.whenAnswer || valueAt(answer, column.whenAnswer) === true);
}
