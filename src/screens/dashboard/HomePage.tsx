import { useStoreInfo } from '../../session/shellQueries';
import { useSession } from '../../session/useSession';
import { usePointsStats, useStoreMoreInfo } from './dashboardQueries';
import { FiguresRow } from './FiguresRow';
import { LoadError } from './LoadError';
import { PointsChartCard } from './PointsChartCard';
import { QuickActions } from './QuickActions';
import { allowedQuickActions } from './quickActions';
import { StoreCard } from './StoreCard';
import { StoreCardSkeleton } from './StoreCardSkeleton';
import { useChartRange } from './useChartRange';

/**
 * The dashboard ('Inicio'): the store, its figures, the points chart and the day's quick actions. The
 * store info is the shell's query (already loaded for the menu); the rest loads here.
 */
export function HomePage() {
  const session = useSession();
  const storeInfo = useStoreInfo(true);
  const moreInfo = useStoreMoreInfo();
  const store = storeInfo.data?.store;
  const chartRange = useChartRange(store?.timeZone);
  const points = usePointsStats(chartRange.range);
  if (!session) return null; // the frame renders pages only with a session

  // Permissions and branch come from the session, which the shell refreshes from the user-info call.
  const actions = allowedQuickActions(session);
  const branch = session.locationId !== null && session.locationName !== '' ? session.locationName : null;

  return (
    <div className="space-y-6">
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="min-w-0 lg:col-span-2">
          {store && <StoreCard store={store} branch={branch} />}
          {!store && storeInfo.isError && (
            <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
              <LoadError
                error={storeInfo.error}
                onRetry={() => void storeInfo.refetch()}
                retrying={storeInfo.isFetching}
              />
            </div>
          )}
          {!store && !storeInfo.isError && <StoreCardSkeleton />}
        </div>
        <QuickActions actions={actions} />
      </div>
      {store && (
        <>
          <FiguresRow store={store} moreInfo={moreInfo} points={points} range={chartRange.range} />
          <PointsChartCard chartRange={chartRange} points={points} />
        </>
      )}
    </div>
  );
}
