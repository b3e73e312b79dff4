/**
 * Removing uploads no record uses: an image replaced or never saved (its form closed), a coupons' PDF
 * downloaded long ago. An upload older than the grace period that no image column points at loses its
 * row and its file, in batches claimed with FOR UPDATE SKIP LOCKED, so several server processes share
 * the work without removing anything twice. The file goes before the commit: should the transaction
 * fail, the row (and the quota it takes) stays for the next run, rather than a file nobody records.
 */
import { unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { and, inArray, lt, not, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { uploads } from '../db/schema';
import type { SchedulerJob } from '../scheduler/scheduler';
import { IMAGE_COLUMNS } from './imageColumns';
import { UPLOADS_URL_PREFIX, uploadsDirectory } from './uploadPaths';

const BATCH = 100;

/** Some record points at the upload: by its path, or by an absolute address ending in it. */
function referenced(): SQL {
  const address = sql`'%' || ${UPLOADS_URL_PREFIX} || ${uploads.path}`;
  const uses = IMAGE_COLUMNS.map(
    (column) => sql`EXISTS (SELECT 1 FROM ${column.table} WHERE ${column} LIKE ${address})`,
  );
  return or(...uses) ?? sql`false`;
}

function isMissing(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === 'ENOENT';
}

async function removeNextBatch(db: Database, dataDir: string, before: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const unused = await tx
      .select({ id: uploads.id, path: uploads.path })
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
    const root = uploadsDirectory(dataDir);
    for (const row of unused) {
      await unlink(join(root, row.path)).catch((error: unknown) => {
        if (!isMissing(error)) throw error;
      });
    }
    return unused.length;
  });
}

/** Removes every upload unused for longer than `graceMs`; answers how many. */
export async function removeUnusedUploads(
  db: Database,
  dataDir: string,
  now: Date,
  graceMs: number,
): Promise<number> {
  const before = new Date(now.getTime() - graceMs);
  let removed = 0;
  for (let batch = await removeNextBatch(db, dataDir, before); batch > 0; ) {
    removed += batch;
    batch = await removeNextBatch(db, dataDir, before);
  }
  return removed;
}

/** The scheduler's job: hourly, since an unused upload has a day's grace anyway. */
export function unusedUploadsJob(
  db: Database,
  config: { dataDir: string; unusedUploadGraceMs: number },
): SchedulerJob {
  return {
    name: 'unused uploads',
    everyMs: 60 * 60 * 1000,
    run: (now) => removeUnusedUploads(db, config.dataDir, now(), config.unusedUploadGraceMs),
  };
}
