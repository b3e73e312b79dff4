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

function isEnvelope(value: unknown): value is { s: unknown; m?: unknown; errorType?: unknown } {
  return typeof value === 'object' && value !== null && 's' in value;
}

function failureFrom(body: unknown, response: Response): ApiFailure {
  if (isEnvelope(body)) {
    const failure: ApiFailure = { s: 'error', m: typeof body.m === 'string' ? body.m : '' };
    if (body.errorType === 'no-subscription') failure.errorType = 'no-subscription';
    return failure;
  }
  return { s: 'error', m: `HTTP ${response.status} ${response.statusText}`.trim() };
}

function errorText(cause: unknown): string {
  return cause instanceof Error ? cause.message : String(cause);
}

/**
 * What an answer says: JSON, or nothing when empty. A success that is not JSON is a failure (the parse
 * error is its message); a refusal that is not JSON is kept as text, and its status describes it.
 */
async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  if (response.ok) return JSON.parse(text);
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * The client over the platform's fetch: every call is a POST with a JSON body (or the upload's
 * multipart form) to one path of the contract. The operation's types come from the contract at call()
 * and upload(); a generic fetch wrapper (openapi-fetch) added 2 KB gzipped to every page for nothing
 * more.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  function fail(failure: ApiFailure, status: number): ApiFailure {
    options.onFailure?.(failure, status);
    return failure;
  }

  async function send(path: string, body: BodyInit, signal?: AbortSignal): Promise<unknown> {
    const headers = new Headers({ Accept: 'application/json' });
    // The browser writes a multipart body's content type itself, with its boundary.
    if (!(body instanceof FormData)) headers.set('Content-Type', 'application/json');
    const token = options.getToken();
    if (token) headers.set(TOKEN_HEADER, token);
    try {
      // Looked up at each call, not captured once, so test doubles installed later (MSW) still answer.
      const response = await globalThis.fetch(
        new Request(`${options.baseUrl}${path}`, { method: 'POST', headers, body, signal: signal ?? null }),
      );
      const answer = await readBody(response);
      if (response.ok && isEnvelope(answer) && answer.s === 'ok') return answer;
      return fail(failureFrom(answer, response), response.status);
    } catch (cause) {
      if (signal?.aborted) return { s: 'error', m: errorText(cause) };
      return fail({ s: 'error', m: errorText(cause) }, 0);
    }
  }

  function call<P extends JsonApiPath>(
    path: P,
    body: ApiRequest<P>,
    callOptions: CallOptions = {},
  ): Promise<ApiResult<P>> {
    return send(path, JSON.stringify(body), callOptions.signal) as Promise<ApiResult<P>>;
  }

  function upload(
    modelType: UploadModelType,
    file: Blob,
    fileName?: string,
  ): Promise<ApiResult<'/general/upload-file/{modelType}'>> {
    const form = new FormData();
    form.append('file', file, fileName ?? (file instanceof File ? file.name : 'file'));
    return send(`/general/upload-file/${encodeURIComponent(modelType)}`, form) as Promise<
      ApiResult<'/general/upload-file/{modelType}'>
    >;
  }

  return { call, upload };
}
