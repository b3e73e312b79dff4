import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { instant } from './columns';

/**
 * The audit trail: one row per change an API call made to a business table (written by the row
 * triggers of migration 0010 from OLD/NEW, in the change's own transaction) and per sign-in or failed
 * sign-in. `chain` is the store's id, 0 for the platform; `seq`, `prevHash` and `hash` are set by the
 * sealing job (src/server/audit/auditChain.ts) after commit, in the order it finds the rows, so that
 * each record carries the hash of the previous one of its chain.
 */
export const auditRecords = pgTable(
  'audit_records',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: instant().notNull().defaultNow(),
    storeId: integer(),
    chain: integer().notNull(),
    /** 'owner', 'employee', 'admin', 'apiToken', 'anonymous' (registration, recovery, failed sign-in). */
    actorKind: text().notNull(),
    actorUserId: integer(),
    actorEmail: text(),
    /** The employee's location (branch) at the time, if bound to one. */
    actorLocationId: integer(),
    address: text(),
    /** The contract's operationId. */
    operation: text().notNull(),
    /** The table changed, or 'session' for sign-ins. */
    entity: text().notNull(),
    rowId: text(),
    /** 'insert', 'update', 'delete', 'signIn', 'signInFailed'. */
    action: text().notNull(),
    /** { field: { before, after } }, or { field: { secret: true } } for passwords, tokens, hashes, secrets. */
    changes: jsonb().notNull(),
    seq: bigint({ mode: 'number' }),
    prevHash: text(),
    hash: text(),
  },
  (t) => [
    index('audit_records_store_at_idx').on(t.storeId, t.at),
    index('audit_records_at_idx').on(t.at),
    uniqueIndex('audit_records_chain_seq_key').on(t.chain, t.seq),
    // What the sealing job looks for.
    index('audit_records_unsealed_idx').on(t.id).where(sql`${t.hash} is null`),
  ],
);
