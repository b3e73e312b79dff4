import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JsonApiPath } from '../../contract/types';
import { callOperation, type OperationFailure, type OperationResult } from './callOperation';
import { invalidateAfterChange } from './invalidate';
import type { Row } from './values';

/**
 * A pessimistic change: the call runs, and only an `ok` answer refreshes what is shown. A failure
 * comes back as a value with the server's message, for the caller to show where the user acted.
 */
export function useOperationMutation() {
  const queryClient = useQueryClient();
  return useMutation<OperationResult | OperationFailure, never, { path: JsonApiPath; body: Row }>({
    mutationFn: ({ path, body }) => callOperation(path, body),
    onSuccess: async (result) => {
      if (result.s === 'ok') await invalidateAfterChange(queryClient);
    },
  });
}
