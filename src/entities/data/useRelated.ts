import { useEffect, useState } from 'react';
import type { Resource } from '../resource';
import { loadResource } from './loadResource';

/** Resources shown inside another page (a settings page's history list), loaded with it. */
export function useRelated(ids: readonly string[]): Resource[] {
  const [related, setRelated] = useState<Resource[]>([]);
  const key = ids.join(',');
  useEffect(() => {
    let live = true;
    const wanted = key === '' ? [] : key.split(',');
    void Promise.all(wanted.map((id) => loadResource(id))).then((modules) => {
      if (live) setRelated(modules.flatMap((module) => (module ? [module.resource] : [])));
    });
    return () => {
      live = false;
    };
  }, [key]);
  return related;
}
