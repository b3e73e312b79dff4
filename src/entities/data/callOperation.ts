/**
 * The engine's one way to the API. A descriptor names operations by path and the generator checked that
 * they exist and that the engine's bodies fit them, so the body's type is the contract's, asserted here
 * once rather than at every caller.
 */
import { api } from '../../api';
import type { ApiRequest, ApiResult, JsonApiPath } from '../../contract/types';
import type { Row } from './values';

export type OperationResult = { s: 'ok'; m: string } & Row;
export type OperationFailure = { s: 'error'; m: string; errorType?: 'no-subscription' };

export async function callOperation(
  path: JsonApiPath,
  body: Row,
  signal?: AbortSignal,
): Promise<OperationResult | OperationFailure> {
  const result: ApiResult<JsonApiPath> = await api.call(path, body as ApiRequest<JsonApiPath>, { signal });
  return result as OperationResult | OperationFailure;
}

/** A failed call as an exception, for queries. */
export class OperationError extends Error {
  constructor(readonly failure: OperationFailure) {
    super(failure.m);
    this.name = 'OperationError';
  }
}

export async function queryOperation(
  path: JsonApiPath,
  body: Row,
  signal?: AbortSignal,
): Promise<OperationResult> {
  const result = await callOperation(path, body, signal);
  if (result.s !== 'ok') throw new OperationError(result);
  return result;
}
