/**
 * The spec-first glue: one POST route per JSON operation of the bundled contract. Each request is
 * authenticated when the operation has security, let through by the guard compiled from its x-access, validated against the request view (defaults filled
 * in, unknown keys refused), its image fields held to the caller's own uploads (uploads/imageOwnership.ts), dispatched to the operation's handler by operationId, and answered with
 * `{ s: 'ok', m, ...payload }` reduced to what the contract declares. With `checkResponses` (tests) the
 * answer is also validated against the response view, and a breach fails the request loudly.
 */
import type { FastifyInstance } from 'fastify';
import { createContractValidator } from '../../contract/contractValidator';
import { actorOf } from '../audit/auditContext';
import { inRequestTransaction } from '../audit/requestTransaction';
import { compileAccessGuard } from '../auth/accessGuard';
import type { Authenticate } from '../auth/authenticate';
import { badRequest } from '../http/apiError';
import { messages } from '../messages';
import type { Services } from '../services';
import { createImageOwnershipCheck } from '../uploads/imageOwnership';
import type { HandlerContext, Handlers } from './handlerTypes';
import type { ContractOperation } from './operations';
import { createRequestValidator } from './requestValidator';
import { createResponseProjector, type ResponseProjector } from './responseProjection';

export interface OperationRoutesOptions {
  contract: Record<string, unknown>;
  operations: readonly ContractOperation[];
  handlers: Handlers;
  services: Services;
  authenticate: Authenticate;
  checkResponses: boolean;
}

type AnyHandler = (context: HandlerContext<unknown>) => Promise<Record<string, unknown>>;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The handler of every operation, by operationId, checked against the contract at start. */
function handlerTable(operations: readonly ContractOperation[], handlers: Handlers): Map<string, AnyHandler> {
  const implemented = handlers as unknown as Record<string, AnyHandler>;
  const table = new Map<string, AnyHandler>();
  for (const { operationId } of operations) {
    const handler = implemented[operationId];
    if (!handler) throw new Error(`No handler for the contract's operation ${operationId}`);
    table.set(operationId, handler);
  }
  const known = new Set(operations.map((operation) => operation.operationId as string));
  const strays = Object.keys(implemented).filter((id) => !known.has(id));
  if (strays.length > 0)
    throw new Error(`Handlers for operations the contract does not have: ${strays.join(', ')}`);
  return table;
}

export interface AnswerChecker {
  /** Throws when a success answer breaks the contract's response view. */
  assertValid(path: string, body: unknown): void;
}

export function createAnswerChecker(contract: Record<string, unknown>): AnswerChecker {
  const validator = createContractValidator(contract, 'response');
  return {
    assertValid(path, body) {
      const errors = validator.validate(path, body, 200);
      if (errors.length > 0) {
        const detail = errors.map(
          (error) => `${error.instancePath || '/'} ${error.message ?? error.keyword}`,
        );
        throw new Error(`The answer of ${path} breaks the contract: ${detail.join('; ')}`);
      }
    },
  };
}

export function createAnswerProjector(
  contract: Record<string, unknown>,
  operations: readonly ContractOperation[],
): ResponseProjector {
  return createResponseProjector(
    contract,
    operations.map((operation) => operation.path),
  );
}

export async function registerOperationRoutes(
  app: FastifyInstance,
  options: OperationRoutesOptions,
): Promise<void> {
  const { contract, operations, services, authenticate } = options;
  const jsonOperations = operations.filter((operation) => !operation.multipart);
  const table = handlerTable(operations, options.handlers);
  const validator = createRequestValidator(
    contract,
    jsonOperations.map((operation) => operation.path),
  );
  const images = createImageOwnershipCheck(
    contract,
    jsonOperations.map((operation) => operation.path),
  );
  const projector = createAnswerProjector(contract, operations);
  const checker = options.checkResponses ? createAnswerChecker(contract) : undefined;

  for (const operation of jsonOperations) {
    const handler = table.get(operation.operationId);
    if (!handler) throw new Error(`No handler for ${operation.operationId}`);
    // Who may call it is checked here, before the body, so that no handler can forget it.
    const guard = compileAccessGuard(operation.access);
    app.post(operation.path, async (request, reply) => {
      const caller = operation.secured ? await authenticate(request, operation) : null;
      await guard(caller, services.db);
      const body = request.body;
      if (!isPlainObject(body)) throw badRequest(messages.request.notAnObject);
      const check = validator.check(operation.path, body);
      if (!check.ok) throw badRequest(check.message);
      await images.assertOwnImages(services.db, operation.path, body, caller);
      const requestInfo = { ip: request.ip, log: request.log };
      // A change runs in one transaction whose every row change the audit triggers record.
      const payload = operation.audited
        ? await inRequestTransaction(
            services.db,
            { operation: operation.operationId, actor: actorOf(caller), address: request.ip },
            (tx) => handler({ body, caller, services: { ...services, db: tx }, request: requestInfo }),
          )
        : await handler({ body, caller, services, request: requestInfo });
      const answer = projector.project(operation.path, { ...payload, s: 'ok', m: payload.m ?? '' });
      checker?.assertValid(operation.path, answer);
      return reply.send(answer);
    });
  }
}
