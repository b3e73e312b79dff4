import { useQuery } from '@tanstack/react-query';
import type { FormsModule, Resource } from '../resource';

/** A resource's forms (schemas and precompiled validators): their own chunk, loaded with the first form. */
export function useFormsModule(resource: Resource) {
  return useQuery<FormsModule>({
    queryKey: ['forms', resource.id],
    queryFn: async () => {
      if (!resource.forms) throw new Error(`${resource.id} has no forms`);
      return resource.forms();
    },
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
}
