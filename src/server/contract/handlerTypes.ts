/**
 * The types that tie handlers to the contract. `Handlers` has one entry per operationId of the
 * generated `operations`, each typed with that operation's request body (as the request view delivers
 * it: defaults filled in, read-only fields impossible) and its success payload (write-only fields
 * impossible). A missing, misspelt or wrongly shaped handler is a compile error.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Readable, RequestBodyJSON, SuccessResponseJSON, Writable } from 'openapi-typescript-helpers';
import type { operations } from '../../contract/generated/schema';
import type { Caller } from '../auth/caller';
import type { Services } from '../services';
import type { OperationId } from './operations';

/** The body a handler receives, after validation against the request view. */
export type RequestOf<O extends OperationId> = Writable<RequestBodyJSON<operations[O]>>;
/** The whole success answer of an operation as the contract describes it. */
export type SuccessOf<O extends OperationId> = Readable<SuccessResponseJSON<operations[O]>>;
/** What a handler returns: the success answer without `s`, and `m` optional (empty by default). */
export type AnswerOf<O extends OperationId> = Omit<SuccessOf<O>, 's' | 'm'> & { m?: string };

export interface RequestInfo {
  ip: string;
  log: FastifyBaseLogger;
}

export interface HandlerContext<Body> {
  body: Body;
  /** The signed-in user; null only for the public operations (security: []). */
  caller: Caller | null;
  services: Services;
  request: RequestInfo;
}

export type Handler<O extends OperationId> = (context: HandlerContext<RequestOf<O>>) => Promise<AnswerOf<O>>;

/** The image sent to /general/upload-file/{modelType}, already read and size-checked. */
export interface UploadBody {
  modelType: operations['generalUploadFile']['parameters']['path']['modelType'];
  file: { bytes: Buffer; fileName: string };
}
export type UploadHandler = (context: HandlerContext<UploadBody>) => Promise<AnswerOf<'generalUploadFile'>>;

type JsonOperationId = Exclude<OperationId, 'generalUploadFile'>;

export type Handlers = { [O in JsonOperationId]: Handler<O> } & {
  generalUploadFile: UploadHandler;
};

/** For area modules: `export const xHandlers = { … } satisfies HandlerGroup;` keeps each entry typed. */
export type HandlerGroup = Partial<{ [O in JsonOperationId]: Handler<O> }>;
