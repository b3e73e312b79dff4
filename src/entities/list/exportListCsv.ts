import { type ListRows, rowFilterFields } from '../data/useListRows';
import { valueAt } from '../data/values';
import { type FormatContext, formatValue } from '../format/formatValue';
import type { ResolvedColumn, Resource } from '../resource';
import { downloadCsv, toCsv } from './csv';
import type { ListState } from './listState';
import { viewRows } from './viewRows';

/**
 * The current view as CSV: its visible columns, values written as the table shows them. A list the
 * server answered whole exports every row matching the search in the current order; a server-paged
 * list exports the page on screen.
 */
export function exportListCsv(
  resource: Resource,
  rows: ListRows,
  state: ListState,
  columns: ResolvedColumn[],
  format: FormatContext,
): void {
  const list = resource.list;
  const data =
    list?.paging === 'client'
      ? viewRows(
          rows.all,
          { ...state, page: 1, pageSize: Number.MAX_SAFE_INTEGER },
          list.searchFields,
          format.language,
          rowFilterFields(resource),
        ).rows
      : rows.rows;
  const header = columns.map((column) => format.t(column.label));
  const body = data.map((row) =>
    columns.map((column) => formatValue(valueAt(row, column.field), column, format)),
  );
  const day = new Date().toISOString().slice(0, 10);
  downloadCsv(`${resource.id}-${day}.csv`, toCsv(header, body));
}
