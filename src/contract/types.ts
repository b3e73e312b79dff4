import type { Readable, RequestBodyJSON, SuccessResponseJSON, Writable } from 'openapi-typescript-helpers';
import type { components, paths } from './generated/schema';

/** Every operation of the contract, by its path. All are POST. */
export type ApiPath = keyof paths;
type PostOperation<P extends ApiPath> = paths[P]['post'];

/** Operations with a JSON body: all but the multipart upload. */
export type JsonApiPath = {
  [P in ApiPath]: [RequestBodyJSON<PostOperation<P>>] extends [never] ? never : P;
}[ApiPath];

/** What a call sends: the JSON body without the read-only fields. */
export type ApiRequest<P extends ApiPath> = Writable<RequestBodyJSON<PostOperation<P>>>;
/** What a successful call answers (s = 'ok'), without the write-only fields. */
export type ApiSuccess<P extends ApiPath> = Readable<SuccessResponseJSON<PostOperation<P>>>;
/** What every failed call answers, including network and parse failures made by the client itself. */
export type ApiFailure = Readable<components['schemas']['ErrorEnvelope']>;
export type ApiResult<P extends ApiPath> = ApiSuccess<P> | ApiFailure;

/** An entity of schemas/entities as the API returns it. */
export type Entity<N extends keyof components['schemas']> = Readable<components['schemas'][N]>;
/** An entity as a form sends it: its writable fields only. */
export type EntityInput<N extends keyof components['schemas']> = Writable<components['schemas'][N]>;

export type UploadModelType =
  paths['/general/upload-file/{modelType}']['post']['parameters']['path']['modelType'];

export type Session = Entity<'Session'>;

/** Narrows a call's result: true for a failure, and in the other branch the success payload is typed. */
export function isFailure<R extends { s: string }>(result: R): result is Extract<R, ApiFailure> {
  return result.s !== 'ok';
}

/** The fields a paged list operation can be sorted by (its `sortBy` enum). */
export type SortField<P extends JsonApiPath> = NonNullable<
  ApiRequest<P> extends { sortBy?: infer S } ? S : never
>;
