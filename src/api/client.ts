import createClient from 'openapi-fetch';
import type { paths } from '../contract/generated/schema';
import type { ApiFailure, ApiRequest, ApiResult, JsonApiPath, UploadModelType } from '../contract/types';

/** Header that carries the session token on every call (the contract's `sessionToken` scheme). */
export const TOKEN_HEADER = 'token';

export interface ApiClientOptions {
  baseUrl: string;
  /** The current session token, read at each call so that sign-in and sign-out take effect at once. */
  getToken: () => string | null | undefined;
  /** Told of every failure with its HTTP status (0 when the request never got an answer). */
  onFailure?: (failure: ApiFailure, status: number) => void;
  /**
   * The text a failure shows (`m`), in the user's language, from its key and values (`k`, `v`): the
   * client stays transport only and leaves the catalogues to the app. Without it `m` is the server's.
   */
  describe?: (failure: ApiFailure) => string | Promise<string>;
}

/**
 * Keys of the failures the client makes itself, when no answer says why: the app's catalogues say them
 * in the user's language (never 'Failed to fetch' or 'HTTP 500 Internal Server Error').
 */
export const CLIENT_FAILURES = {
  /** No answer at all: offline, the server down, a connection refused. */
  network: 'client.network',
  /** No answer in time. */
  timeout: 'client.timeout',
  /** A 5xx without the contract's envelope (a proxy's error page, a crash). */
  server: 'client.server',
  /** A 429 without the envelope (a proxy's rate limit). */
  busy: 'client.busy',
  /** Any other status without the envelope. */
  http: 'client.http',
  /** An answer that is not the contract's JSON. */
  badAnswer: 'client.badAnswer',
} as const;

export interface CallOptions {
  signal?: AbortSignal | undefined;
}

export interface ApiClient {
  /**
   * Calls an operation; never throws: failures, network errors included, come back as `{ s: 'error', m }`.
   * A call given a signal can be cancelled (a superseded search): it then fails without telling onFailure.
   */
  call<P extends JsonApiPath>(path: P, body: ApiRequest<P>, options?: CallOptions): Promise<ApiResult<P>>;
  /** Posts a file as multipart to /general/upload-file/{modelType}. */
  upload(
    modelType: UploadModelType,
    file: Blob,
    fileName?: string,
  ): Promise<ApiResult<'/general/upload-file/{modelType}'>>;
}

interface RawResponse {
  data?: unknown;
  error?: unknown;
  response: Response;
}

type RawPost = (
  path: string,
  init: { body: unknown; params?: { path: Record<string, string> }; signal?: AbortSignal | undefined },
) => Promise<RawResponse>;

function isEnvelope(value: unknown): value is { s: unknown; m?: unknown; errorType?: unknown } {
  return typeof value === 'object' && value !== null && 's' in value;
}

function isValues(value: unknown): value is NonNullable<ApiFailure['v']> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function failureFrom(body: unknown, response: Response): ApiFailure {
  if (isEnvelope(body)) {
    const failure: ApiFailure = { s: 'error', m: typeof body.m === 'string' ? body.m : '' };
    if ('k' in body && typeof body.k === 'string') failure.k = body.k;
    if ('v' in body && isValues(body.v)) failure.v = body.v;
    if (body.errorType === 'no-subscription' || body.errorType === 'store-inactive')
      failure.errorType = body.errorType;
    return failure;
  }
  const status = response.status;
  const k =
    status === 429
      ? CLIENT_FAILURES.busy
      : status >= 500
        ? CLIENT_FAILURES.server
        : response.ok
          ? CLIENT_FAILURES.badAnswer
          : CLIENT_FAILURES.http;
  return { s: 'error', m: `HTTP ${status} ${response.statusText}`.trim(), k, v: { status } };
}

/** What a call that got no usable answer failed with: no connection, no answer in time, or no JSON. */
export function thrownFailure(cause: unknown): ApiFailure {
  const m = cause instanceof Error ? cause.message : String(cause);
  const name = cause instanceof Error ? cause.name : '';
  const k =
    name === 'TimeoutError'
      ? CLIENT_FAILURES.timeout
      : cause instanceof SyntaxError
        ? CLIENT_FAILURES.badAnswer
        : CLIENT_FAILURES.network;
  return { s: 'error', m, k };
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const client = createClient<paths>({
    baseUrl: options.baseUrl,
    headers: { Accept: 'application/json' },
    // Looked up at each call, not captured now, so test doubles installed later (MSW) still answer.
    fetch: (request) => globalThis.fetch(request),
  });
  client.use({
    onRequest({ request }) {
      const token = options.getToken();
      if (token) request.headers.set(TOKEN_HEADER, token);
      return request;
    },
  });
  // openapi-fetch cannot narrow its overloads for a generic path; call() and upload() carry the
  // per-operation types at their own signatures instead.
  const post = client.POST as unknown as RawPost;

  async function fail(raw: ApiFailure, status: number): Promise<ApiFailure> {
    const failure = options.describe ? { ...raw, m: await options.describe(raw) } : raw;
    options.onFailure?.(failure, status);
    return failure;
  }

  async function send(path: string, init: Parameters<RawPost>[1]): Promise<unknown> {
    try {
      const { data, error, response } = await post(path, init);
      const body = data ?? error;
      if (response.ok && isEnvelope(body) && body.s === 'ok') return body;
      return fail(failureFrom(body, response), response.status);
    } catch (cause) {
      // Cancelled by the caller (a superseded search): nobody reads it.
      if (init.signal?.aborted) return thrownFailure(cause);
      return fail(thrownFailure(cause), 0);
    }
  }

  function call<P extends JsonApiPath>(
    path: P,
    body: ApiRequest<P>,
    options: CallOptions = {},
  ): Promise<ApiResult<P>> {
    return send(path, { body, signal: options.signal }) as Promise<ApiResult<P>>;
  }

  function upload(
    modelType: UploadModelType,
    file: Blob,
    fileName?: string,
  ): Promise<ApiResult<'/general/upload-file/{modelType}'>> {
    const form = new FormData();
    form.append('file', file, fileName ?? (file instanceof File ? file.name : 'file'));
    return send('/general/upload-file/{modelType}', {
      body: form,
      params: { path: { modelType } },
    }) as Promise<ApiResult<'/general/upload-file/{modelType}'>>;
  }

  return { call, upload };
}
