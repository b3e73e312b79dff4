/**
 * The operations of the bundled contract (src/contract/generated/openapi.json, written by `npm run gen`): the
 * one list the server registers routes from.
 */
import { readFileSync } from 'node:fs';
import { readAccessExpression } from '../../contract/access/accessCheck';
import type { AccessExpression } from '../../contract/access/accessExpression';
import type { operations } from '../../contract/generated/schema';

export type OperationId = keyof operations;

export interface ContractOperation {
  path: string;
  operationId: OperationId;
  /** Needs the session token (the contract's global security applies unless the operation clears it). */
  secured: boolean;
  /** Also accepts the store's API token (its security lists the storeApiToken scheme). */
  acceptsApiToken: boolean;
  /** The one multipart operation (the upload); every other takes JSON. */
  multipart: boolean;
  /** Who may call it (`x-access`), compiled into the guard registerOperations runs before the handler. */
  access: AccessExpression;
  /**
   * Changes data: runs in one transaction with the audit trail's settings (audit/requestTransaction.ts).
   * Reads, marked `x-reads: true` in the contract, run without one.
   */
  audited: boolean;
}

/**
 * Sign-in and recovery requests are changes the trail does not record as calls: they write only
 * technical rows (sessions, devices, recovery links) and record sign-ins themselves
 * (audit/signInRecords.ts), and their rate limits must not hold a lock through the password hash.
 */
const SELF_RECORDED = new Set(['/login/client', '/login/client/recovery-password']);

/**
 * Whether a call of the operation runs in a transaction that the audit trail records. The contract says
 * which operations only read (`x-reads: true`, checked by `npm run gen`); anything else is a change,
 * so an operation is audited unless its contract says otherwise.
 */
export function auditedOperation(path: string, post: Record<string, unknown>): boolean {
  if (SELF_RECORDED.has(path)) return false;
  return post['x-reads'] !== true;
}

type JsonObject = { [key: string]: unknown };

/** The contract's security scheme of the store's API token. */
export const API_TOKEN_SCHEME = 'storeApiToken';

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function loadContract(): JsonObject {
  const text = readFileSync(new URL('../../contract/generated/openapi.json', import.meta.url), 'utf8');
  const contract: unknown = JSON.parse(text);
  if (!isObject(contract) || !isObject(contract.paths)) throw new Error('The bundled contract has no paths');
  return contract;
}

export function listOperations(contract: JsonObject): ContractOperation[] {
  const paths = isObject(contract.paths) ? contract.paths : {};
  const globalSecurity = Array.isArray(contract.security) && contract.security.length > 0;
  return Object.entries(paths).map(([path, item]) => {
    const post = isObject(item) ? item.post : undefined;
    if (!isObject(post) || typeof post.operationId !== 'string') {
      throw new Error(`The contract's ${path} has no POST operation with an operationId`);
    }
    const access = readAccessExpression(post['x-access']);
    if (!access.ok) throw new Error(`The contract's ${path} has no valid x-access: ${access.reason}`);
    const security = post.security;
    const body = isObject(post.requestBody) ? post.requestBody : {};
    const media = isObject(body.content) ? Object.keys(body.content) : [];
    return {
      path,
      operationId: post.operationId as OperationId,
      secured: Array.isArray(security) ? security.length > 0 : globalSecurity,
      acceptsApiToken:
        Array.isArray(security) &&
        security.some((requirement) => isObject(requirement) && API_TOKEN_SCHEME in requirement),
      multipart: media.includes('multipart/form-data'),
      access: access.expression,
      audited: auditedOperation(path, post),
    };
  });
}

/** The allowed values of a path parameter (e.g. the upload's modelType), as the contract lists them. */
export function pathParameterValues(contract: JsonObject, path: string, name: string): string[] {
  const paths = isObject(contract.paths) ? contract.paths : {};
  const item = paths[path];
  const parameters = isObject(item) && Array.isArray(item.parameters) ? item.parameters : [];
  const parameter = parameters.find((candidate) => isObject(candidate) && candidate.name === name);
  const schema = isObject(parameter) && isObject(parameter.schema) ? parameter.schema : {};
  return Array.isArray(schema.enum) ? schema.enum.map(String) : [];
}
