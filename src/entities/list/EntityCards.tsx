import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Row } from '../data/values';
import type { FormatContext } from '../format/formatValue';
import type { ResolvedColumn } from '../resource';
import { CellValue } from './CellValue';
import { type MovedRow, ReorderButtons } from './ReorderButtons';
import type { RowAction } from './RowActions';
import { RowActions } from './RowActions';

export interface EntityCardsProps {
  rows: Row[];
  columns: ResolvedColumn[];
  visibility: Record<string, boolean>;
  rowKey: (row: Row) => string;
  rowLabel: (row: Row) => string;
  /** The fields the card's title is made of, so not repeated under it. */
  labelFields: string[];
  format: FormatContext;
  rowActions: (row: Row) => RowAction[];
  detailHref?: (row: Row) => string;
  selection?: { isSelected: (key: string) => boolean; toggle: (key: string) => void };
  /** Rows can be put in order: on a phone, with the move buttons (a touch drag is no HTML drag). */
  reorder?: { onMove: (from: number, to: number) => void; moved: MovedRow | null };
  /** The list's answer, for columns built from it. */
  answer?: Row | null;
}

/** A list on a phone: each row a card of label and value pairs, its actions at hand. */
export const EntityCards = memo(function EntityCards({
  rows,
  columns,
  visibility,
  rowKey,
  rowLabel,
  labelFields,
  format,
  rowActions,
  detailHref,
  selection,
  reorder,
  answer = null,
}: EntityCardsProps) {
  const { t } = useTranslation();
  const shown = columns.filter((column) => visibility[column.field] !== false);
  const image = shown.find((column) => column.format === 'image');
  const fields = shown.filter((column) => column !== image && !labelFields.includes(column.field));
  return (
    <ul className="divide-y divide-slate-100">
      {rows.map((row, index) => {
        const key = rowKey(row);
        const label = rowLabel(row);
        return (
          <li key={key} className="flex gap-3 px-4 py-3">
            {reorder && (
              <span className="-ms-2">
                <ReorderButtons
                  stacked
                  index={index}
                  count={rows.length}
                  rowLabel={label}
                  onMove={reorder.onMove}
                  moved={reorder.moved?.key === key ? reorder.moved : null}
                />
              </span>
            )}
            {selection && (
              <input
                type="checkbox"
                className="mt-2.5 size-4 rounded border-field text-brand-600"
                checked={selection.isSelected(key)}
                onChange={() => selection.toggle(key)}
                aria-label={`${t('engine.selectRow')}: ${label}`}
              />
            )}
            {image && <CellValue row={row} column={image} format={format} answer={answer} />}
            <div className="min-w-0 flex-1">
              {/* The actions share the title's line, so the values below get the card's whole width. */}
              <div className="flex items-start gap-2">
                <p className="line-clamp-2 min-w-0 flex-1 break-words pt-1.5 font-semibold text-slate-900">
                  {detailHref ? (
                    <Link to={detailHref(row)} className="text-brand-700 hover:underline">
                      {label}
                    </Link>
                  ) : (
                    label
                  )}
                </p>
                <RowActions actions={rowActions(row)} rowLabel={label} />
              </div>
              <dl className="mt-1 grid grid-cols-[minmax(0,1fr)_auto] gap-x-3 gap-y-1 text-sm">
                {fields.map((column) => (
                  <div key={column.field} className="contents">
                    <dt className="truncate text-slate-500">{t(column.label)}</dt>
                    <dd className="text-end text-slate-800">
                      <CellValue row={row} column={column} format={format} answer={answer} />
                    </dd>
                  </div>
                ))}
              </dl>
            </div>
          </li>
        );
      })}
    </ul>
  );
});
