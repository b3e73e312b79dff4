import { RESOURCE_LOADERS } from '../generated/routes';
import type { Resource } from '../resource';

/**
 * A resource shown inside another page (a related list, an action's result), and the texts of the
 * lists of names it shows (src/i18n/listTexts.ts) before it renders, so that no label shows as its
 * key; as src/app/pageScreens.tsx loads a page's. Undefined for an unknown id. The lists' loader is
 * fetched only by the resources that have some.
 */
export async function loadResource(id: string): Promise<{ resource: Resource } | undefined> {
  const load = RESOURCE_LOADERS[id];
  if (!load) return undefined;
  const module = await load();
  const lists = module.resource.valueLists ?? [];
  if (lists.length > 0) await (await import('../../i18n/listTexts')).ensureListTexts(lists);
  return module;
}
