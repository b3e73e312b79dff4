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

export function notify(notification: Omit<AppNotification, 'id'>): number {
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
