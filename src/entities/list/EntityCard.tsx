import { memo } from 'react';
import { Link } from 'react-router-dom';
import type { Row } from '../data/values';
import type { FormatContext } from '../format/formatValue';
import type { ResolvedColumn } from '../resource';
import { CellValue } from './CellValue';
import type { CellWords } from './cellWords';
import { type MovedRow, ReorderButtons } from './ReorderButtons';
import { type RowAction, RowActions } from './RowActions';

/** What every card of a list shares: its columns with their labels, translated once for the page. */
export interface CardLayout {
  image: ResolvedColumn | undefined;
  fields: { column: ResolvedColumn; label: string }[];
  format: FormatContext;
  answer: Row | null;
  words: CellWords;
  /** The label of a row's selection box, with the row's name after it. */
  selectLabel: string;
  /** The name of a row's 'more actions' button, for the row's name. */
  menuLabel: (rowName: string) => string;
}

export interface EntityCardProps {
  row: Row;
  rowKey: string;
  label: string;
  layout: CardLayout;
  actions: RowAction[];
  href: string | undefined;
  selected: boolean | undefined;
  onToggle: ((key: string) => void) | undefined;
  reorder:
    | { index: number; count: number; onMove: (from: number, to: number) => void; moved: MovedRow | null }
    | undefined;
}

/**
 * Cards out of view are neither styled, laid out nor painted until they near the screen
 * (`content-visibility: auto`; their last size is remembered, a first guess stands in before): opening a
 * modal restyles the whole page, and a page of 100 cards is most of it.
 */
const CARD_CLASSES = 'flex gap-3 px-4 py-3 [content-visibility:auto] [contain-intrinsic-size:auto_11rem]';

/**
 * A row on a phone: a card of label and value pairs, its actions at hand. Memo: a card already in the
 * page is not drawn again when the next slice of the page's cards is added under it.
 */
export const EntityCard = memo(function EntityCard({
  row,
  rowKey,
  label,
  layout,
  actions,
  href,
  selected,
  onToggle,
  reorder,
}: EntityCardProps) {
  const { image, fields, format, answer, words } = layout;
  return (
    <li className={CARD_CLASSES}>
      {reorder && (
        <span className="-ms-2">
          <ReorderButtons
            stacked
            index={reorder.index}
            count={reorder.count}
            rowLabel={label}
            onMove={reorder.onMove}
            moved={reorder.moved}
          />
        </span>
      )}
      {onToggle && (
        <input
          type="checkbox"
          className="mt-2.5 size-4 rounded border-field text-brand-600"
          checked={selected ?? false}
          onChange={() => onToggle(rowKey)}
          aria-label={`${layout.selectLabel}: ${label}`}
        />
      )}
      {image && <CellValue row={row} column={image} format={format} answer={answer} words={words} />}
      <div className="min-w-0 flex-1">
        {/* The actions share the title's line, so the values below get the card's whole width. */}
        <div className="flex items-start gap-2">
          <p className="line-clamp-2 min-w-0 flex-1 break-words pt-1.5 font-semibold text-slate-900">
            {href ? (
              <Link to={href} className="text-brand-700 hover:underline">
                {label}
              </Link>
            ) : (
              label
            )}
          </p>
          <RowActions actions={actions} rowLabel={label} menuLabel={layout.menuLabel} />
        </div>
        <dl className="mt-1 grid grid-cols-[minmax(0,1fr)_auto] gap-x-3 gap-y-1 text-sm">
          {fields.map(({ column, label: fieldLabel }) => (
            <div key={column.field} className="contents">
              <dt className="truncate text-slate-500">{fieldLabel}</dt>
              <dd className="text-end text-slate-800">
                <CellValue row={row} column={column} format={format} answer={answer} words={words} />
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </li>
  );
});
