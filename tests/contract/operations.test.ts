import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contract } from '../support/contract';
import { ADMIN_CALLS, CLIENT_CALLS, GENERAL_CALLS } from './specCalls';

interface Operation {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  security?: unknown[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: unknown }> };
  responses?: Record<string, unknown>;
}

interface Contract {
  paths: Record<string, { post?: Operation } & Record<string, unknown>>;
  tags: { name: string }[];
  security: Record<string, unknown>[];
  components: { securitySchemes: Record<string, { type: string; in: string; name: string }> };
}

const doc = contract as Contract;
const SPEC_CALLS: readonly string[] = [...GENERAL_CALLS, ...CLIENT_CALLS, ...ADMIN_CALLS];
/** Every operation of the contract: the spec's calls and any entity added since (no list to edit). */
const ALL_CALLS: readonly string[] = Object.keys((contract as { paths: object }).paths);
const PUBLIC_CALLS = new Set([
  '/login/client',
  '/login/client/recovery-password',
  '/login/client/register',
  '/general/process-password-recovery',
  '/general/get-store-types',
  '/general/get-countries',
  '/general/get-currencies',
  '/general/payment/redemptions-costs',
]);
/** The owner's own account: the store's API token may not reach these (nor /admin). */
const OWNER_ACCOUNT_CALLS = new Set([
  '/client/api/token/get',
  '/client/api/token/generate',
  '/client/api/token/delete',
  '/client/delete-account',
  '/client/employee/info',
  '/client/employee/update-profile',
  '/client/employee/change-password',
]);
/** Calls that create or change accounts and their permissions: not for the token either. */
const ACCOUNT_CALLS = new Set(['/client/employee/add', '/client/employee/update', '/client/employee/delete']);

function acceptsApiToken(path: string): boolean {
  return (
    (path.startsWith('/client/') && !OWNER_ACCOUNT_CALLS.has(path) && !ACCOUNT_CALLS.has(path)) ||
    path === '/general/upload-file/{modelType}'
  );
}
const AREA_TAGS = new Set(
  doc.tags.map((tag) => tag.name).filter((name) => !['general', 'client', 'admin'].includes(name)),
);

function expectedOperationId(path: string): string {
  const words = path
    .split('/')
    .filter((segment) => segment && !segment.startsWith('{'))
    .flatMap((segment) => segment.split('-'));
  return words.map((word, index) => (index === 0 ? word : word[0]?.toUpperCase() + word.slice(1))).join('');
}

function operation(path: string): Operation {
  const post = doc.paths[path]?.post;
  if (!post) throw new Error(`${path} is not an operation of the contract`);
  return post;
}

describe('the contract has every call of spec §7', () => {
  it('lists every spec call, about 155 of them', () => {
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining([...SPEC_CALLS]));
    expect(SPEC_CALLS.length).toBeGreaterThanOrEqual(155);
    expect(new Set(SPEC_CALLS).size).toBe(SPEC_CALLS.length);
  });

  it('is counted right in the README', () => {
    const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
    const stated = readme.match(/\((\d+) POST\s+operations\)/)?.[1];
    expect(Number(stated)).toBe(ALL_CALLS.length);
  });

  it.each(ALL_CALLS)('%s is a described POST operation with a request and an answer', (path) => {
    const methods = Object.keys(doc.paths[path] ?? {}).filter((key) => key !== 'parameters');
    expect(methods).toEqual(['post']);
    const post = operation(path);
    expect(post.operationId).toBe(expectedOperationId(path));
    expect(post.summary).toBeTruthy();
    expect(post.description).toBeTruthy();
    expect(post.requestBody?.required).toBe(true);
    expect(Object.values(post.requestBody?.content ?? {})[0]?.schema).toBeTruthy();
    expect(Object.keys(post.responses ?? {}).sort()).toEqual(['200', '4XX']);
  });

  it.each(ALL_CALLS)('%s is tagged with its side and an area', (path) => {
    const [side, area, ...rest] = operation(path).tags ?? [];
    const expectedSide = path.startsWith('/client/')
      ? 'client'
      : path.startsWith('/admin/')
        ? 'admin'
        : 'general';
    expect(side).toBe(expectedSide);
    expect(AREA_TAGS.has(area ?? '')).toBe(true);
    expect(rest).toEqual([]);
  });

  it('requires the session token header on every /client, /admin and upload call', () => {
    expect(doc.components.securitySchemes.sessionToken).toEqual(
      expect.objectContaining({ type: 'apiKey', in: 'header', name: 'token' }),
    );
    expect(doc.security).toEqual([{ sessionToken: [] }]);
    for (const path of ALL_CALLS) {
      const security = operation(path).security;
      if (PUBLIC_CALLS.has(path)) expect(security, path).toEqual([]);
      else if (acceptsApiToken(path))
        expect(security, path).toEqual([{ sessionToken: [] }, { storeApiToken: [] }]);
      else expect(security, path).toBeUndefined(); // inherits the global requirement
    }
  });

  it("opens /client and the upload to the store's API token (X-Api-Token), but not the owner's account", () => {
    expect(doc.components.securitySchemes.storeApiToken).toEqual(
      expect.objectContaining({ type: 'apiKey', in: 'header', name: 'X-Api-Token' }),
    );
    const open = ALL_CALLS.filter((path) =>
      (operation(path).security ?? doc.security).some(
        (requirement) => 'storeApiToken' in (requirement as object),
      ),
    );
    expect(open).toContain('/client/customer/add-points');
    expect(
      open.filter(
        (path) => OWNER_ACCOUNT_CALLS.has(path) || ACCOUNT_CALLS.has(path) || path.startsWith('/admin/'),
      ),
    ).toEqual([]);
  });

  it('uploads as multipart to /general/upload-file/{modelType}', () => {
    const upload = operation('/general/upload-file/{modelType}');
    expect(Object.keys(upload.requestBody?.content ?? {})).toEqual(['multipart/form-data']);
  });
});
