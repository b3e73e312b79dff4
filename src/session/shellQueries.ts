import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../api';

/** The user-info call of the top bar: names and permissions, refreshed on every mount (spec §6). */
export function useUserInfo(enabled: boolean) {
  return useQuery({
    queryKey: ['user-info'],
    queryFn: async () => unwrap(await api.call('/client/employee/info', {})),
    enabled,
    staleTime: 0,
  });
}

/** The store and the platform's general configuration (plan flags, banners flag, support phone). */
export function useStoreInfo(enabled: boolean) {
  return useQuery({
    queryKey: ['store-info'],
    queryFn: async () => unwrap(await api.call('/client/get-store-info', {})),
    enabled,
  });
}
