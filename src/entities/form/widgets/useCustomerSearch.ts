import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryOperation } from '../../data/callOperation';
import { isRow, type Row } from '../../data/values';
import { useDebouncedValue } from './useDebouncedValue';

/** How long typing pauses before the counter search runs. */
export const CUSTOMER_SEARCH_DEBOUNCE_MS = 150;
/** How many customers a search shows. */
export const CUSTOMER_SEARCH_LIMIT = 10;

/**
 * The counter's quick search (/client/customer/search): by name, email, phone or the QR code, once
 * typing pauses. Each text is its own query, so a superseded search is cancelled through its signal
 * and the previous matches stay shown until the new ones arrive. `enabled` false: no search (the
 * command palette of a user who sees no customers).
 */
export function useCustomerSearch(text: string, enabled = true) {
  const query = useDebouncedValue(text.trim(), CUSTOMER_SEARCH_DEBOUNCE_MS);
  const body = { query, limit: CUSTOMER_SEARCH_LIMIT };
  const search = useQuery({
    queryKey: ['/client/customer/search', body],
    queryFn: ({ signal }) => queryOperation('/client/customer/search', body, signal),
    enabled: enabled && query !== '',
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
  const found = search.data?.customers;
  const customers: Row[] = query !== '' && Array.isArray(found) ? found.filter(isRow) : [];
  const waiting = text.trim() !== '' && (text.trim() !== query || search.isFetching);
  return { customers, waiting, failed: search.isError, settled: query };
}
