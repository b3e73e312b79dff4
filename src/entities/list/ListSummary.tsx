import { useTranslation } from 'react-i18next';
import { formatScore } from '../../lib/intlFormats';
import { type Row, valueAt } from '../data/values';
import { type FormatContext, formatValue } from '../format/formatValue';
import type { ResolvedSummary } from '../resource';

export interface ListSummaryProps {
  figures: ResolvedSummary[];
  /** The list's answer; null while the first one loads. */
  answer: Row | null;
  format: FormatContext;
}

/** A figure as text: averages and scores to one decimal, which is all they mean. */
function figureText(value: unknown, figure: ResolvedSummary, format: FormatContext): string {
  if (typeof value === 'number' && ['number', 'rating', 'points'].includes(figure.format))
    return formatScore(value, format.language);
  return formatValue(value, figure, format);
}

/**
 * Figures the list's answer gives about every row matching the filters (an average rating, an NPS),
 * above the table: they follow the filters with the rows, from the same call.
 */
export function ListSummary({ figures, answer, format }: ListSummaryProps) {
  const { t } = useTranslation();
  return (
    <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {figures.map((figure) => {
        const text = answer ? figureText(valueAt(answer, figure.field), figure, format) : '';
        return (
          <div key={figure.field} className="rounded-2xl bg-white px-4 py-3 shadow-sm ring-1 ring-slate-200">
            <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{t(figure.label)}</dt>
            <dd className="mt-1 text-2xl font-semibold text-slate-900 tabular-nums">
              {answer === null ? (
                <span
                  className="inline-block h-7 w-16 animate-pulse rounded bg-slate-200"
                  aria-hidden="true"
                />
              ) : text === '' ? (
                t('engine.none')
              ) : (
                text
              )}
            </dd>
            {figure.help && <dd className="mt-1 text-xs text-slate-500">{t(figure.help)}</dd>}
          </div>
        );
      })}
    </dl>
  );
}
