/**
 * The reference API server as a Fastify instance: security headers, the contract's operations, the
 * upload, the uploaded files, the health probes, and the built front end with its client-side routes,
 * all on one origin.
 * `buildApp` takes everything it needs (database, configuration, mailer, clock), so tests build one per
 * file against their own database without listening on a port.
 */
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { createAuthenticator } from './auth/authenticate';
import { type BackgroundTasks, createBackgroundTasks } from './background';
import type { HandlerContext, Handlers } from './contract/handlerTypes';
import { listOperations, loadContract, pathParameterValues } from './contract/operations';
import {
  createAnswerChecker,
  createAnswerProjector,
  registerOperationRoutes,
} from './contract/registerOperations';
import type { Database } from './db/database';
import { handlers } from './handlers';
import { errorEnvelope } from './http/apiError';
import { isApiPath, pathOf } from './http/apiPaths';
import { registerAnswerCompression } from './http/compressAnswers';
import { errorReply } from './http/errorReply';
import { registerFrontEnd } from './http/frontEnd';
import { registerHealthRoutes } from './http/health';
import { registerSecurityHeaders } from './http/securityHeaders';
import { fastifyTrustProxy } from './http/trustProxy';
import type { Mailer } from './mail/mailer';
import { messages } from './messages';
import type { ServerConfig, Services } from './services';
import { registerUploadRoute } from './uploads/uploadRoute';

export interface AppDeps {
  db: Database;
  config: ServerConfig;
  mailer: Mailer;
  /** The clock; tests move it to expire tokens. */
  now?: () => Date;
  /** The built front end; defaults to the repository's dist/. */
  distDir?: string;
  logger?: FastifyServerOptions['logger'];
  /** Validate every success answer against the contract's response view (tests). */
  checkResponses?: boolean;
  /** Work finished after the answers (tests pass theirs to wait for it). */
  background?: BackgroundTasks;
  /**
   * More operations than the product's (tests: an entity that exists only there, tests/fixtures/suppliers/):
   * the bundled contract they are in, and their handlers.
   */
  extra?: { contract: Record<string, unknown>; handlers: Record<string, ExtraHandler> };
}

/** A handler of an operation the generated types do not know (its body is what validation lets in). */
export type ExtraHandler = (context: HandlerContext<never>) => Promise<Record<string, unknown>>;

const DEFAULT_DIST = fileURLToPath(new URL('../../dist', import.meta.url));

/** Matches a request path against the contract's paths, `{param}` segments included. */
function contractPathMatcher(paths: readonly string[]): (path: string) => boolean {
  const patterns = paths.map((path) => new RegExp(`^${path.replace(/\{\w+\}/g, '[^/]+')}$`));
  return (path) => patterns.some((pattern) => pattern.test(path));
}

/**
 * While the server closes, a keep-alive connection is closed as soon as its request in flight is
 * answered: Node closes the connections idle at the moment of closing, but one that becomes idle later
 * would otherwise stay open (and the close wait) until its keep-alive timeout.
 */
function closeConnectionsWhenIdle(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onResponse', async () => {
    if (closing) setImmediate(() => app.server.closeIdleConnections());
  });
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const services: Services = {
    db: deps.db,
    config: deps.config,
    mailer: deps.mailer,
    now: deps.now ?? (() => new Date()),
    background: deps.background ?? createBackgroundTasks(),
  };
  const app = Fastify({
    logger: deps.logger ?? false,
    bodyLimit: deps.config.bodyMaxBytes,
    // The client address of the rate limits: X-Forwarded-For only as far as config.trustProxy says.
    trustProxy: fastifyTrustProxy(deps.config.trustProxy),
    // Paths are the contract's, exactly; '/client/customer/all/' is not one of them.
    routerOptions: { ignoreTrailingSlash: false },
    // While stopping, a request that reached the process (on a connection accepted before) is served,
    // not refused with 503: a proxy would not send a refused POST elsewhere, so the user would see it.
    return503OnClosing: false,
  });

  await registerSecurityHeaders(app, { mapTileUrl: deps.config.mapTileUrl });
  // A mail still being sent after its answer is finished before the server (and its database) closes.
  app.addHook('onClose', () => services.background.idle());
  closeConnectionsWhenIdle(app);
  registerAnswerCompression(app);

  app.setErrorHandler((error, request, reply) => {
    const { status, body, unexpected } = errorReply(error);
    if (unexpected) request.log.error({ err: error }, 'Unexpected error');
    return reply.code(status).send(body);
  });

  const contract = deps.extra?.contract ?? loadContract();
  const operations = listOperations(contract);
  const authenticate = createAuthenticator(services);

  await registerOperationRoutes(app, {
    contract,
    operations,
    // Extra operations cannot replace the product's handlers, only add to them.
    handlers: { ...(deps.extra?.handlers as Partial<Handlers>), ...handlers },
    services,
    authenticate,
    checkResponses: deps.checkResponses ?? false,
  });

  const upload = operations.find((operation) => operation.multipart);
  if (!upload) throw new Error('The contract has no upload operation');
  await registerUploadRoute(app, {
    operation: upload,
    modelTypes: pathParameterValues(contract, upload.path, 'modelType'),
    handler: handlers.generalUploadFile,
    services,
    authenticate,
    projector: createAnswerProjector(contract, [upload]),
    checker: deps.checkResponses ? createAnswerChecker(contract) : undefined,
  });

  await registerHealthRoutes(app, deps.db);
  const hasFrontEnd = await registerFrontEnd(app, deps.distDir ?? DEFAULT_DIST);
  const isOperationPath = contractPathMatcher(operations.map((operation) => operation.path));

  app.setNotFoundHandler((request, reply) => {
    const path = pathOf(request.url);
    if (isApiPath(path)) {
      if (request.method !== 'POST' && isOperationPath(path)) {
        return reply.code(405).header('allow', 'POST').send(errorEnvelope(messages.request.methodNotAllowed));
      }
      return reply.code(404).send(errorEnvelope(messages.request.unknownOperation));
    }
    if (hasFrontEnd && (request.method === 'GET' || request.method === 'HEAD')) {
      // A client-side route (/dashboard/customers…): the app's router takes it from index.html.
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.code(404).send(errorEnvelope(messages.notFound.generic));
  });

  return app;
}
