import { keepPreviousData, skipToken, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../api';
import type { DayRange } from './pointsRange';

/** NPS, surveys and the last 30 days' activity (client/store/more-info). */
export function useStoreMoreInfo() {
  return useQuery({
    queryKey: ['store-more-info'],
    queryFn: async () => unwrap(await api.call('/client/store/more-info', {})).storeMoreInfo,
  });
}

/**
 * Points given and redeemed per day over a range (client/stats/points); waits for the range, which needs
 * the store's time zone. While another range loads, the last one stays on screen so nothing jumps.
 */
export function usePointsStats(range: DayRange | null) {
  return useQuery({
    queryKey: ['stats-points', range?.startDate, range?.endDate],
    queryFn: range
      ? async () =>
          unwrap(
            await api.call('/client/stats/points', { startDate: range.startDate, endDate: range.endDate }),
          ).data
      : skipToken,
    placeholderData: keepPreviousData,
  });
}
