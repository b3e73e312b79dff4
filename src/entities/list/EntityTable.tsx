import {
  type ColumnDef,
  flexRender,
  getCoreRowModel,
  type RowSelectionState,
  useReactTable,
} from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Icon } from '../../ui/Icon';
import type { Row } from '../data/values';
import type { FormatContext } from '../format/formatValue';
import type { ResolvedColumn } from '../resource';
import { CellValue } from './CellValue';
import type { SortState } from './listState';
import { type RowAction, RowActions } from './RowActions';

export interface EntityTableProps {
  rows: Row[];
  columns: ResolvedColumn[];
  visibility: Record<string, boolean>;
  rowKey: (row: Row) => string;
  rowLabel: (row: Row) => string;
  /** The column whose cells link to the row's detail page (the first name field). */
  linkField: string | null;
  sort: SortState | null;
  onSort: (field: string) => void;
  format: FormatContext;
  /** Row selection (bulk actions); omitted when the list has none. */
  selection?: { selected: RowSelectionState; onChange: (next: RowSelectionState) => void };
  rowActions: (row: Row) => RowAction[];
  /** Where a row's detail page is, when rows have one. */
  detailHref?: (row: Row) => string;
  /** Rows can be put in order (levels): drag, or the move buttons for keyboards. */
  reorder?: { onMove: (from: number, to: number) => void; busy: boolean };
  caption: string;
}

const SELECT_COLUMN = '__select';
const ACTIONS_COLUMN = '__actions';
const ORDER_COLUMN = '__order';

/**
 * The engine's table: TanStack Table in manual mode — the rows given are already the page to show
 * (paged, sorted and searched by the server or by viewRows), so a table never sorts twice.
 */
export function EntityTable(props: EntityTableProps) {
  const { t } = useTranslation();
  const {
    rows,
    columns,
    visibility,
    rowKey,
    rowLabel,
    linkField,
    sort,
    onSort,
    format,
    selection,
    rowActions,
    detailHref,
    reorder,
  } = props;

  const columnDefs = useMemo<ColumnDef<Row>[]>(() => {
    const defs: ColumnDef<Row>[] = [];
    if (reorder) {
      defs.push({
        id: ORDER_COLUMN,
        header: () => <span className="sr-only">{t('engine.dragToReorder')}</span>,
        cell: ({ row }) => (
          <span className="flex items-center gap-0.5">
            <span className="cursor-grab text-slate-400" aria-hidden="true">
              <Icon name="grip" width={16} height={16} />
            </span>
            <button
              type="button"
              className="rounded p-1 text-slate-500 hover:bg-slate-100 disabled:opacity-30"
              disabled={row.index === 0 || reorder.busy}
              onClick={() => reorder.onMove(row.index, row.index - 1)}
              aria-label={`${t('engine.moveUp')}: ${rowLabel(row.original)}`}
            >
              <Icon name="arrowUp" width={16} height={16} />
            </button>
            <button
              type="button"
              className="rounded p-1 text-slate-500 hover:bg-slate-100 disabled:opacity-30"
              disabled={row.index === rows.length - 1 || reorder.busy}
              onClick={() => reorder.onMove(row.index, row.index + 1)}
              aria-label={`${t('engine.moveDown')}: ${rowLabel(row.original)}`}
            >
              <Icon name="arrowDown" width={16} height={16} />
            </button>
          </span>
        ),
      });
    }
    if (selection) {
      defs.push({
        id: SELECT_COLUMN,
        header: ({ table }) => (
          <input
            type="checkbox"
            className="size-4 rounded border-slate-300 text-brand-600"
            checked={table.getIsAllRowsSelected()}
            ref={(input) => {
              if (input) input.indeterminate = table.getIsSomeRowsSelected();
            }}
            onChange={table.getToggleAllRowsSelectedHandler()}
            aria-label={t('engine.selectAll')}
          />
        ),
        cell: ({ row }) => (
          <input
            type="checkbox"
            className="size-4 rounded border-slate-300 text-brand-600"
            checked={row.getIsSelected()}
            onChange={row.getToggleSelectedHandler()}
            aria-label={`${t('engine.selectRow')}: ${rowLabel(row.original)}`}
          />
        ),
      });
    }
    for (const column of columns) {
      defs.push({
        id: column.field,
        header: () => t(column.label),
        cell: ({ row }) => {
          const value = <CellValue row={row.original} column={column} format={format} />;
          // The column that names the row links to its detail page.
          return detailHref && column.field === linkField ? (
            <Link to={detailHref(row.original)} className="font-medium text-brand-700 hover:underline">
              {value}
            </Link>
          ) : (
            value
          );
        },
      });
    }
    defs.push({
      id: ACTIONS_COLUMN,
      header: () => <span className="sr-only">{t('engine.actions')}</span>,
      cell: ({ row }) => <RowActions actions={rowActions(row.original)} rowLabel={rowLabel(row.original)} />,
    });
    return defs;
  }, [columns, format, selection, rowActions, rowLabel, linkField, detailHref, reorder, rows.length, t]);

  const table = useReactTable({
    data: rows,
    columns: columnDefs,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => rowKey(row),
    manualPagination: true,
    manualSorting: true,
    manualFiltering: true,
    enableRowSelection: selection !== undefined,
    state: {
      columnVisibility: visibility,
      rowSelection: selection?.selected ?? {},
    },
    onRowSelectionChange: (updater) => {
      if (!selection) return;
      selection.onChange(typeof updater === 'function' ? updater(selection.selected) : updater);
    },
  });

  const sortableFields = new Set(columns.filter((c) => c.sortable).map((c) => c.field));

  return (
    <div className="overflow-x-auto">
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <caption className="sr-only">{props.caption}</caption>
        <thead className="bg-slate-50">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const field = header.column.id;
                const sortable = sortableFields.has(field) && !reorder;
                const direction = sort?.field === field ? sort.direction : null;
                const ariaSort =
                  direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : undefined;
                const label = flexRender(header.column.columnDef.header, header.getContext());
                return (
                  <th
                    key={header.id}
                    scope="col"
                    aria-sort={sortable ? (ariaSort ?? 'none') : undefined}
                    className={`whitespace-nowrap px-3 py-2.5 text-start font-semibold text-slate-700 ${
                      field === ACTIONS_COLUMN ? 'w-px' : ''
                    }`}
                  >
                    {sortable ? (
                      <button
                        type="button"
                        onClick={() => onSort(field)}
                        className="-mx-1 inline-flex items-center gap-1 rounded px-1 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
                      >
                        {label}
                        <Icon
                          name={direction === 'asc' ? 'sortUp' : direction === 'desc' ? 'sortDown' : 'sort'}
                          width={14}
                          height={14}
                          className={direction ? 'text-brand-700' : 'text-slate-400'}
                        />
                      </button>
                    ) : (
                      label
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody className="divide-y divide-slate-100 bg-white">
          {table.getRowModel().rows.map((row) => (
            <tr
              key={row.id}
              className={row.getIsSelected() ? 'bg-brand-50/60' : 'hover:bg-slate-50'}
              draggable={reorder ? !reorder.busy : undefined}
              onDragStart={
                reorder ? (event) => event.dataTransfer.setData('text/plain', String(row.index)) : undefined
              }
              onDragOver={reorder ? (event) => event.preventDefault() : undefined}
              onDrop={
                reorder
                  ? (event) => {
                      event.preventDefault();
                      const from = Number(event.dataTransfer.getData('text/plain'));
                      if (Number.isInteger(from) && from !== row.index) reorder.onMove(from, row.index);
                    }
                  : undefined
              }
            >
              {row.getVisibleCells().map((cell) => (
                <td key={cell.id} className="px-3 py-2.5 align-middle text-slate-700">
                  {flexRender(cell.column.columnDef.cell, cell.getContext())}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
