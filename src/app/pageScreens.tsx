import { type PageRoute, RESOURCE_LOADERS, ROUTE_ENTRIES } from '../entities/generated/routes';
import { SCREENS } from '../screens/screens';
import { type LazyPage, lazyPage } from './lazyPage';

type RouteEntry = (typeof ROUTE_ENTRIES)[number];

/** A page's screen: hand-written, or the entity engine's page for its resource. */
function pageScreen(entry: RouteEntry): LazyPage {
  if (entry.screen !== null) return SCREENS[entry.screen];
  const loadResource = RESOURCE_LOADERS[entry.id];
  if (!loadResource) throw new Error(`No resource ${entry.id} for the page ${entry.route}`);
  return lazyPage(
    async () => {
      const [page, module] = await Promise.all([import('../entities/EntityPage'), loadResource()]);
      // The texts of the lists of names it shows (the audit trail's operations), before it renders.
      const lists = module.resource.valueLists ?? [];
      if (lists.length > 0) await (await import('../i18n/listTexts')).ensureListTexts(lists);
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
