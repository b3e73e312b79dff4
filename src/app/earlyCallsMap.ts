/**
 * Which calls dashboard.html starts before the app's code runs (src/earlyCalls.ts), worked out at build
 * time (src/prerender.tsx) with the engine's own functions, so the bodies are exactly those the pages
 * send: the frame's calls on every page, the home's figures, and each list page's first list in its
 * default view. A list whose body needs the session, the store or the route (a branch, a store's
 * settings) is left to the page: the address alone does not say it.
 */
import type { EarlyCall, EarlyCallsMap, EarlyPage } from '../earlyCalls';
import { listBody } from '../entities/data/useListRows';
import { PAGE_ENTRIES } from '../entities/generated/pages';
import { RESOURCE_LOADERS, type ScreenName } from '../entities/generated/routes';
import { defaultListState } from '../entities/list/useListView';
import type { Resource } from '../entities/resource';
import { resourceFor } from '../entities/resourceFor';
import { dashboardPath } from './menu/dashboardPath';

type UserType = 'client' | 'admin';

/** The frame's calls (src/session/shellQueries.ts): user-info for everyone, store-info for a store. */
const FRAME_CALLS: Record<UserType, EarlyCall[]> = {
  client: [
    ['/client/employee/info', {}],
    ['/client/get-store-info', {}],
  ],
  admin: [['/client/employee/info', {}]],
};

/** The home's figures that need nothing but the session (src/screens/dashboard/dashboardQueries.ts). */
const HOME_CALLS: Partial<Record<UserType, EarlyCall[]>> = {
  client: [['/client/store/more-info', {}]],
};

/** The first list call of a resource's page in its default view, when the address alone says it. */
export function firstListCall(resource: Resource): EarlyCall | null {
  const list = resource.list;
  if (!list?.path) return null;
  const fixed = Object.values(list.params ?? {}).every((source) => 'const' in source);
  if (!fixed) return null;
  return [list.path, listBody(resource, defaultListState(resource), {})];
}

/** The rule names of an access expression ('admin', 'owner', 'storeSettings'…), whatever its nesting. */
function ruleNames(access: unknown): string[] {
  if (typeof access === 'string') return [access];
  if (Array.isArray(access)) return access.flatMap(ruleNames);
  if (typeof access === 'object' && access !== null) return Object.values(access).flatMap(ruleNames);
  return [];
}

/**
 * Who may work on a page: the administrator where its access names 'admin', a store's users where it
 * names any other rule. A guess too wide costs one unused call, never an answer given to a page that did
 * not ask for it.
 */
function userTypesOf(access: unknown): UserType[] {
  const names = ruleNames(access);
  return [
    ...(names.includes('admin') ? (['admin'] as const) : []),
    ...(names.some((name) => name !== 'admin') ? (['client'] as const) : []),
  ];
}

/** The source modules of a hand-written screen's page (src/screens/screens.ts). */
const SCREEN_SOURCES: Record<ScreenName, string> = {
  dashboard: 'src/screens/dashboard/HomePage.tsx',
  activity: 'src/screens/activity/ActivityPage.tsx',
};

/** A page's own code, as source modules (src/app/pageScreens.tsx): a screen, or the engine's page and the resource. */
function pageSources(page: (typeof PAGE_ENTRIES)[number]): string[] {
  if (page.screen !== null) return [SCREEN_SOURCES[page.screen]];
  return ['src/entities/EntityPage.tsx', `src/entities/generated/resources/${page.id}.ts`];
}

export async function earlyCallsMap(): Promise<EarlyCallsMap> {
  const map: EarlyCallsMap = { '': FRAME_CALLS };
  for (const page of PAGE_ENTRIES) {
    if (page.route.includes(':')) continue;
    const entry: EarlyPage = { modules: pageSources(page) };
    const load = RESOURCE_LOADERS[page.id];
    if (page.kind === 'collection' && load) {
      const { resource } = await load();
      for (const userType of userTypesOf(page.access)) {
        const call = firstListCall(resourceFor(resource, userType));
        if (call) entry[userType] = [call];
      }
    }
    map[dashboardPath(page.route)] = entry;
  }
  map['/dashboard'] = { ...map['/dashboard'], ...HOME_CALLS };
  return map;
}
