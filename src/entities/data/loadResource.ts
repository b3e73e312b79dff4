import { RESOURCE_LOADERS } from '../generated/routes';
import type { Resource } from '../resource';

/**
 * A resource's module, and the texts of the lists of names it shows (the audit trail's operations and
 * tables, src/i18n/listTexts.ts) before it renders, so that no label shows as its key. Undefined for
 * an unknown id. The lists' loader is fetched only by the resources that have some, so neither the
 * sign-in page nor any other page carries it.
 */
export async function loadResource(id: string): Promise<{ resource: Resource } | undefined> {
  const load = RESOURCE_LOADERS[id];
  if (!load) return undefined;
  const module = await load();
  const lists = module.resource.valueLists ?? [];
  if (lists.length > 0) await (await import('../../i18n/listTexts')).ensureListTexts(lists);
  return module;
}
