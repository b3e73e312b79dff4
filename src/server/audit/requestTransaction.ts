/**
 * The one transaction of a call that changes data: opened by registerOperations around the handler,
 * with the call's audit settings, so that every row it changes gets its audit record in the same
 * transaction (no change without its record, no record without its change) whatever the handler does.
 * A handler's own `db.transaction` becomes a savepoint inside it. Writes registered with
 * surviveRollback are redone on the database when the call fails.
 */
import type { Database } from '../db/database';
import { type AuditContext, setAuditContext } from './auditContext';
import { collectSurvivingWrites } from './survivingWrites';

export async function inRequestTransaction<T>(
  db: Database,
  context: AuditContext,
  work: (tx: Database) => Promise<T>,
): Promise<T> {
  const outcome = await collectSurvivingWrites(() =>
    db.transaction(async (tx) => {
      await setAuditContext(tx, context);
      return work(tx);
    }),
  );
  if (outcome.ok) return outcome.value;
  for (const write of outcome.writes) await write(db);
  throw outcome.error;
}
