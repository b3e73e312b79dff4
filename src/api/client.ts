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
}

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

function failureFrom(body: unknown, response: Response): ApiFailure {
  if (isEnvelope(body)) {
    const failure: ApiFailure = { s: 'error', m: typeof body.m === 'string' ? body.m : '' };
    if (body.errorType === 'no-subscription' || body.errorType === 'store-inactive')
      failure.errorType = body.errorType;
    return failure;
  }
  return { s: 'error', m: `HTTP ${response.status} ${response.statusText}`.trim() };
}

function errorText(cause: unknown): string {
  return cause instanceof Error ? cause.message : String(cause);
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

  function fail(failure: ApiFailure, status: number): ApiFailure {
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
      if (init.signal?.aborted) return { s: 'error', m: errorText(cause) };
      return fail({ s: 'error', m: errorText(cause) }, 0);
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
