import { useTranslation } from 'react-i18next';
import type { Entity } from '../../api';
import { dayLabel } from './chartAxis';
import { formatCount } from './format';
import { pointsTotals } from './pointsRange';

export interface PointsTableProps {
  id: string;
  rows: Entity<'PointsStat'>[];
  caption: string;
}

/** The chart's figures as a table: its text alternative, for screen readers and for reading exact values. */
export function PointsTable({ id, rows, caption }: PointsTableProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const count = (value: number) => formatCount(value, language);
  const totals = pointsTotals(rows);
  const cell = 'px-3 py-2 text-end tabular-nums';
  return (
    <div id={id} className="mt-4 max-h-96 overflow-auto rounded-xl ring-1 ring-slate-200">
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="sticky top-0 bg-slate-50 text-slate-600">
          <tr>
            <th scope="col" className="px-3 py-2 text-start font-medium">
              {t('dashboard.chart.day')}
            </th>
            <th scope="col" className="px-3 py-2 text-end font-medium">
              {t('dashboard.chart.given')}
            </th>
            <th scope="col" className="px-3 py-2 text-end font-medium">
              {t('dashboard.chart.redeemed')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr key={row.date}>
              <th scope="row" className="px-3 py-2 text-start font-normal text-slate-700">
                {dayLabel(row.date, language)}
              </th>
              <td className={cell}>{count(row.given)}</td>
              <td className={cell}>{count(row.redeemed)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot className="sticky bottom-0 bg-slate-50 font-semibold text-slate-900">
          <tr>
            <th scope="row" className="px-3 py-2 text-start">
              {t('dashboard.chart.total')}
            </th>
            <td className={cell}>{count(totals.given)}</td>
            <td className={cell}>{count(totals.redeemed)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
