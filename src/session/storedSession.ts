import type { Session } from '../contract/types';

/** The one browser key that holds the session (spec §3). */
export const SESSION_STORAGE_KEY = 'loyalty.session';

/** Exactly the fields of spec §3; nothing else is kept. */
const SESSION_FIELDS = [
  'email',
  'firstName',
  'LastName',
  'storeId',
  'storeName',
  'storeUserType',
  'token',
  'userType',
  'showAffiliateCommerce',
  'affiliateCommerce',
  'locationName',
  'locationId',
  'permCreateCustomer',
  'permGivePoints',
  'permRedeem',
] as const satisfies readonly (keyof Session)[];

function browserStorage(): Storage | undefined {
  return typeof localStorage === 'undefined' ? undefined : localStorage;
}

function pickSessionFields(source: Session): Session {
  return Object.fromEntries(SESSION_FIELDS.map((field) => [field, source[field]])) as Session;
}

/** The stored session, or null when there is none or what is stored is not a session. */
export function readStoredSession(storage = browserStorage()): Session | null {
  const raw = storage?.getItem(SESSION_STORAGE_KEY);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null || !('token' in parsed)) return null;
    return typeof parsed.token === 'string' ? pickSessionFields(parsed as Session) : null;
  } catch {
    return null;
  }
}

export function writeStoredSession(session: Session, storage = browserStorage()): void {
  storage?.setItem(SESSION_STORAGE_KEY, JSON.stringify(pickSessionFields(session)));
}

export function clearStoredSession(storage = browserStorage()): void {
  storage?.removeItem(SESSION_STORAGE_KEY);
}
