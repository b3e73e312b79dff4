import { type ComponentType, lazy, useState } from 'react';

/** A page whose code is its own chunk: loaded when first shown, or earlier when asked to. */
export type LazyPage = ComponentType & {
  /** Starts loading the page's code (once); settles when it is here or has failed. */
  preload: () => Promise<void>;
};

/**
 * A page whose code is its own chunk, loaded when first shown (the routes wrap it in Suspense). Once
 * its code is here (preloaded while the frame waited for its data, or shown before), the page renders
 * at once instead of suspending: no placeholder, and no wait for React's reveal of suspended content.
 */
export function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): LazyPage {
  let loaded: ComponentType | null = null;
  let loading: Promise<{ default: ComponentType }> | null = null;
  const loadOnce = () => {
    loading ??= load().then(
      (module) => {
        const component = pick(module);
        loaded = component;
        return { default: component };
      },
      (cause: unknown) => {
        // A failed load (offline, a new deployment) is tried again the next time.
        loading = null;
        throw cause;
      },
    );
    return loading;
  };
  const Suspending = lazy(loadOnce);
  function Page() {
    // Chosen once per mount, so a page shown while its code loaded never remounts when it arrives.
    const [Component] = useState<ComponentType>(() => loaded ?? Suspending);
    return <Component />;
  }
  return Object.assign(Page, {
    // Errors show when the page is shown, through its error boundary: a preload only starts the load.
    preload: () =>
      loadOnce().then(
        () => undefined,
        () => undefined,
      ),
  });
}
