/** The database's own account of the audit trail: which tables carry its row trigger. */
import { sql } from 'drizzle-orm';
import type { Database } from '../../../src/server/db/database';
import { sqlRows } from './demoData';

/** The tables that carry the audit trail's row trigger. */
export async function auditedTables(db: Database): Promise<string[]> {
  const rows = await sqlRows(
    db,
    sql`SELECT DISTINCT c.relname AS name FROM pg_trigger t
        JOIN pg_class c ON c.oid = t.tgrelid JOIN pg_proc p ON p.oid = t.tgfoid
        WHERE p.proname = 'audit_row_change' ORDER BY 1`,
  );
  return rows.map((row) => String((row as { name: unknown }).name));
}
