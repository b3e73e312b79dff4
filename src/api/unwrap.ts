import type { ApiFailure } from '../contract/types';

/** A failed call, thrown where a caller (a query) needs an exception rather than a result. */
export class ApiCallError extends Error {
  readonly errorType: ApiFailure['errorType'];

  constructor(failure: ApiFailure) {
    super(failure.m);
    this.name = 'ApiCallError';
    this.errorType = failure.errorType;
  }
}

/** The success payload of a call, or an ApiCallError carrying the server's message. */
export function unwrap<R extends { s: string }>(result: R): Exclude<R, ApiFailure> {
  if (result.s !== 'ok') throw new ApiCallError(result as unknown as ApiFailure);
  return result as Exclude<R, ApiFailure>;
}
