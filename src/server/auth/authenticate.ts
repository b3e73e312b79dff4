/**
 * Who calls a secured operation: the session in the `token` header, or else, on the operations the
 * contract opens to it, the store's API token in the `X-Api-Token` header.
 */
import type { FastifyRequest } from 'fastify';
import type { ContractOperation } from '../contract/operations';
import { forbidden, unauthorized } from '../http/apiError';
import { messages } from '../messages';
import type { Services } from '../services';
import { resolveApiToken } from './apiTokens';
import type { Caller } from './caller';
import { resolveSession } from './sessions';

/** The contract's header names (securitySchemes sessionToken and storeApiToken), as Node lower-cases them. */
export const SESSION_TOKEN_HEADER = 'token';
export const API_TOKEN_HEADER = 'x-api-token';

export type Authenticate = (
  request: Pick<FastifyRequest, 'headers'>,
  operation: Pick<ContractOperation, 'acceptsApiToken'>,
) => Promise<Caller>;

function header(request: Pick<FastifyRequest, 'headers'>, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

export function createAuthenticator(services: Pick<Services, 'db' | 'now'>): Authenticate {
  return async (request, operation) => {
    const session = header(request, SESSION_TOKEN_HEADER);
    if (session) return resolveSession(services.db, session, services.now());
    const apiToken = header(request, API_TOKEN_HEADER);
    if (!apiToken) throw unauthorized(messages.auth.missingToken);
    if (!operation.acceptsApiToken) throw forbidden(messages.apiToken.notForThis);
    return resolveApiToken(services.db, apiToken, services.now());
  };
}
