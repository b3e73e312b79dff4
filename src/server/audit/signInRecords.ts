/**
 * Sign-ins and failed sign-ins in the audit trail. The sign-in call runs outside a call transaction (its
 * rate limits must not hold their lock through the password hash, and a failure must stay recorded),
 * so it writes its records itself, committed at once.
 */
import type { Database } from '../db/database';
import { auditRecords } from '../db/schema';
import type { AccountRow } from '../queries/userRows';
import type { ActorKind } from './auditContext';

const SIGN_IN_OPERATION = 'loginClient';

function kindOf(account: AccountRow): ActorKind {
  if (account.userType === 'admin') return 'admin';
  return account.storeUserType === 'employee' ? 'employee' : 'owner';
}

export async function recordSignIn(db: Database, account: AccountRow, address: string): Promise<void> {
  await db.insert(auditRecords).values({
    storeId: account.storeId,
    chain: account.storeId ?? 0,
    actorKind: kindOf(account),
    actorUserId: account.id,
    actorEmail: account.email,
    actorLocationId: account.locationId,
    address,
    operation: SIGN_IN_OPERATION,
    entity: 'users',
    rowId: String(account.id),
    action: 'signIn',
    changes: {},
  });
}

/** A wrong email or password: who tried is unknown, so the record names the email typed. */
export async function recordFailedSignIn(
  db: Database,
  email: string,
  account: AccountRow | undefined,
  address: string,
): Promise<void> {
  await db.insert(auditRecords).values({
    storeId: account?.storeId ?? null,
    chain: account?.storeId ?? 0,
    actorKind: 'anonymous',
    actorEmail: email,
    address,
    operation: SIGN_IN_OPERATION,
    entity: 'users',
    rowId: account ? String(account.id) : null,
    action: 'signInFailed',
    changes: {},
  });
}
