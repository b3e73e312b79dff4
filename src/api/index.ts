import type { ApiFailure, ApiRequest, ApiResult, JsonApiPath, UploadModelType } from '../contract/types';
import type { ApiClient, CallOptions } from './client';
import { apiBaseUrl } from './config';
import { takeEarlyAnswer } from './earlyAnswers';

/**
 * What the app tells the client: the session's token, what a failure reads in the user's language, and
 * what to do when a call fails.
 */
export interface ApiWiring {
  getToken: () => string | null | undefined;
  describe: (failure: ApiFailure) => string | Promise<string>;
  onFailure: (failure: ApiFailure, status: number) => void;
}

let wiring: ApiWiring = {
  getToken: () => null,
  describe: (failure) => failure.m,
  onFailure: () => undefined,
};

/**
 * Connects the client to the app (src/app/apiWiring.ts): the client stays transport only and does not
 * import the session, the catalogues or the notifications.
 */
export function wireApi(next: ApiWiring): void {
  wiring = next;
}

let client: Promise<ApiClient> | null = null;

/**
 * The client (openapi-fetch and the contract's wiring) is loaded by the first call, not with the app:
 * the sign-in page paints without it and fetches it when the user signs in. A failed load (offline, a
 * new deployment) is forgotten, so the next call tries again.
 */
function loadClient(): Promise<ApiClient> {
  client ??= import('./client')
    .then(({ createApiClient }) =>
      createApiClient({
        baseUrl: apiBaseUrl(),
        getToken: () => wiring.getToken(),
        describe: (failure) => wiring.describe(failure),
        onFailure: (failure, status) => wiring.onFailure(failure, status),
      }),
    )
    .catch((cause: unknown) => {
      client = null;
      throw cause;
    });
  return client;
}

/** Like any failed call (it never throws): the client's code could not be loaded, as when offline. */
async function loadFailure(cause: unknown): Promise<ApiFailure> {
  const raw: ApiFailure = {
    s: 'error',
    m: cause instanceof Error ? cause.message : String(cause),
    k: 'client.network',
  };
  const failure = { ...raw, m: await wiring.describe(raw) };
  wiring.onFailure(failure, 0);
  return failure;
}

/** The one API client of the app. */
export const api: ApiClient = {
  call<P extends JsonApiPath>(path: P, body: ApiRequest<P>, options?: CallOptions): Promise<ApiResult<P>> {
    const callNow = () =>
      loadClient().then(
        (loaded) => loaded.call(path, body, options),
        (cause: unknown) => loadFailure(cause),
      );
    // Started by the page's HTML (src/earlyCalls.ts): its success needs neither a second call nor the
    // client's code; anything else is called again, and fails (or signs out) the normal way.
    const early = takeEarlyAnswer(path, body, wiring.getToken());
    if (!early) return callNow();
    return early.then((answer) => (answer ? (answer as ApiResult<P>) : callNow()));
  },
  upload(
    modelType: UploadModelType,
    file: Blob,
    fileName?: string,
  ): Promise<ApiResult<'/general/upload-file/{modelType}'>> {
    return loadClient().then(
      (loaded) => loaded.upload(modelType, file, fileName),
      (cause: unknown) => loadFailure(cause),
    );
  },
};

export type * from '../contract/types';
export { isFailure } from '../contract/types';
export { ApiCallError, unwrap } from './unwrap';
