import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Resource } from '../resource';
import { loadFormModal } from './loadFormModal';
import { formsQuery } from './useFormsModule';
import { whenIdle } from './whenIdle';

/**
 * How long after the rows are shown the prefetch waits at most for the browser to be idle. A phone keeps
 * its main thread busy for seconds after a list first paints (rendering, the list's own follow-ups), and
 * waiting for a truly idle moment started the ~90 KB download only just before a first click, which then
 * waited ~1 s for it. Starting the download costs the main thread nothing; running the code when it
 * arrives is a short task (~25 ms on a 4× slower CPU), not a long one.
 */
const LATEST_PREFETCH_MS = 500;

/**
 * Fetches what a resource's first form needs (the form modal's code and the resource's forms with their
 * precompiled validators) once `ready` (the page has shown what it is for) and the browser is idle (at
 * the latest LATEST_PREFETCH_MS later), so that the first 'Nuevo …' or row action opens at once instead
 * of downloading ~100 KB on the click. On a slow connection it must not compete with the page's own
 * data: callers pass `ready` only once it is in.
 */
export function usePrefetchForms(resource: Resource, ready: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!ready || !resource.forms) return;
    return whenIdle(() => {
      void loadFormModal();
      void queryClient.prefetchQuery(formsQuery(resource));
    }, LATEST_PREFETCH_MS);
  }, [queryClient, resource, ready]);
}
