import { flexRender, type Row as TableRow } from '@tanstack/react-table';
import { memo } from 'react';
import type { Row } from '../data/values';

export interface TableRowCellsProps {
  row: TableRow<Row>;
  selected: boolean;
  /** The class of a cell by its column: the actions' cell stays at the row's end. */
  cellClass: (columnId: string) => string;
  /**
   * What the cells are drawn from besides the row: the table's column definitions, visible columns and
   * the cells' meta. The same objects while nothing changes, so a row is drawn again only for a reason.
   */
  drawnWith: readonly unknown[];
}

/**
 * A table row's cells. Memo on the row's data, its place, its selection and what the cells are drawn
 * with: TanStack Table makes new row objects whenever its rows change, and a page put in the page a
 * slice at a time (`useRowsInSlices`) would otherwise draw every row already there again with each slice.
 */
export const TableRowCells = memo(
  function TableRowCells({ row, cellClass }: TableRowCellsProps) {
    return row.getVisibleCells().map((cell) => (
      <td key={cell.id} className={cellClass(cell.column.id)}>
        {flexRender(cell.column.columnDef.cell, cell.getContext())}
      </td>
    ));
  },
  (before, after) =>
    before.row.original === after.row.original &&
    before.row.index === after.row.index &&
    before.selected === after.selected &&
    before.cellClass === after.cellClass &&
    before.drawnWith.length === after.drawnWith.length &&
    before.drawnWith.every((value, place) => value === after.drawnWith[place]),
);
