import type { ApiFailure } from '../contract/types';
import { createApiClient } from './client';
import { apiBaseUrl } from './config';

/** What the app tells the client: the session's token, and what to do when a call fails. */
export interface ApiWiring {
  getToken: () => string | null | undefined;
  onFailure: (failure: ApiFailure, status: number) => void;
}

let wiring: ApiWiring = { getToken: () => null, onFailure: () => undefined };

/**
 * Connects the client to the app (src/app/apiWiring.ts): the client stays transport only and does not
 * import the session, the catalogues or the notifications.
 */
export function wireApi(next: ApiWiring): void {
  wiring = next;
}

/** The one API client of the app. */
export const api = createApiClient({
  baseUrl: apiBaseUrl(),
  getToken: () => wiring.getToken(),
  onFailure: (failure, status) => wiring.onFailure(failure, status),
});

export type * from '../contract/types';
export { isFailure } from '../contract/types';
export { ApiCallError, unwrap } from './unwrap';
