import { useEffect, useState } from 'react';
import type { AccessContext } from '../../contract/access/accessRules';
import { RESOURCE_LOADERS } from '../../entities/generated/routes';
import type { Resource } from '../../entities/resource';
import { resourceFor } from '../../entities/resourceFor';
import { PAGES, type PageKey } from '../menu/pages';

/**
 * The resources of the list pages the user sees, as their kind of user works with them: where the
 * palette finds each page's create and page actions. Loaded when the palette opens (each a small
 * chunk the page itself would load), so the frame carries none of them.
 */
export function usePaletteResources(pageKeys: readonly PageKey[], access: AccessContext): Resource[] {
  const [resources, setResources] = useState<Resource[]>([]);
  const wanted = pageKeys
    .map((key) => PAGES[key].entry)
    .filter((entry) => entry.kind === 'collection' && RESOURCE_LOADERS[entry.id] !== undefined)
    .map((entry) => entry.id);
  const wantedKey = wanted.join(',');
  const userType = access.userType;

  useEffect(() => {
    let current = true;
    const ids = wantedKey === '' ? [] : wantedKey.split(',');
    const loads = ids.map((id) =>
      (RESOURCE_LOADERS[id]?.() ?? Promise.reject(new Error(id))).then(
        ({ resource }) => resourceFor(resource, userType),
        // A page whose code cannot load now (offline) only offers no actions.
        () => null,
      ),
    );
    void Promise.all(loads).then((loaded) => {
      if (current) setResources(loaded.filter((resource): resource is Resource => resource !== null));
    });
    return () => {
      current = false;
    };
  }, [wantedKey, userType]);

  return resources;
}
