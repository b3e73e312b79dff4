/**
 * The one multipart operation, /general/upload-file/{modelType}: authenticated like every secured
 * operation, the file read with a size limit (413 past it), then handed to its handler. Registered in
 * its own plugin scope, so no JSON operation accepts multipart bodies. Stored files are served back
 * under /uploads/ from the database by the route registered beside it (serveUploads.ts).
 */
import multipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { compileAccessGuard } from '../auth/accessGuard';
import type { Authenticate } from '../auth/authenticate';
import type { UploadBody, UploadHandler } from '../contract/handlerTypes';
import type { ContractOperation } from '../contract/operations';
import type { AnswerChecker } from '../contract/registerOperations';
import type { ResponseProjector } from '../contract/responseProjection';
import { ApiError, badRequest } from '../http/apiError';
import { errorReply } from '../http/errorReply';
import { messages } from '../messages';
import type { Services } from '../services';
import { registerUploadServing } from './serveUploads';

export interface UploadRouteOptions {
  operation: ContractOperation;
  modelTypes: readonly string[];
  handler: UploadHandler;
  services: Services;
  authenticate: Authenticate;
  projector: ResponseProjector;
  checker: AnswerChecker | undefined;
}

function isModelType(value: string, modelTypes: readonly string[]): value is UploadBody['modelType'] {
  return modelTypes.includes(value);
}

/**
 * The one part 'file', read whole. A body too large stays 413; any other broken multipart (no boundary,
 * cut short) is the sender's fault and answers 400 rather than the parser's error.
 */
async function readFilePart(request: FastifyRequest): Promise<UploadBody['file']> {
  let part: MultipartFile | undefined;
  let bytes: Buffer;
  try {
    part = await request.file();
    if (part?.fieldname !== 'file') throw badRequest(messages.upload.missingFile);
    bytes = await part.toBuffer();
  } catch (error) {
    if (error instanceof ApiError || errorReply(error).status === 413) throw error;
    throw badRequest(messages.upload.notMultipart);
  }
  return { bytes, fileName: part.filename };
}

export async function registerUploadRoute(app: FastifyInstance, options: UploadRouteOptions): Promise<void> {
  const { operation, services } = options;
  const route = operation.path.replace(/\{(\w+)\}/g, ':$1');
  const guard = compileAccessGuard(operation.access);
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: services.config.uploadMaxBytes, files: 1, fields: 5, parts: 6 },
    });
    scope.post<{ Params: { modelType: string } }>(route, async (request, reply) => {
      const caller = await options.authenticate(request, operation);
      await guard(caller, services.db);
      const { modelType } = request.params;
      if (!isModelType(modelType, options.modelTypes)) {
        throw badRequest(
          messages.validation.notOneOf({
            field: 'modelType',
            allowed: options.modelTypes.map((t) => `'${t}'`).join(', '),
          }),
        );
      }
      if (!request.isMultipart()) throw badRequest(messages.upload.notMultipart);
      const file = await readFilePart(request);
      const payload = await options.handler({
        body: { modelType, file },
        caller,
        services,
        request: { ip: request.ip, log: request.log },
      });
      const answer = options.projector.project(operation.path, { ...payload, s: 'ok', m: payload.m ?? '' });
      options.checker?.assertValid(operation.path, answer);
      return reply.send(answer);
    });
  });
  registerUploadServing(app, services.db);
}
