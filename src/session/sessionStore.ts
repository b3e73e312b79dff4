import type { Session } from '../contract/types';
import { forgetEarlyCalls } from '../earlyCalls';
import {
  clearStoredSession,
  readStoredSession,
  SESSION_STORAGE_KEY,
  writeStoredSession,
} from './storedSession';

/**
 * The signed-in session as the app sees it: one small store over the one localStorage key, readable
 * from React (useSyncExternalStore) and from plain code. Other tabs' sign-in and sign-out follow through
 * the storage event.
 */
type Listener = () => void;

/**
 * Why the last session ended: the user signed out; the stored session was not a valid one; the server
 * refused its token (expired or revoked); or the platform deactivated the user's store.
 */
export type SessionEndReason = 'signOut' | 'invalid' | 'expired' | 'storeInactive';

let current: Session | null = readStoredSession();
let endReason: SessionEndReason | null = null;
const listeners = new Set<Listener>();

function publish(next: Session | null): void {
  current = next;
  for (const listener of listeners) listener();
}

export function getSession(): Session | null {
  return current;
}

export function subscribeToSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function startSession(session: Session): void {
  endReason = null;
  writeStoredSession(session);
  publish(readStoredSession());
}

/** Changes some fields of the session (e.g. names and permissions refreshed by the user-info call). */
export function updateSession(changes: Partial<Session>): void {
  if (!current) return;
  writeStoredSession({ ...current, ...changes });
  publish(readStoredSession());
}

export function endSession(reason: SessionEndReason = 'invalid'): void {
  endReason = reason;
  clearStoredSession();
  // Answers the page's HTML fetched for this session are not the next one's.
  forgetEarlyCalls();
  publish(null);
}

/** Lets the signed-in frame tell a sign-out (go to '/') from a lost session (sign in again). */
export function lastSessionEndReason(): SessionEndReason | null {
  return endReason;
}

/** Signed in means a stored token of a known kind of user. */
export function isSignedIn(session: Session | null): session is Session {
  return Boolean(session?.token && session.userType);
}

/**
 * The authorisation check of protected pages: a stored session with a token but no userType is not a
 * valid one, and it is ended here, on the check (spec §4).
 */
export function checkSignedIn(): boolean {
  if (current?.token && !current.userType) endSession();
  return isSignedIn(current);
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === SESSION_STORAGE_KEY || event.key === null) publish(readStoredSession());
  });
}
