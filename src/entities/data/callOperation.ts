/**
 * The engine's one door to the API: any operation of the contract by its path, with a body the
 * descriptor and the forms built. The per-operation types of `api.call` cannot follow a path chosen at
 * run time, so answers are read as plain rows here; the generator already checked them against the
 * contract.
 */
import { ApiCallError, api } from '../../api';
import type { ApiFailure, JsonApiPath } from '../../contract/types';
import type { Row } from './values';

/** An answer: `s` and `m`, and on success the operation's payload keys. */
export type OperationResult = { s: string; m: string; errorType?: ApiFailure['errorType'] } & Row;

type UntypedCall = (
  path: JsonApiPath,
  body: unknown,
  options?: { signal?: AbortSignal | undefined },
) => Promise<OperationResult>;

/** Calls an operation; never throws (failures come back with `s` not 'ok' and the server's `m`). */
export function callOperation(path: JsonApiPath, body: Row, signal?: AbortSignal): Promise<OperationResult> {
  return (api.call as unknown as UntypedCall)(path, body, { signal });
}

/** Calls an operation for a query: the answer on success, else throws the server's message. */
export async function queryOperation(path: JsonApiPath, body: Row, signal?: AbortSignal): Promise<Row> {
  const result = await callOperation(path, body, signal);
  if (result.s !== 'ok') {
    const failure: ApiFailure = { s: 'error', m: result.m };
    if (result.errorType) failure.errorType = result.errorType;
    throw new ApiCallError(failure);
  }
  return result;
}
