import type { Resource } from './resource';

/**
 * A resource as one kind of user works with it: the operations the descriptor gives users of that type
 * (operationsFor) in place of its own — the store side's categories are only listed, for instance.
 */
export function resourceFor(resource: Resource, userType: string | null | undefined): Resource {
  const variant = userType === 'admin' || userType === 'client' ? resource.variants?.[userType] : undefined;
  if (!variant) return resource;
  return { ...resource, ...variant };
}
