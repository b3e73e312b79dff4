/**
 * Removing uploads no record uses: an image replaced or never saved (its form closed), a coupons' PDF
 * downloaded long ago. An upload older than the grace period that no image column points at loses its
 * row, and with it its bytes (their chunks go by ON DELETE CASCADE), in batches claimed with FOR UPDATE
 * SKIP LOCKED, so several server processes share the work without removing anything twice, and an
 * upload being sent again (storeFile.ts locks its row) is left alone.
 */
import { and, inArray, lt, not, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { uploads } from '../db/schema';
import type { SchedulerJob } from '../scheduler/scheduler';
import { IMAGE_COLUMNS } from './imageColumns';
import { UPLOADS_URL_PREFIX } from './uploadPaths';

const BATCH = 100;

/** Some record points at the upload: by its path, or by an absolute address ending in it. */
function referenced(): SQL {
  const address = sql`'%' || ${UPLOADS_URL_PREFIX} || ${uploads.path}`;
  const uses = IMAGE_COLUMNS.map(
    (column) => sql`EXISTS (SELECT 1 FROM ${column.table} WHERE ${column} LIKE ${address})`,
  );
  return or(...uses) ?? sql`false`;
}

async function removeNextBatch(db: Database, before: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const unused = await tx
      .select({ id: uploads.id })
      .from(uploads)
      .where(and(lt(uploads.createdAt, before), not(referenced())))
      .orderBy(uploads.id)
      .limit(BATCH)
      .for('update', { skipLocked: true });
    if (unused.length === 0) return 0;
    await tx.delete(uploads).where(
      inArray(
        uploads.id,
        unused.map((row) => row.id),
      ),
    );
    return unused.length;
  });
}

/** Removes every upload unused for longer than `graceMs`; answers how many. */
export async function removeUnusedUploads(db: Database, now: Date, graceMs: number): Promise<number> {
  const before = new Date(now.getTime() - graceMs);
  let removed = 0;
  for (let batch = await removeNextBatch(db, before); batch > 0; ) {
    removed += batch;
    batch = await removeNextBatch(db, before);
  }
  return removed;
}

/** The scheduler's job: hourly, since an unused upload has a day's grace anyway. */
export function unusedUploadsJob(db: Database, config: { unusedUploadGraceMs: number }): SchedulerJob {
  return {
    name: 'unused uploads',
    everyMs: 60 * 60 * 1000,
    run: (now) => removeUnusedUploads(db, now(), config.unusedUploadGraceMs),
  };
}
