import { type QueryObserverResult, useQueries } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import type { JsonApiPath } from '../../contract/types';
import { answerRow } from '../data/answerRow';
import { queryOperation } from '../data/callOperation';
import { type ParamContext, type Row, resolveParams } from '../data/values';
import type { GetOperation } from '../descriptor';
import type { Resource } from '../resource';

export interface DetailRow {
  row: Row;
  /** The info answered, but the row is not in it (a number that names no order). */
  missing: boolean;
  isPending: boolean;
  isSuccess: boolean;
  error: Error | null;
}

type InfoOperation = GetOperation & { path: JsonApiPath };

function infoOperations(resource: Resource): InfoOperation[] {
  const info = resource.detail?.info ?? null;
  return info === null ? [] : Array.isArray(info) ? info : [info];
}

/**
 * A detail page's row: each info operation asked for the row's id (keyed by operation and body, so
 * saves elsewhere refresh it), their rows merged in order. Without info operations the row is its id.
 */
export function useDetailRow(resource: Resource, id: string | number, context: ParamContext): DetailRow {
  const operations = useMemo(() => infoOperations(resource), [resource]);
  const combine = useCallback(
    (results: QueryObserverResult<Row>[]): DetailRow => {
      const row: Row = { [resource.key]: id };
      let missing = false;
      results.forEach((result, index) => {
        const operation = operations[index];
        if (!result.data || !operation) return;
        const answered = answerRow(result.data, operation, { key: resource.key, id });
        if (answered === null) missing = true;
        else Object.assign(row, answered);
      });
      return {
        row,
        missing,
        isPending: results.some((result) => result.isPending),
        isSuccess: results.every((result) => result.isSuccess),
        error: results.find((result) => result.error)?.error ?? null,
      };
    },
    [resource.key, id, operations],
  );
  return useQueries({
    queries: operations.map((operation) => {
      const body = { ...resolveParams(operation.params, context), [operation.id]: id };
      return {
        queryKey: [operation.path, body],
        queryFn: ({ signal }: { signal: AbortSignal }) => queryOperation(operation.path, body, signal),
      };
    }),
    combine,
  });
}
