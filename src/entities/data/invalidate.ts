import type { QueryClient } from '@tanstack/react-query';

/**
 * After a change, every operation's cached answer is stale: lists, details and the store info (a saved
 * setting, a customer's balance after a reward) are fetched again where they are shown.
 */
export function invalidateAfterChange(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: (query) => {
      const [first] = query.queryKey;
      return typeof first === 'string' && (first.startsWith('/') || first === 'store-info');
    },
  });
}
