import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useStoreInfo } from '../../session/shellQueries';
import { useSession } from '../../session/useSession';
import { queryOperation } from '../data/callOperation';
import { valueAt } from '../data/values';
import type { FormatContext } from './formatValue';

/**
 * How values are written for this user: their language, and the currency money is in — the store's
 * for store users, the platform's payment currency for administrators.
 */
export function useFormatContext(): FormatContext {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const isAdmin = session?.userType === 'admin';
  const storeInfo = useStoreInfo(!isAdmin);
  const platform = useQuery({
    queryKey: ['/admin/payment/get', {}],
    queryFn: ({ signal }) => queryOperation('/admin/payment/get', {}, signal),
    enabled: isAdmin,
    staleTime: 5 * 60_000,
  });
  const currency = isAdmin
    ? valueAt(platform.data, 'payment.currencyCode')
    : storeInfo.data?.store.currencyCode;
  const language = i18n.resolvedLanguage ?? 'es';
  const code = typeof currency === 'string' ? currency : null;
  // One object while nothing changes, so what depends on it (a row's label) is not remade each render.
  return useMemo(() => ({ t, language, currency: code }), [t, language, code]);
}
