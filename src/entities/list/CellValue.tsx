import { memo } from 'react';
import { Icon } from '../../ui/Icon';
import { type Row, valueAt } from '../data/values';
import { type FormatContext, formatValue } from '../format/formatValue';
import { hasNoWords, readsLeftToRight } from '../format/leftToRight';
import type { ResolvedColumn } from '../resource';
import { type CellWords, cellWord } from './cellWords';
import { columnValue } from './columnValue';

/**
 * A cell: images as thumbnails, colours as swatches, booleans as badges, the rest as formatted text.
 * Memo: a page put in the page a slice at a time draws its rows again with each slice, and the cells
 * already there (same row, column and words) are then not written again.
 */
export const CellValue = memo(function CellValue({
  row,
  column,
  format,
  answer = null,
  words,
}: {
  row: Row;
  column: ResolvedColumn;
  format: FormatContext;
  /** The list's answer, for columns built from it. */
  answer?: Row | null;
  /** The words a list translated once for all its cells; a cell on its own translates them itself. */
  words?: CellWords;
}) {
  // The list's translation function, not a hook per cell: a page of 1,000 rows has thousands of cells.
  const word = (name: keyof CellWords) => (words ? words[name] : cellWord(format.t, name));
  const value = columnValue(row, column, answer);
  if (column.format === 'image') {
    return typeof value === 'string' && value ? (
      <img
        src={value}
        alt=""
        loading="lazy"
        className="size-10 rounded-md object-cover ring-1 ring-slate-200"
      />
    ) : (
      <span className="flex size-10 items-center justify-center rounded-md bg-slate-100 text-slate-400">
        <Icon name="image" width={18} height={18} />
      </span>
    );
  }
  if (column.format === 'boolean' && typeof value === 'boolean') {
    return (
      <span
        className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium ${
          value ? 'bg-emerald-50 text-emerald-700 ring-1 ring-emerald-200' : 'bg-slate-100 text-slate-600'
        }`}
      >
        {word(value ? 'yes' : 'no')}
      </span>
    );
  }
  if (column.format === 'color' && typeof value === 'string') {
    return (
      <span className="inline-flex items-center gap-2">
        <span
          className="size-4 rounded-full ring-1 ring-slate-300"
          style={{ backgroundColor: value }}
          aria-hidden="true"
        />
        {value}
      </span>
    );
  }
  const linked = column.format === 'link' || column.href !== undefined;
  if (linked && typeof value === 'string' && /^https?:\/\//i.test(value)) {
    // A link built from a template reads as the row's own value (a slug), the whole address on hover.
    const own = column.href !== undefined ? valueAt(row, column.field) : null;
    return (
      <a
        href={value}
        target="_blank"
        rel="noopener noreferrer"
        title={value}
        dir="ltr"
        className="break-all text-brand-700 underline"
      >
        {typeof own === 'string' && own ? own : value}
      </a>
    );
  }
  if (column.format === 'email' && typeof value === 'string' && value) {
    return (
      <a href={`mailto:${value}`} dir="ltr" className="text-brand-700 hover:underline">
        {value}
      </a>
    );
  }
  const text = formatValue(value, column, format);
  // Slate 500, not 400: even a dash that says 'nothing here' needs 4.5:1 against the white row.
  if (text === '') return <span className="text-slate-500">{word('none')}</span>;
  if (column.format === 'code')
    return (
      <bdi dir="ltr" className="font-mono tracking-wide">
        {text}
      </bdi>
    );
  if (column.format === 'rating') {
    // The star only decorates: the number says the rating.
    return (
      <span className="inline-flex items-center gap-1 tabular-nums">
        <Icon name="star" width={14} height={14} fill="currentColor" className="text-amber-500" />
        {text}
      </span>
    );
  }
  const numeric = column.format === 'money' || column.format === 'number' || column.format === 'points';
  // A day, an instant, a phone number or an amount reads as one piece: a narrow table (a tablet's) broke
  // '625 735 419' over three lines, and rows of uneven height with it.
  const unbroken = column.format === 'date' || column.format === 'datetime' || hasNoWords(text);
  const className =
    [numeric ? 'tabular-nums' : '', unbroken ? 'whitespace-nowrap' : ''].filter(Boolean).join(' ') ||
    undefined;
  // Phone numbers, amounts and other runs without words keep their order on a right-to-left page.
  if (readsLeftToRight(text, column.format))
    return (
      <bdi dir="ltr" className={className}>
        {text}
      </bdi>
    );
  // Plain text needs no element of its own: one node fewer per cell, hundreds per page.
  return className ? <span className={className}>{text}</span> : text;
});
