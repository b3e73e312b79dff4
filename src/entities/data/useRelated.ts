import { useEffect, useState } from 'react';
import { RESOURCE_LOADERS } from '../generated/routes';
import type { Resource } from '../resource';

/** Resources shown inside another page (a settings page's history list), loaded with it. */
export function useRelated(ids: readonly string[]): Resource[] {
  const [related, setRelated] = useState<Resource[]>([]);
  const key = ids.join(',');
  useEffect(() => {
    let live = true;
    const wanted = key === '' ? [] : key.split(',');
    void Promise.all(wanted.map((id) => RESOURCE_LOADERS[id]?.())).then((modules) => {
      if (live) setRelated(modules.flatMap((module) => (module ? [module.resource] : [])));
    });
    return () => {
      live = false;
    };
  }, [key]);
  return related;
}
