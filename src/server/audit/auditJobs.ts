/**
 * The audit trail's jobs: sealing the new records onto their chains every few seconds, and removing
 * records older than the retention (AUDIT_RETENTION_DAYS) in batches, the oldest first.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { sqlRows } from '../db/sqlRows';
import type { SchedulerJob } from '../scheduler/scheduler';
import { sealAllAuditRecords } from './auditChain';

const RETENTION_BATCH = 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Removes sealed records older than `retentionMs`, batch after batch; answers how many. */
export async function removeOldAuditRecords(db: Database, now: Date, retentionMs: number): Promise<number> {
  const before = new Date(now.getTime() - retentionMs);
  let removed = 0;
  for (;;) {
    const oldestBatch = sql`
      DELETE FROM audit_records WHERE id IN (
        SELECT id FROM audit_records
        WHERE seq IS NOT NULL AND at < ${before}
        ORDER BY id LIMIT ${RETENTION_BATCH}
        FOR UPDATE SKIP LOCKED)
      RETURNING id`;
    const rows = (await sqlRows(db, oldestBatch)).length;
    removed += rows;
    if (rows < RETENTION_BATCH) return removed;
  }
}

export function auditJobs(db: Database, config: { auditRetentionDays: number }): SchedulerJob[] {
  const jobs: SchedulerJob[] = [
    { name: 'audit trail sealing', everyMs: 5_000, run: () => sealAllAuditRecords(db) },
  ];
  // 0 keeps the records for ever.
  if (config.auditRetentionDays > 0) {
    jobs.push({
      name: 'audit trail retention',
      everyMs: 60 * 60 * 1000,
      run: (now) => removeOldAuditRecords(db, now(), config.auditRetentionDays * DAY_MS),
    });
  }
  return jobs;
}
