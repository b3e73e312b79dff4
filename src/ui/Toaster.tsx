import { lazy, Suspense, useSyncExternalStore } from 'react';
import { getNotifications, subscribeToNotifications } from './notifications';

// The toasts (and the icon set they draw from) load with the first notification: most visits to the
// sign-in page raise none, and the live region below is there from the start, so screen readers still
// announce the first one.
const Toast = lazy(() => import('./Toast').then((m) => ({ default: m.Toast })));

/** Renders the notification centre's notifications at the top end corner of the screen. */
export function Toaster() {
  const notifications = useSyncExternalStore(subscribeToNotifications, getNotifications, getNotifications);
  return (
    <div
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 top-2 z-[60] flex flex-col items-center gap-2 px-3 sm:inset-x-auto sm:end-4 sm:top-20 sm:w-96 sm:items-end"
    >
      <Suspense fallback={null}>
        {notifications.map((notification) => (
          <Toast key={notification.id} notification={notification} />
        ))}
      </Suspense>
    </div>
  );
}
