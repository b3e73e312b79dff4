/** The audit trail's lists: one page of a store's or the platform's records, with their filters. */
import { and, count, eq, ilike, isNull, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database';
import { auditRecords } from '../db/schema';
import { containsPattern, type ListQuery, orderOf, pageWindow } from './paging';
import { everyWordIn, textField } from './search';

export interface AuditFilters {
  recordId?: number;
  actor?: string;
  operation?: string;
  entity?: string;
}

export interface AuditRecordView {
  id: number;
  at: string;
  actorKind: 'owner' | 'employee' | 'admin' | 'apiToken' | 'anonymous';
  actorEmail: string | null;
  locationId: number | null;
  address: string | null;
  operation: string;
  entity: string;
  rowId: string | null;
  action: 'insert' | 'update' | 'delete' | 'signIn' | 'signInFailed';
  changes: { field: string; before: string | null; after: string | null; secret: boolean }[];
}

type StoredChange = { before?: unknown; after?: unknown; secret?: boolean };

const asText = (value: unknown) => (value === undefined || value === null ? null : JSON.stringify(value));

const ACTOR_KINDS = ['owner', 'employee', 'admin', 'apiToken', 'anonymous'] as const;
const ACTIONS = ['insert', 'update', 'delete', 'signIn', 'signInFailed'] as const;

function oneOf<T extends string>(allowed: readonly T[], value: string, fallback: T): T {
  return (allowed as readonly string[]).includes(value) ? (value as T) : fallback;
}

function recordView(row: typeof auditRecords.$inferSelect): AuditRecordView {
  const stored = (row.changes ?? {}) as Record<string, StoredChange>;
  return {
    id: row.id,
    at: row.at.toISOString(),
    actorKind: oneOf(ACTOR_KINDS, row.actorKind, 'anonymous'),
    actorEmail: row.actorEmail,
    locationId: row.actorLocationId,
    address: row.address,
    operation: row.operation,
    entity: row.entity,
    rowId: row.rowId,
    action: oneOf(ACTIONS, row.action, 'update'),
    changes: Object.entries(stored).map(([field, change]) =>
      change.secret === true
        ? { field, before: null, after: null, secret: true }
        : { field, before: asText(change.before), after: asText(change.after), secret: false },
    ),
  };
}

/**
 * A page of the records of one store (or of the platform's, storeId null; 'any' for an administrator
 * asking for one record by its id) matching the filters.
 */
export async function auditPage(
  db: Database,
  storeId: number | null | 'any',
  query: ListQuery & AuditFilters,
  onDays: SQL | undefined,
): Promise<{ records: AuditRecordView[]; total: number }> {
  const where = and(
    storeId === 'any'
      ? undefined
      : storeId === null
        ? isNull(auditRecords.storeId)
        : eq(auditRecords.storeId, storeId),
    query.recordId === undefined ? undefined : eq(auditRecords.id, query.recordId),
    // The search box: every word in the person's email, the operation, the table or the row.
    everyWordIn(query.search ?? '', [
      textField(auditRecords.actorEmail),
      textField(auditRecords.operation),
      textField(auditRecords.entity),
      textField(auditRecords.rowId),
    ]),
    query.actor ? ilike(auditRecords.actorEmail, containsPattern(query.actor)) : undefined,
    query.operation ? eq(auditRecords.operation, query.operation) : undefined,
    query.entity ? eq(auditRecords.entity, query.entity) : undefined,
    onDays,
  );
  const { limit, offset } = pageWindow(query);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(auditRecords)
      .where(where)
      .orderBy(...orderOf(query, { at: auditRecords.at }, 'at', auditRecords.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(auditRecords).where(where),
  ]);
  return { records: rows.map(recordView), total: counted?.n ?? 0 };
}
