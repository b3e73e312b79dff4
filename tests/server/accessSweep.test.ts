/**
 * Every operation of the contract × every kind of demo user: the server's answer (let in, or 401/403)
 * is what the operation's x-access says, evaluated with the same rules the menu uses. The body is
 * empty, so a call that is let in fails its validation (400) or answers, and nothing is refused by a
 * handler for who the caller is: handlers keep only row-level checks.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileAccess } from '../../src/contract/access/accessExpression';
import type { AccessContext } from '../../src/contract/access/accessRules';
import { type ContractOperation, listOperations, loadContract } from '../../src/server/contract/operations';
import { platformSettings } from '../../src/server/db/schema';
import { ADMIN, EMPLOYEE, locationsOf, OWNER, OWNER2, storeId } from './support/demoData';
import { type CallOptions, createTestServer, type TestServer } from './support/testServer';

const operations = listOperations(loadContract());

/**
 * Operations that end the credentials they are called with, called last in this order (the API token
 * role calls before the owner, so the owner's new or deleted token ends it only after its own turn).
 */
const ENDS_CREDENTIALS = ['/client/api/token/generate', '/client/api/token/delete', '/general/logout'];

type Plan = NonNullable<AccessContext['plan']>;

interface Role {
  name: string;
  /** How it calls; null for anonymous. */
  options: () => CallOptions;
  /** What the rules know of it; null for anonymous. */
  context: AccessContext | null;
  apiToken: boolean;
}

const FULL: Plan = {
  planShowProducts: true,
  planShowOffers: true,
  planShowNews: true,
  planPushNotifications: true,
} as Plan;
const BASIC: Plan = {
  planShowProducts: false,
  planShowOffers: true,
  planShowNews: false,
  planPushNotifications: false,
} as Plan;

let server: TestServer;
const roles: Role[] = [];

function storeContext(
  storeUserType: 'owner' | 'employee',
  permissions: AccessContext['permissions'],
  plan: Plan,
  bannersEnabled: boolean,
): AccessContext {
  return {
    userType: 'client',
    storeUserType,
    permStore: permissions.permStore,
    permissions,
    multistore: true,
    defaultBrand: true,
    bannersEnabled,
    plan,
  };
}

const ALL = { permStore: true, permGivePoints: true, permRedeem: true, permCreateCustomer: true };

async function sessionRole(
  name: string,
  email: string,
  context: AccessContext | null,
  password?: string,
): Promise<Role> {
  const token = await server.login(email, password);
  return {
    name,
    options: () => ({ token }),
    context,
    apiToken: false,
  };
}

beforeAll(async () => {
  server = await createTestServer();
  // Banners on, so the feature's rule lets the store settings users in (its refusal is banners.test.ts's).
  await server.db.update(platformSettings).set({ bannersEnabled: true });
  const owner = await server.login(OWNER);
  const cafe = await storeId(server.db, 'Café Central');
  const [place] = await locationsOf(server.db, cafe);
  await server.ok(
    '/client/employee/add',
    {
      first_name: 'Marta',
      last_name: 'Encargada',
      email: 'marta.encargada@cafecentral.test',
      mobile: '',
      password: 'encargada-2026',
      location: { id: place?.id ?? 0 },
      permRedeem: false,
      permGivePoints: false,
      permCreateCustomer: true,
      permStore: true,
    },
    { token: owner },
  );
  const { token: apiToken } = await server.ok('/client/api/token/generate', {}, { token: owner });
  roles.push(
    {
      name: 'anonymous',
      options: () => ({}),
      context: null,
      apiToken: false,
    },
    await sessionRole('administrator', ADMIN, {
      userType: 'admin',
      storeUserType: null,
      permStore: false,
      permissions: { permStore: false, permGivePoints: false, permRedeem: false, permCreateCustomer: false },
      multistore: true,
      defaultBrand: true,
      bannersEnabled: true,
      plan: null,
    }),
    {
      name: "the store's API token",
      options: () => ({ apiToken }),
      context: storeContext('owner', ALL, FULL, true),
      apiToken: true,
    },
    await sessionRole('owner (full plan)', OWNER, storeContext('owner', ALL, FULL, true)),
    await sessionRole('owner (basic plan)', OWNER2, storeContext('owner', ALL, BASIC, true)),
    await sessionRole(
      'employee (points and rewards)',
      EMPLOYEE,
      storeContext(
        'employee',
        { permStore: false, permGivePoints: true, permRedeem: true, permCreateCustomer: false },
        FULL,
        true,
      ),
    ),
    await sessionRole(
      'employee (store settings and customers)',
      'marta.encargada@cafecentral.test',
      storeContext(
        'employee',
        { permStore: true, permGivePoints: false, permRedeem: false, permCreateCustomer: true },
        FULL,
        true,
      ),
      'encargada-2026',
    ),
  );
});
afterAll(() => server.close());

/** What x-access (and the security of the operation) says the role's call gets: in, 401 or 403. */
function expected(operation: ContractOperation, role: Role): 'allowed' | 401 | 403 {
  if (!operation.secured) return 'allowed';
  if (!role.context) return 401;
  if (role.apiToken && !operation.acceptsApiToken) return 403;
  return compileAccess(operation.access)(role.context) ? 'allowed' : 403;
}

function callPath(operation: ContractOperation): string {
  return operation.path.replace('{modelType}', 'offer');
}

describe('every operation answers every kind of user as its x-access says', () => {
  const ordered = [
    ...operations.filter((operation) => !ENDS_CREDENTIALS.includes(operation.path)),
    ...ENDS_CREDENTIALS.flatMap((path) => operations.filter((operation) => operation.path === path)),
  ];
  it.each(ordered.map((operation) => [operation.path, operation] as const))(
    '%s',
    async (_path, operation) => {
      const mismatches: string[] = [];
      for (const role of roles) {
        const answer = await server.request(callPath(operation), {}, role.options());
        const want = expected(operation, role);
        const got = answer.status === 401 || answer.status === 403 ? answer.status : 'allowed';
        if (got !== want || answer.status >= 500)
          mismatches.push(
            `${role.name}: expected ${want}, got ${answer.status} ${JSON.stringify(answer.body)}`,
          );
      }
      expect(mismatches, `x-access ${JSON.stringify(operation.access)}`).toEqual([]);
    },
  );
});
