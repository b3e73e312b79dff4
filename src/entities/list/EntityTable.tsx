import {
  type ColumnDef,
  flexRender,
  getCoreRowModel,
  type RowSelectionState,
  useReactTable,
} from '@tanstack/react-table';
import { memo, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Icon } from '../../ui/Icon';
import type { Row } from '../data/values';
import type { FormatContext } from '../format/formatValue';
import type { ResolvedColumn } from '../resource';
import { CellValue } from './CellValue';
import { type CellWords, cellWords } from './cellWords';
import type { SortState } from './listState';
import { type MovedRow, ReorderButtons } from './ReorderButtons';
import { type RowAction, RowActions } from './RowActions';
import { rowMenuLabel } from './rowMenuLabel';
import { TableRowCells } from './TableRowCells';
import { useRowHoverHighlight } from './useRowHoverHighlight';
import { useScrollsSideways } from './useScrollsSideways';

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
  reorder?: { onMove: (from: number, to: number) => void; moved: MovedRow | null };
  caption: string;
  /** The list's answer, for columns built from it. */
  answer?: Row | null;
}

/**
 * What cells read that changes from one render to the next. It reaches them through the table's
 * `meta` rather than through the column definitions, so those stay the same objects: a new cell
 * function would be a new component type to React, and every cell — a focused button with it — would
 * be thrown away and rebuilt on each render.
 */
interface CellMeta {
  format: FormatContext;
  rowLabel: (row: Row) => string;
  rowActions: (row: Row) => RowAction[];
  detailHref: ((row: Row) => string) | undefined;
  reorder: EntityTableProps['reorder'];
  rowKey: (row: Row) => string;
  count: number;
  answer: Row | null;
  words: CellWords;
  menuLabel: (rowName: string) => string;
}

function cellMeta(meta: unknown): CellMeta {
  return meta as CellMeta;
}

const SELECT_COLUMN = '__select';
const ACTIONS_COLUMN = '__actions';
const ORDER_COLUMN = '__order';
/** Columns as wide as their controls; the data columns share the rest. */
const NARROW_COLUMNS = new Set([SELECT_COLUMN, ACTIONS_COLUMN, ORDER_COLUMN]);
/**
 * A wide table scrolls sideways under its row actions, which stay at the end of every row. Only while it
 * does (the frame's `data-scrolls-sideways`): a sticky cell in each row is a layer of the page's painting
 * of its own, and with 100 rows the browser's layering of the page after any change took twice as long
 * (trace of the search typed on a desktop table, 4× CPU: Layerize 540–590 ms against 210–260 ms).
 */
const STICKY_END =
  'group-data-[scrolls-sideways]/frame:sticky group-data-[scrolls-sideways]/frame:end-0 group-data-[scrolls-sideways]/frame:shadow-[-8px_0_8px_-8px_rgb(15_23_42/0.15)] rtl:group-data-[scrolls-sideways]/frame:shadow-[8px_0_8px_-8px_rgb(15_23_42/0.15)]';

/**
 * The engine's table: TanStack Table in manual mode — the rows given are already the page to show
 * (paged, sorted and searched by the server or by viewRows), so a table never sorts twice.
 */
export const EntityTable = memo(function EntityTable(props: EntityTableProps) {
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
    answer = null,
  } = props;

  const hasSelection = selection !== undefined;
  const hasReorder = reorder !== undefined;
  const columnDefs = useMemo<ColumnDef<Row>[]>(() => {
    const defs: ColumnDef<Row>[] = [];
    if (hasReorder) {
      defs.push({
        id: ORDER_COLUMN,
        header: () => <span className="sr-only">{t('engine.dragToReorder')}</span>,
        cell: ({ row, table }) => {
          const meta = cellMeta(table.options.meta);
          if (!meta.reorder) return null;
          return (
            <span className="flex items-center gap-0.5">
              <span className="cursor-grab text-slate-400 active:cursor-grabbing" aria-hidden="true">
                <Icon name="grip" width={16} height={16} />
              </span>
              <ReorderButtons
                index={row.index}
                count={meta.count}
                rowLabel={meta.rowLabel(row.original)}
                onMove={meta.reorder.onMove}
                moved={meta.reorder.moved?.key === meta.rowKey(row.original) ? meta.reorder.moved : null}
              />
            </span>
          );
        },
      });
    }
    if (hasSelection) {
      defs.push({
        id: SELECT_COLUMN,
        header: ({ table }) => (
          <input
            type="checkbox"
            className="size-4 rounded border-field text-brand-600"
            checked={table.getIsAllRowsSelected()}
            ref={(input) => {
              if (input) input.indeterminate = table.getIsSomeRowsSelected();
            }}
            onChange={table.getToggleAllRowsSelectedHandler()}
            aria-label={t('engine.selectAll')}
          />
        ),
        cell: ({ row, table }) => (
          <input
            type="checkbox"
            className="size-4 rounded border-field text-brand-600"
            checked={row.getIsSelected()}
            onChange={row.getToggleSelectedHandler()}
            aria-label={`${t('engine.selectRow')}: ${cellMeta(table.options.meta).rowLabel(row.original)}`}
          />
        ),
      });
    }
    for (const column of columns) {
      defs.push({
        id: column.field,
        header: () => t(column.label),
        cell: ({ row, table }) => {
          const meta = cellMeta(table.options.meta);
          const value = (
            <CellValue
              row={row.original}
              column={column}
              format={meta.format}
              answer={meta.answer}
              words={meta.words}
            />
          );
          // The column that names the row links to its detail page.
          return meta.detailHref && column.field === linkField ? (
            <Link to={meta.detailHref(row.original)} className="font-medium text-brand-700 hover:underline">
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
      cell: ({ row, table }) => {
        const meta = cellMeta(table.options.meta);
        return (
          <RowActions
            actions={meta.rowActions(row.original)}
            rowLabel={meta.rowLabel(row.original)}
            menuLabel={meta.menuLabel}
          />
        );
      },
    });
    return defs;
  }, [columns, hasSelection, hasReorder, linkField, t]);

  const words = useMemo(() => cellWords(format.t), [format.t]);
  const menuLabel = useMemo(() => rowMenuLabel(t), [t]);
  // Only the move buttons read the count: without them a slice of rows added changes nothing here.
  const count = reorder ? rows.length : 0;
  // The same object while nothing in it changes: the rows' cells are memo on it.
  const meta = useMemo<CellMeta>(
    () => ({ format, rowLabel, rowActions, detailHref, reorder, rowKey, count, answer, words, menuLabel }),
    [format, rowLabel, rowActions, detailHref, reorder, rowKey, count, answer, words, menuLabel],
  );
  const table = useReactTable({
    data: rows,
    columns: columnDefs,
    meta,
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

  // Dragging a row: where it comes from and where it would land, to show the drop place.
  const [drag, setDrag] = useState<{ from: number; over: number } | null>(null);
  const { highlight, bodyEvents } = useRowHoverHighlight(rows);
  const frame = useRef<HTMLDivElement>(null);
  const scrollsSideways = useScrollsSideways(frame);

  const sortableFields = new Set(columns.filter((c) => c.sortable).map((c) => c.field));
  // Thumbnails and the selection box take their own width; text columns share the rest.
  const narrowFields = new Set([
    ...NARROW_COLUMNS,
    ...columns.filter((c) => c.format === 'image').map((c) => c.field),
  ]);

  return (
    <div
      ref={frame}
      className="group/frame relative overflow-x-auto"
      {...(scrollsSideways ? { 'data-scrolls-sideways': '' } : {})}
    >
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
                      field === ACTIONS_COLUMN
                        ? `w-px bg-slate-50 ${STICKY_END}`
                        : narrowFields.has(field)
                          ? 'w-px'
                          : ''
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
        <tbody className="divide-y divide-slate-100 bg-white" {...bodyEvents}>
          {table.getRowModel().rows.map((row) => (
            <tr
              key={row.id}
              className={`${row.getIsSelected() ? 'bg-brand-50/60' : ''} ${dropClasses(drag, row.index)}`}
              draggable={reorder ? true : undefined}
              onDragStart={
                reorder
                  ? (event) => {
                      event.dataTransfer.effectAllowed = 'move';
                      // Firefox starts a drag only when it carries data.
                      event.dataTransfer.setData('text/plain', String(row.index));
                      setDrag({ from: row.index, over: row.index });
                    }
                  : undefined
              }
              onDragOver={
                reorder && drag
                  ? (event) => {
                      event.preventDefault();
                      event.dataTransfer.dropEffect = 'move';
                      if (drag.over !== row.index) setDrag({ ...drag, over: row.index });
                    }
                  : undefined
              }
              onDrop={
                reorder && drag
                  ? (event) => {
                      event.preventDefault();
                      setDrag(null);
                      if (drag.from !== row.index) reorder.onMove(drag.from, row.index);
                    }
                  : undefined
              }
              onDragEnd={reorder ? () => setDrag(null) : undefined}
            >
              <TableRowCells
                row={row}
                selected={row.getIsSelected()}
                cellClass={cellClass}
                drawnWith={[columnDefs, visibility, meta]}
              />
            </tr>
          ))}
        </tbody>
      </table>
      <div
        ref={highlight}
        hidden
        aria-hidden="true"
        data-row-highlight=""
        className="pointer-events-none absolute start-0 top-0 bg-slate-900/4 will-change-transform"
      />
    </div>
  );
});

/** A cell's class by its column: the actions' cell stays at the end of a table scrolled sideways. */
function cellClass(columnId: string): string {
  return `px-3 py-2.5 align-middle text-slate-700 ${columnId === ACTIONS_COLUMN ? `bg-white ${STICKY_END}` : ''}`;
}

/** The dragged row fades; the row it would land on shows a line on the side it would go. */
function dropClasses(drag: { from: number; over: number } | null, index: number): string {
  if (!drag) return '';
  if (index === drag.from) return 'opacity-50';
  if (index !== drag.over) return '';
  return drag.from < index
    ? 'shadow-[inset_0_-2px_0_0_var(--color-brand-600)]'
    : 'shadow-[inset_0_2px_0_0_var(--color-brand-600)]';
}
