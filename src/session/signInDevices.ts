/**
 * This browser's device tokens, one per account that signed in here (OWASP's "device cookie"; the
 * session travels in a header, so the token lives in localStorage instead of a cookie). Sign-in sends the
 * typed email's token and keeps the one the server answers: a browser the account has used before keeps
 * its own allowance of failed sign-ins when someone elsewhere guesses at the account. Kept apart from the
 * session, so signing out does not forget it.
 */
export const DEVICES_STORAGE_KEY = 'loyalty.signInDevices';

/** The most accounts remembered; the least recently signed in is forgotten first. */
const MAX_ACCOUNTS = 5;

type Devices = Record<string, string>;

function storage(): Storage | undefined {
  return typeof localStorage === 'undefined' ? undefined : localStorage;
}

function read(): Devices {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(DEVICES_STORAGE_KEY) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
  } catch {
    return {};
  }
}

/** Emails are compared in lower case, as the server does. */
function accountKey(email: string): string {
  return email.trim().toLowerCase();
}

/** The token this browser has for the account of `email`, if any. */
export function deviceTokenFor(email: string): string | undefined {
  return read()[accountKey(email)];
}

export function rememberDeviceToken(email: string, token: string): void {
  const key = accountKey(email);
  const others = Object.entries(read()).filter(([account]) => account !== key);
  const kept = [...others.slice(-(MAX_ACCOUNTS - 1)), [key, token]];
  try {
    storage()?.setItem(DEVICES_STORAGE_KEY, JSON.stringify(Object.fromEntries(kept)));
  } catch {
    // A full or disabled storage only costs the device its own allowance at the next sign-in.
  }
}
