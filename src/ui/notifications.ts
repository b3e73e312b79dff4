/**
 * The app's notification centre: anything (the API client included) can raise a notification, and the
 * toast area renders them. A plain store with subscribe/snapshot so React reads it through
 * useSyncExternalStore and non-React code needs no hook.
 */
export type NotificationKind = 'success' | 'error' | 'info';

export interface AppNotification {
  id: number;
  kind: NotificationKind;
  title: string;
  description?: string;
  /** Stays until the user closes it (e.g. 'Pedido recibido'). */
  persistent?: boolean;
  /** A page of the app that deals with it ('Suscripción no activa' leads to the subscription). */
  link?: { to: string; label: string };
}

type Listener = () => void;

let notifications: readonly AppNotification[] = [];
let nextId = 1;
const listeners = new Set<Listener>();

function publish(next: readonly AppNotification[]): void {
  notifications = next;
  for (const listener of listeners) listener();
}

/** Whether two notifications say the same thing (and lead to the same page). */
function saysTheSame(a: Omit<AppNotification, 'id'>, b: Omit<AppNotification, 'id'>): boolean {
  return (
    a.kind === b.kind && a.title === b.title && a.description === b.description && a.link?.to === b.link?.to
  );
}

/**
 * Raises a notification. One that says what a shown one says is not stacked as a copy: the shown one
 * stays where it is (a user about to press its link does not see it swapped) and its time to stay starts
 * again (a new object: the toast's timer follows it). Several calls of a page failing alike ('Suscripción
 * no activa' from the list and its refetch) tell the user once.
 */
export function notify(notification: Omit<AppNotification, 'id'>): number {
  const shown = notifications.find((item) => saysTheSame(item, notification));
  if (shown) {
    publish(notifications.map((item) => (item === shown ? { ...shown } : item)));
    return shown.id;
  }
  const id = nextId++;
  publish([...notifications, { ...notification, id }]);
  return id;
}

export function dismissNotification(id: number): void {
  publish(notifications.filter((notification) => notification.id !== id));
}

export function getNotifications(): readonly AppNotification[] {
  return notifications;
}

export function subscribeToNotifications(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
