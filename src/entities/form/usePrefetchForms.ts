import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Resource } from '../resource';
import { loadFormModal } from './loadFormModal';
import { formsQuery } from './useFormsModule';
import { whenIdle } from './whenIdle';

/**
 * Fetches what a resource's first form needs (the form modal's code and the resource's forms with their
 * precompiled validators) once `ready` (the page has shown what it is for) and the browser is idle, so
 * that the first 'Nuevo …' or row action opens at once instead of downloading ~100 KB on the click. On a
 * slow connection it must not compete with the page's own data: callers pass `ready` only once it is in.
 */
export function usePrefetchForms(resource: Resource, ready: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!ready || !resource.forms) return;
    return whenIdle(() => {
      void loadFormModal();
      void queryClient.prefetchQuery(formsQuery(resource));
    });
  }, [queryClient, resource, ready]);
}
