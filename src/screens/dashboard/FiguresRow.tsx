import type { UseQueryResult } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Entity } from '../../api';
import { formatScore } from '../../lib/intlFormats';
import { dayLabel } from './chartAxis';
import { FigureCard } from './FigureCard';
import { formatCount } from './format';
import { type DayRange, pointsTotals } from './pointsRange';
import { totalRedemptions } from './storeRules';

export interface FiguresRowProps {
  store: Entity<'Store'>;
  moreInfo: UseQueryResult<Entity<'StoreMoreInfo'>>;
  points: UseQueryResult<Entity<'PointsStat'>[]>;
  range: DayRange | null;
}

/** The store's figures: clients, redemptions left, the chart range's points, and NPS when there is one. */
export function FiguresRow({ store, moreInfo, points, range }: FiguresRowProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const headingId = useId();
  const count = (value: number) => formatCount(value, language);
  const totals = points.data ? pointsTotals(points.data) : null;
  const rangeHint = range
    ? t('dashboard.figures.inRange', {
        start: dayLabel(range.startDate, language),
        end: dayLabel(range.endDate, language),
      })
    : undefined;
  // The store info already says whether there are surveys, so the NPS card's place is kept while the
  // fresher figure loads instead of appearing late and pushing the row.
  const nps = moreInfo.data ? moreInfo.data.nps : store.nps;
  const pointsFailed = points.isError && !points.data;

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="sr-only">
        {t('dashboard.figures.title')}
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3 xl:grid-cols-5">
        <FigureCard
          label={t('dashboard.figures.clients')}
          value={count(store.clientsAmount)}
          hint={
            moreInfo.data
              ? t('dashboard.figures.activeClients', { active: count(moreInfo.data.activeCustomers) })
              : undefined
          }
        />
        <FigureCard
          label={t('dashboard.figures.redemptions')}
          value={count(totalRedemptions(store))}
          hint={t('dashboard.figures.redemptionsDetail', {
            bought: count(store.redeemBought),
            free: count(store.redeemFree),
          })}
        />
        <FigureCard
          label={t('dashboard.figures.pointsGiven')}
          value={totals ? count(totals.given) : null}
          hint={rangeHint}
          failed={pointsFailed}
          onRetry={() => void points.refetch()}
          stale={points.isPlaceholderData}
        />
        <FigureCard
          label={t('dashboard.figures.pointsRedeemed')}
          value={totals ? count(totals.redeemed) : null}
          hint={rangeHint}
          failed={pointsFailed}
          onRetry={() => void points.refetch()}
          stale={points.isPlaceholderData}
        />
        {nps !== null && (
          <FigureCard
            label={t('dashboard.figures.nps')}
            value={moreInfo.data && nps !== null ? formatScore(nps, language) : null}
            hint={
              moreInfo.data
                ? t('dashboard.figures.surveys', {
                    count: moreInfo.data.surveys,
                    value: count(moreInfo.data.surveys),
                  })
                : undefined
            }
            failed={moreInfo.isError && !moreInfo.data}
            onRetry={() => void moreInfo.refetch()}
          />
        )}
      </dl>
    </section>
  );
}
