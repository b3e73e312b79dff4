/**
 * The engine's pages as the generated registry lists them (src/entities/generated/pages.ts), each with
 * the demo account of the fixtures that may open it (the administrator or the store owner, by the
 * page's own access rule) and its resource as that user works with it. Tests of the engine's states
 * run over these, so a page added to the registry is covered without a line of test.
 */
import { deployment } from '../../src/app/deployment';
import { accessContext } from '../../src/app/menu/accessContext';
import { accessRule } from '../../src/app/menu/pages';
import type { AccessExpression } from '../../src/contract/access/accessExpression';
import type { Session } from '../../src/contract/types';
import { PAGE_ENTRIES } from '../../src/entities/generated/pages';
import { RESOURCE_LOADERS } from '../../src/entities/generated/routes';
import type { Resource } from '../../src/entities/resource';
import { resourceFor } from '../../src/entities/resourceFor';
import { ACTIVITY_TABS } from '../../src/screens/activity/activityTabs';
import { buildAdminSession, buildSession } from '../fixtures/entities';
import { storeInfoResponse, userInfoResponse } from '../fixtures/responses';

export interface RegistryPage {
  /** The page's id in the registry (its resource's). */
  id: string;
  /** The address a test opens (a route's parameters filled with the fixtures' ids). */
  path: string;
  session: Session;
  /** The page's resource, with the operations of the session's user type. */
  resource: Resource;
  /**
   * The registry's own resource object, which the app renders from: a test may swap its `forms` for a
   * loader that fails, as a chunk that cannot be downloaded does.
   */
  module: Resource;
  /** What the session's user may do, as the page's useCan decides it (null: anyone who sees the page). */
  can: (expression: AccessExpression | null | undefined) => boolean;
}

/** The fixtures' ids for the parameters of a route (`admin/store/payments/:storeId`). */
const ROUTE_PARAMS: Record<string, string> = { storeId: '1' };

/** The accounts of the fixtures, with what the frame knows of each when the menu rules run. */
const ACCOUNTS = (() => {
  const info = userInfoResponse();
  const admin = buildAdminSession();
  const owner = buildSession();
  return [
    { session: admin, access: accessContext(admin, info.permissions, undefined, deployment) },
    { session: owner, access: accessContext(owner, info.permissions, storeInfoResponse(), deployment) },
  ];
})();

function filledRoute(route: string): string {
  return route.replace(/:(\w+)/g, (_match, name: string) => {
    const value = ROUTE_PARAMS[name];
    if (value === undefined) throw new Error(`No fixture id for the route parameter :${name}`);
    return value;
  });
}

/**
 * Every page of a kind, each opened by the first account whose access it allows. A hand-written
 * screen has no resource of its own: its `resource` and `module` are left to the test that knows it.
 */
export async function registryPages(kind: 'collection' | 'singleton'): Promise<RegistryPage[]>;
export async function registryPages(kind: 'screen'): Promise<Omit<RegistryPage, 'resource' | 'module'>[]>;
export async function registryPages(
  kind: 'collection' | 'singleton' | 'screen',
): Promise<Omit<RegistryPage, 'resource' | 'module'>[]> {
  const pages: Omit<RegistryPage, 'resource' | 'module'>[] = [];
  for (const entry of PAGE_ENTRIES.filter((page) => page.kind === kind)) {
    const rule = accessRule(entry.access);
    const account = ACCOUNTS.find((candidate) => rule(candidate.access));
    if (!account) throw new Error(`No account of the fixtures may open ${entry.id}`);
    const page = {
      id: entry.id,
      path: `/dashboard/${filledRoute(entry.route)}`.replace(/\/$/, ''),
      session: account.session,
      can: (expression: AccessExpression | null | undefined) =>
        expression === null || expression === undefined || accessRule(expression)(account.access),
    };
    if (kind === 'screen') {
      pages.push(page);
      continue;
    }
    const load = RESOURCE_LOADERS[entry.id];
    if (!load) throw new Error(`No resource for the page ${entry.id}`);
    const { resource } = await load();
    const full: RegistryPage = {
      ...page,
      resource: resourceFor(resource, account.session.userType),
      module: resource,
    };
    pages.push(full);
  }
  return pages;
}

/** A page showing one of the engine's lists, and the level of the heading that names the list. */
export type ListPage = Omit<RegistryPage, 'module'> & { headingLevel: number };

/**
 * Every list of the engine a user sees: each collection page (its list under an h2) and each tab of the
 * activity, a hand-written screen whose tabs are the engine's lists (each under an h3).
 */
export async function registryListPages(): Promise<ListPage[]> {
  const activityTabs = (await registryPages('screen'))
    .filter((page) => page.id === 'activity')
    .flatMap((page) =>
      ACTIVITY_TABS.map((tab) => ({
        ...page,
        id: `activity: ${tab.key}`,
        path: `${page.path}?tab=${tab.key}`,
        resource: tab.resource,
        headingLevel: 3,
      })),
    );
  return [
    ...(await registryPages('collection')).map((page) => ({ ...page, headingLevel: 2 })),
    ...activityTabs,
  ];
}

/**
 * Loads the code the engine's pages load lazily (the frame, the page, the form modal and the section
 * form) before a file's first test, so that test does not pay for transforming it while it waits.
 */
export async function loadEngineCode(): Promise<void> {
  await Promise.all([
    import('../../src/app/layout/DashboardLayout'),
    import('../../src/entities/EntityPage'),
    import('../../src/entities/form/FormModal'),
    import('../../src/entities/singleton/SectionForm'),
  ]);
}
