import { useSyncExternalStore } from 'react';

const neverChanges = () => () => undefined;

/**
 * False while React takes over HTML rendered at build time (the sign-in page), true once the page's
 * handlers are live, and at once on pages rendered in the browser: what only makes sense before the
 * page's code runs (the sign-in page's message for a submission kept by its inline script) or only after
 * (a button that opens a dialog) depends on it.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
