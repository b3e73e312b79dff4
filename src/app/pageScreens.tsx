import { loadResource } from '../entities/data/loadResource';
import { type PageRoute, RESOURCE_LOADERS, ROUTE_ENTRIES } from '../entities/generated/routes';
import { SCREENS } from '../screens/screens';
import { type LazyPage, lazyPage } from './lazyPage';

type RouteEntry = (typeof ROUTE_ENTRIES)[number];

/** A page's screen: hand-written, or the entity engine's page for its resource. */
function pageScreen(entry: RouteEntry): LazyPage {
  if (entry.screen !== null) return SCREENS[entry.screen];
  if (!RESOURCE_LOADERS[entry.id]) throw new Error(`No resource ${entry.id} for the page ${entry.route}`);
  return lazyPage(
    async () => {
      const [page, module] = await Promise.all([import('../entities/EntityPage'), loadResource(entry.id)]);
      if (!module) throw new Error(`No resource ${entry.id} for the page ${entry.route}`);
      return [page, module] as const;
    },
    ([{ EntityPage }, { resource }]) =>
      function ResourcePage() {
        return <EntityPage resource={resource} />;
      },
  );
}

/** Every dashboard page's screen, by its route. */
export const PAGE_SCREENS = Object.fromEntries(
  ROUTE_ENTRIES.map((entry) => [entry.route, pageScreen(entry)]),
) as Record<PageRoute, LazyPage>;

/**
 * Starts loading a page's code before the frame can show it: the frame waits for the user's and the
 * store's information first, and the page's chunk then downloads at the same time instead of after.
 */
export function preloadPage(key: PageRoute | null): void {
  if (key !== null) void PAGE_SCREENS[key].preload();
}
