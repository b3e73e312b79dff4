import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { JsonApiPath } from '../../contract/types';
import { callOperation, type OperationResult } from './callOperation';
import type { Row } from './values';

export interface OperationCall {
  path: JsonApiPath;
  body: Row;
}

/**
 * Everything read through an operation (keys that start with its path), and the store's info whose
 * figures the store's operations change: stale after any ok save, so what is on screen refetches. The
 * forms modules and the user's own info are not server data of the page and stay.
 */
export function invalidateAfterSave(client: QueryClient): Promise<void> {
  return client.invalidateQueries({
    predicate: (query) => {
      const first = query.queryKey[0];
      return typeof first === 'string' && (first.startsWith('/') || first === 'store-info');
    },
  });
}

/**
 * A save of the engine (create, update, delete, an action): pessimistic — the call runs, and only an
 * ok answer makes the lists and details on screen reload. The result is returned, never thrown, so the
 * caller shows the server's message where the user is.
 */
export function useOperationMutation() {
  const client = useQueryClient();
  return useMutation<OperationResult, Error, OperationCall>({
    mutationFn: ({ path, body }) => callOperation(path, body),
    onSuccess: async (result) => {
      if (result.s === 'ok') await invalidateAfterSave(client);
    },
  });
}
