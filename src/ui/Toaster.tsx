import { lazy, Suspense, useLayoutEffect, useState, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { getNotifications, subscribeToNotifications } from './notifications';
import { attachToastRegion } from './toastRegion';
import { useHydrated } from './useHydrated';

// The toasts (and the icon set they draw from) load with the first notification: most visits to the
// sign-in page raise none, and the live region below is there from the start, so screen readers still
// announce the first one.
const Toast = lazy(() => import('./Toast').then((m) => ({ default: m.Toast })));

/**
 * The live region, made outside React's tree so that it can move into an open modal dialog (toastRegion.ts)
 * without React finding its node elsewhere than it put it. None when the sign-in page is rendered at build
 * time: there is no document there.
 */
function createRegion(): HTMLElement | null {
  if (typeof document === 'undefined') return null;
  const element = document.createElement('div');
  element.setAttribute('aria-live', 'polite');
  element.className =
    'pointer-events-none fixed inset-x-0 top-2 z-[60] flex flex-col items-center gap-2 px-3 sm:inset-x-auto sm:end-4 sm:top-20 sm:w-96 sm:items-end';
  return element;
}

/** Renders the notification centre's notifications at the top end corner of the screen, above any modal. */
export function Toaster() {
  const notifications = useSyncExternalStore(subscribeToNotifications, getNotifications, getNotifications);
  const [region] = useState(createRegion);
  const hydrated = useHydrated();
  useLayoutEffect(() => (region ? attachToastRegion(region) : undefined), [region]);
  // While the prerendered sign-in page hydrates, React would look for the portal's nodes in its HTML.
  if (!region || !hydrated) return null;
  return createPortal(
    <Suspense fallback={null}>
      {notifications.map((notification) => (
        <Toast key={notification.id} notification={notification} />
      ))}
    </Suspense>,
    region,
  );
}
