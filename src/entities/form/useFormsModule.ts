import { useQuery } from '@tanstack/react-query';
import type { FormsModule, Resource } from '../resource';

/** The query of a resource's forms module, shared by the form that needs it and the prefetch. */
export function formsQuery(resource: Resource) {
  return {
    queryKey: ['forms', resource.id],
    queryFn: async (): Promise<FormsModule> => {
      if (!resource.forms) throw new Error(`${resource.id} has no forms`);
      return resource.forms();
    },
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  };
}

/** A resource's forms (schemas and precompiled validators): their own chunk, loaded with the first form. */
export function useFormsModule(resource: Resource) {
  return useQuery<FormsModule>(formsQuery(resource));
}
