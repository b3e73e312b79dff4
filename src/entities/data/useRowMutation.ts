import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JsonApiPath } from '../../contract/types';
import { callOperation, type OperationResult } from './callOperation';
import type { Row } from './values';

export interface OperationCall {
  path: JsonApiPath;
  body: Row;
}

/**
 * A call that changes data (save, delete, an action). Its result is returned, not thrown, so a form can
 * show the server's message; an ok answer marks every loaded list and section stale, so what is on
 * screen reloads (the forms' modules are code, not data, and stay).
 */
export function useOperationMutation() {
  const client = useQueryClient();
  return useMutation<OperationResult, Error, OperationCall>({
    mutationFn: ({ path, body }) => callOperation(path, body),
    onSuccess: (result) => {
      if (result.s === 'ok')
        void client.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'forms' });
    },
  });
}
