import { type ComponentType, lazy } from 'react';

/** A page whose code is its own chunk, loaded when first shown (the routes wrap it in Suspense). */
export function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): ComponentType {
  return lazy(async () => ({ default: pick(await load()) }));
}
