/**
 * The contract's `x-access`, checked and spelt out when `npm run gen` bundles it: every operation has
 * a valid one, the public ones (security: []) and only they say 'public', the /admin side says
 * 'admin' (the platform scope of the CRUD factory relies on it), and no rule needs the deployment,
 * which the server does not know; `x-reads`, which marks an operation that only reads (run without the
 * call's transaction and left out of the audit trail), is `true` or absent. Each operation's description then ends with its access in words, so
 * the prose cannot disagree with the rule the server enforces.
 */
import { accessSentence, deploymentTerms, readAccessExpression } from '../src/contract/access/accessCheck';
import type { AccessExpression } from '../src/contract/access/accessExpression';

type JsonObject = Record<string, unknown>;

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function posts(contract: JsonObject): [string, JsonObject][] {
  const paths = isObject(contract.paths) ? contract.paths : {};
  return Object.entries(paths).flatMap(([path, item]) =>
    isObject(item) && isObject(item.post) ? [[path, item.post] as [string, JsonObject]] : [],
  );
}

/** Every operation's x-access by path, and what is wrong with any of them. */
export function operationAccess(contract: JsonObject): {
  access: Map<string, AccessExpression>;
  errors: string[];
} {
  const access = new Map<string, AccessExpression>();
  const errors: string[] = [];
  for (const [path, post] of posts(contract)) {
    const read = readAccessExpression(post['x-access']);
    if (!read.ok) {
      errors.push(`${path}: x-access ${read.reason} (every operation says who may call it)`);
      continue;
    }
    const expression = read.expression;
    const open = Array.isArray(post.security) && post.security.length === 0;
    if (open !== (expression === 'public'))
      errors.push(
        open
          ? `${path}: needs no session (security: []) but its x-access is not 'public'`
          : `${path}: its x-access is 'public' but it requires a session (set security: [])`,
      );
    if (path.startsWith('/admin/') && expression !== 'admin')
      errors.push(`${path}: an /admin operation's x-access must be 'admin'`);
    if (post['x-reads'] !== undefined && post['x-reads'] !== true)
      errors.push(
        `${path}: x-reads must be true or left out (an operation that may change anything is audited)`,
      );
    const deployment = deploymentTerms(expression);
    if (deployment.length > 0)
      errors.push(`${path}: x-access uses ${deployment.join(', ')}, which the server cannot decide`);
    access.set(path, expression);
  }
  return { access, errors };
}

/** Appends each operation's access in words to its description (in the bundle only). */
export function describeOperationAccess(contract: JsonObject, access: Map<string, AccessExpression>): void {
  for (const [path, post] of posts(contract)) {
    const expression = access.get(path);
    if (!expression) continue;
    const description = typeof post.description === 'string' ? post.description.trimEnd() : '';
    post.description = [description, accessSentence(expression)].filter(Boolean).join('\n\n');
  }
}

/** A copy of the contract without x-access, for tools that take its allOf/anyOf for schemas. */
export function withoutAccess<T>(contract: T): T {
  return JSON.parse(JSON.stringify(contract), (key, value) => (key === 'x-access' ? undefined : value)) as T;
}
