import { useTranslation } from 'react-i18next';
import { isRow, type Row, valueAt } from '../data/values';
import type { FormatContext } from '../format/formatValue';
import { CellValue } from '../list/CellValue';
import type { ResolvedDetails } from '../resource';
import { ResultList } from './ResultList';

/**
 * What an action answered, as the descriptor asks: its fields labelled and written like a list's cells,
 * its lists as ResultList shows an action's rows (a store's activity: totals, then month by month).
 */
export function ResultDetails({
  value,
  details,
  format,
}: {
  value: Row;
  details: ResolvedDetails;
  format: FormatContext;
}) {
  const { t } = useTranslation();
  return (
    <div className="space-y-5">
      {details.fields.length > 0 && (
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {details.fields.map((column) => (
            <div
              key={column.field}
              className="rounded-lg bg-slate-50 px-3 py-2 ring-1 ring-inset ring-slate-200"
            >
              <dt className="text-xs font-medium text-slate-500">{t(column.label)}</dt>
              <dd className="mt-0.5 text-base font-semibold text-slate-900">
                <CellValue row={value} column={column} format={format} />
              </dd>
            </div>
          ))}
        </dl>
      )}
      {details.lists.map((list) => {
        const items = valueAt(value, list.field);
        const rows = Array.isArray(items) ? items.filter(isRow) : [];
        return (
          <section key={list.field} className="space-y-2">
            <h3 className="text-sm font-semibold text-slate-900">{t(list.label)}</h3>
            <ResultList rows={rows} columns={list.columns} currency={format.currency} />
          </section>
        );
      })}
    </div>
  );
}
