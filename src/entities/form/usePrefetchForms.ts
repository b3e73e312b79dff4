import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Resource } from '../resource';
import { loadFormModal } from './loadFormModal';
import { formsQuery } from './useFormsModule';

/**
 * Fetches what a resource's first form needs (the form modal's code and the resource's forms with their
 * precompiled validators) as soon as the list's answer arrives, so that the first 'Nuevo …' or row
 * action opens at once instead of downloading ~100 KB on the click. Not earlier: on a slow connection
 * the download would compete with the list's own answer, which the page's first rows wait for. Not later
 * either: the rows' first render is a long task on a phone (over a second on a 4× slower CPU), and a
 * download started after it (or after the idle moment that follows it) was still under way at a click
 * made as soon as the rows showed. Starting a download costs the main thread nothing, and the chunk runs
 * when it arrives, in a short task of its own.
 *
 * `enabled`: the page opens forms for this user. `answered`: the list's answer is already here (cached),
 * so there is nothing to wait for; a list of a parent row's field has no call to wait for either.
 */
export function usePrefetchForms(resource: Resource, enabled: boolean, answered: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled || !resource.forms) return;
    const prefetch = () => {
      void loadFormModal();
      void queryClient.prefetchQuery(formsQuery(resource));
    };
    const listPath = resource.list?.path ?? null;
    // Again once the answer is drawn: harmless, both are cached once loaded.
    if (answered || listPath === null) {
      prefetch();
      return;
    }
    // The moment the list's answer is stored, before React renders its rows.
    const cache = queryClient.getQueryCache();
    const stop = cache.subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'success') return;
      if (event.query.queryKey[0] !== listPath) return;
      stop();
      prefetch();
    });
    return stop;
  }, [queryClient, resource, enabled, answered]);
}
