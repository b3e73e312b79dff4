import { QueryClient } from '@tanstack/react-query';

/** Server state of the signed-in user's pages; cleared on sign-out so no user sees another's data. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 },
  },
});
