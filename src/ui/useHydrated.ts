import { useSyncExternalStore } from 'react';

const neverChanges = () => () => undefined;

/**
 * False while React takes over HTML rendered at build time (the sign-in page), true once the page's
 * handlers are live, and at once on pages rendered in the browser. A form disables its submit button
 * until then, so a click in the first moments cannot submit it natively (with the password in the
 * address).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
