import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';

export type LazyRoute = NonNullable<RouteObject['lazy']>;

/** A route whose page is its own chunk, loaded when first visited. */
export function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): LazyRoute {
  return async () => ({ Component: pick(await load()) });
}
