/**
 * Who is making a change, for the audit triggers: set at the start of a call's transaction with
 * set_config(…, true), so the settings end with it and never leak to another call on a pooled connection.
 */
import { sql } from 'drizzle-orm';
import type { Caller } from '../auth/caller';
import type { Database } from '../db/database';

export type ActorKind = 'owner' | 'employee' | 'admin' | 'apiToken' | 'anonymous';

export interface AuditActor {
  kind: ActorKind;
  userId: number | null;
  email: string | null;
  locationId: number | null;
  storeId: number | null;
}

export function actorOf(caller: Caller | null): AuditActor {
  if (!caller) return { kind: 'anonymous', userId: null, email: null, locationId: null, storeId: null };
  const kind: ActorKind =
    caller.sessionId === null
      ? 'apiToken'
      : caller.userType === 'admin'
        ? 'admin'
        : caller.storeUserType === 'employee'
          ? 'employee'
          : 'owner';
  return {
    kind,
    // An integration acts with the owner's rights, but the record says it was the token.
    userId: kind === 'apiToken' ? null : caller.userId,
    email: kind === 'apiToken' ? null : caller.email,
    locationId: caller.locationId,
    storeId: caller.storeId,
  };
}

export interface AuditContext {
  operation: string;
  actor: AuditActor;
  address: string;
}

const text = (value: string | number | null) => (value === null ? '' : String(value));

/** Sets the call's audit settings for the rest of the transaction `tx`. */
export async function setAuditContext(tx: Database, context: AuditContext): Promise<void> {
  const { actor } = context;
  await tx.execute(sql`SELECT
    set_config('audit.operation', ${context.operation}, true),
    set_config('audit.actor_kind', ${actor.kind}, true),
    set_config('audit.actor_user_id', ${text(actor.userId)}, true),
    set_config('audit.actor_email', ${text(actor.email)}, true),
    set_config('audit.actor_location_id', ${text(actor.locationId)}, true),
    set_config('audit.store_id', ${text(actor.storeId)}, true),
    set_config('audit.address', ${context.address}, true)`);
}
