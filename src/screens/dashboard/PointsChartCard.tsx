import type { UseQueryResult } from '@tanstack/react-query';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Entity } from '../../api';
import { Button } from '../../ui/Button';
import { useNearViewport } from '../../ui/useNearViewport';
import { CHART_BOX, ChartSkeleton } from './ChartSkeleton';
import { dayLabel } from './chartAxis';
import { formatCount } from './format';
import { LoadError } from './LoadError';
import { PointsTable } from './PointsTable';
import { hasMovements, pointsTotals } from './pointsRange';
import { RangeControls } from './RangeControls';
import type { ChartRange } from './useChartRange';

// recharts is loaded with the chart, not with the page: the figures and controls show without waiting.
// Nor before the chart is near the screen: on a phone it is below the fold, and its code (the largest
// chunk) and first render were the longest tasks of the home's load.
const PointsChart = lazy(() => import('./PointsChart').then((m) => ({ default: m.PointsChart })));

export interface PointsChartCardProps {
  chartRange: ChartRange;
  points: UseQueryResult<Entity<'PointsStat'>[]>;
}

/** Points given and redeemed per day over a range the user picks, with its table behind a toggle. */
export function PointsChartCard({ chartRange, points }: PointsChartCardProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const headingId = useId();
  const tableId = useId();
  const [showTable, setShowTable] = useState(false);
  const sectionRef = useRef<HTMLElement>(null);
  const near = useNearViewport(sectionRef);
  const { range, today } = chartRange;
  const rows = points.data;
  const days = range
    ? { start: dayLabel(range.startDate, language), end: dayLabel(range.endDate, language) }
    : null;

  const loading = <ChartSkeleton label={t('dashboard.chart.loading')} />;

  function body() {
    if (points.isError && !rows) {
      return (
        <div className={`${CHART_BOX} flex items-center justify-center`}>
          <LoadError
            error={points.error}
            onRetry={() => void points.refetch()}
            retrying={points.isFetching}
          />
        </div>
      );
    }
    if (!rows || !days) return loading;
    if (!hasMovements(rows)) {
      return (
        <div
          className={`${CHART_BOX} flex flex-col items-center justify-center gap-1 rounded-xl border border-dashed border-slate-300 px-4 text-center`}
        >
          <p className="font-medium text-slate-700">{t('dashboard.chart.empty')}</p>
          <p className="text-sm text-slate-500">{t('dashboard.chart.emptyHint')}</p>
        </div>
      );
    }
    const totals = pointsTotals(rows);
    return (
      <>
        <div
          aria-busy={points.isPlaceholderData || undefined}
          className={points.isPlaceholderData ? 'opacity-60' : ''}
        >
          {near ? (
            <Suspense fallback={loading}>
              <PointsChart
                rows={rows}
                summary={t('dashboard.chart.summary', {
                  ...days,
                  given: formatCount(totals.given, language),
                  redeemed: formatCount(totals.redeemed, language),
                })}
              />
            </Suspense>
          ) : (
            loading
          )}
        </div>
        <div className="mt-3 flex justify-end">
          <Button
            variant="secondary"
            aria-expanded={showTable}
            aria-controls={tableId}
            onClick={() => setShowTable(!showTable)}
          >
            {showTable ? t('dashboard.chart.hideTable') : t('dashboard.chart.showTable')}
          </Button>
        </div>
        {showTable && (
          <PointsTable id={tableId} rows={rows} caption={t('dashboard.chart.tableCaption', days)} />
        )}
      </>
    );
  }

  return (
    <section
      ref={sectionRef}
      aria-labelledby={headingId}
      className="min-w-0 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <div className="mb-5 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id={headingId} className="text-lg font-semibold text-slate-900">
            {t('dashboard.chart.title')}
          </h2>
          {days && <p className="text-sm text-slate-500">{t('dashboard.figures.inRange', days)}</p>}
        </div>
        {range && today && (
          <RangeControls
            endDate={range.endDate}
            today={today}
            length={chartRange.length}
            endChosen={chartRange.endChosen}
            onEndChange={chartRange.setEnd}
            onLengthChange={chartRange.setLength}
          />
        )}
      </div>
      {body()}
    </section>
  );
}
