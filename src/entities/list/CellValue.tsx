import { useTranslation } from 'react-i18next';
import { Icon } from '../../ui/Icon';
import type { Row } from '../data/values';
import { valueAt } from '../data/values';
import { type FormatContext, formatValue } from '../format/formatValue';
import type { ResolvedColumn } from '../resource';

/** A cell: images as thumbnails, colours as swatches, booleans as badges, the rest as formatted text. */
export function CellValue({
  row,
  column,
  format,
}: {
  row: Row;
  column: ResolvedColumn;
  format: FormatContext;
}) {
  const { t } = useTranslation();
  const value = valueAt(row, column.field);
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
        {t(value ? 'engine.yes' : 'engine.no')}
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
  if (column.format === 'link' && typeof value === 'string' && /^https?:\/\//i.test(value)) {
    return (
      <a href={value} target="_blank" rel="noopener noreferrer" className="text-brand-700 underline">
        {value}
      </a>
    );
  }
  if (column.format === 'email' && typeof value === 'string' && value) {
    return (
      <a href={`mailto:${value}`} className="text-brand-700 hover:underline">
        {value}
      </a>
    );
  }
  const text = formatValue(value, column, format);
  if (text === '') return <span className="text-slate-400">{t('engine.none')}</span>;
  const numeric = column.format === 'money' || column.format === 'number' || column.format === 'points';
  // A day or an instant reads as one piece: broken over two lines it makes rows of uneven height.
  const dated = column.format === 'date' || column.format === 'datetime';
  return <span className={numeric ? 'tabular-nums' : dated ? 'whitespace-nowrap' : undefined}>{text}</span>;
}
