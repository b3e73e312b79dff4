import type { JsonApiPath } from '../../contract/types';
import { queryOperation } from '../data/callOperation';
import { listBody, rowFilterFields } from '../data/useListRows';
import { isRow, matches, type ParamContext, type Row } from '../data/values';
import { type FormatContext, formatValue } from '../format/formatValue';
import type { ResolvedColumn, Resource } from '../resource';
import { columnValue } from './columnValue';
import { csvFileName, csvLine, downloadCsv, localDay } from './csv';
import type { ListState } from './listState';
import { viewRows } from './viewRows';

/** Rows asked for at a time: the most the contract's ListQuery allows. */
export const EXPORT_PAGE_SIZE = 100;

/** One page of a server-paged list's answer (a stand-in in tests). */
export type FetchPage = (path: JsonApiPath, body: Row, signal: AbortSignal) => Promise<Row>;

export interface ExportProgress {
  done: number;
  total: number;
}

export interface ExportInput {
  resource: Resource;
  state: ListState;
  context: ParamContext;
  /** Every row of a list the server answered whole (ListRows.all). */
  clientRows: Row[];
  /** The answer of the view on screen (for columns built from it). */
  answer: Row | null;
  columns: ResolvedColumn[];
  format: FormatContext;
  /** The list's title in the user's language, which names the file. */
  title: string;
  signal: AbortSignal;
  onProgress?: (progress: ExportProgress) => void;
  fetchPage?: FetchPage;
}

/**
 * The rows of the current view, every page of it (not only the one on screen), a page at a time: a
 * list answered whole is searched, filtered and sorted here as the table does; a server-paged list is
 * asked for page after page with the view's search, filters and sort.
 */
export async function* viewPages(
  input: ExportInput,
): AsyncGenerator<{ rows: Row[]; total: number }, void, undefined> {
  const { resource, state } = input;
  const list = resource.list;
  if (!list) return;
  if (list.paging !== 'server' || list.path === null) {
    const view = viewRows(
      input.clientRows,
      { ...state, page: 1, pageSize: Number.MAX_SAFE_INTEGER },
      list.searchFields,
      input.format.language,
      rowFilterFields(resource),
    );
    yield view;
    return;
  }
  const fetchPage = input.fetchPage ?? queryOperation;
  let total = Number.POSITIVE_INFINITY;
  for (let page = 1; (page - 1) * EXPORT_PAGE_SIZE < total; page++) {
    const body = listBody(resource, { ...state, page, pageSize: EXPORT_PAGE_SIZE }, input.context);
    const answer = await fetchPage(list.path, body, input.signal);
    const items = answer[list.items];
    const rows = Array.isArray(items) ? items.filter(isRow).filter((row) => matches(list.only, row)) : [];
    total = typeof answer.total === 'number' ? answer.total : 0;
    yield { rows, total };
    // A list that shrank while it was read ends at its last full page.
    if ((Array.isArray(items) ? items.length : 0) < EXPORT_PAGE_SIZE) return;
  }
}

/**
 * Writes the current view as CSV, its visible columns written as the table shows them, and hands it
 * over as a download named after the list in the user's language. Rows are turned into lines as their
 * page arrives; `signal` stops it between pages. Answers how many rows went into the file.
 */
export async function exportListCsv(input: ExportInput): Promise<{ count: number; fileName: string }> {
  const { columns, format } = input;
  const parts: string[] = [csvLine(columns.map((column) => format.t(column.label)))];
  let count = 0;
  for await (const { rows, total } of viewPages(input)) {
    input.signal.throwIfAborted();
    for (const row of rows) {
      parts.push(
        csvLine(columns.map((column) => formatValue(columnValue(row, column, input.answer), column, format))),
      );
    }
    count += rows.length;
    input.onProgress?.({ done: count, total: Math.max(total, count) });
  }
  input.signal.throwIfAborted();
  const fileName = csvFileName(input.title, format.language, localDay());
  downloadCsv(fileName, parts);
  return { count, fileName };
}
