/**
 * The engine's calls. Descriptors name operations by path at run time, so the body cannot be typed per
 * operation here: the generator checked every path and field against the contract instead.
 */
import { ApiCallError, api } from '../../api';
import type { ApiFailure, JsonApiPath } from '../../contract/types';
import type { Row } from './values';

/** An answer: `s` and `m`, and whatever payload the operation carries. */
export type OperationResult = Row & { s: string; m: string };

type UntypedCall = (path: JsonApiPath, body: Row, options?: { signal?: AbortSignal }) => Promise<unknown>;

/** Calls an operation; never throws (failures come back with `s` not 'ok'). */
export async function callOperation(
  path: JsonApiPath,
  body: Row,
  signal?: AbortSignal,
): Promise<OperationResult> {
  const call = api.call as unknown as UntypedCall;
  const result = (await call(path, body, signal ? { signal } : {})) as Row;
  return { ...result, s: String(result.s), m: typeof result.m === 'string' ? result.m : '' };
}

/** For queries: the answer of an ok call, or an ApiCallError with the server's message. */
export async function queryOperation(path: JsonApiPath, body: Row, signal?: AbortSignal): Promise<Row> {
  const result = await callOperation(path, body, signal);
  if (result.s !== 'ok') throw new ApiCallError(result as unknown as ApiFailure);
  return result;
}
