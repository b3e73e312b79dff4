/**
 * Keeping a file the server was sent or made (an image, the coupons' PDF): one row in `uploads` with its
 * bytes in the database (uploadContent.ts), served at /uploads/<kind>/<name>.<extension> by any server
 * process. The name is derived from the bytes and their owner (the store, or the platform for the
 * administrator's files), so the same file sent again by the same store is the same upload: no second
 * copy, no second share of the quota, and its day of grace starts again. No two stores share a row, so
 * each upload belongs to one store (its quota, the cleanup, the check that a store uses only its own).
 * A store's files count against its quota: the sum and the new row are decided under a lock per store,
 * so concurrent uploads cannot pass it together. Platform files have no store and no quota.
 */
import { createHash } from 'node:crypto';
import { eq, sql, sum } from 'drizzle-orm';
import { uploads } from '../db/schema';
import { ApiError } from '../http/apiError';
import { messages } from '../messages';
import type { Services } from '../services';
import { contentHash, writeUploadContent } from './uploadContent';
import { UPLOADS_URL_PREFIX } from './uploadPaths';

/** Names the advisory lock of one store's uploads among the database's advisory locks (two-key form). */
const QUOTA_LOCK_KEY = 7_420_114;
/** The second key of the platform's lock (store ids start at 1). */
const PLATFORM_LOCK = 0;

export interface FileToStore {
  storeId: number | null;
  userId: number | null;
  /** The folder under /uploads/, also recorded as the file's kind (the upload's modelType, 'coupons'). */
  folder: string;
  extension: string;
  contentType: string;
  bytes: Uint8Array;
}

export interface StoredFile {
  /** Where it is served: /uploads/<folder>/<name>. */
  url: string;
  fileName: string;
}

/** 413 with the quota in megabytes: the sender's request is too large for what the store has left. */
function quotaExceeded(quotaBytes: number): ApiError {
  return new ApiError(
    413,
    messages.upload.quotaExceeded({ megabytes: Math.round(quotaBytes / (1024 * 1024)) }),
  );
}

/** The file's name: the SHA-256 of its owner and its bytes' hash. */
function uploadName(storeId: number | null, hash: string): string {
  return createHash('sha256')
    .update(`${storeId ?? 'platform'}:${hash}`)
    .digest('hex');
}

export async function storeFile(services: Services, file: FileToStore): Promise<StoredFile> {
  const { db, config } = services;
  const hash = contentHash(file.bytes);
  const fileName = `${uploadName(file.storeId, hash)}.${file.extension}`;
  const path = `${file.folder}/${fileName}`;
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${QUOTA_LOCK_KEY}, ${file.storeId ?? PLATFORM_LOCK})`);
    // Locked: the cleanup skips it now, and if the cleanup holds it, this waits and then finds it gone.
    const [same] = await tx
      .select({ id: uploads.id })
      .from(uploads)
      .where(eq(uploads.path, path))
      .for('update');
    if (same) {
      await tx.update(uploads).set({ createdAt: services.now() }).where(eq(uploads.id, same.id));
      return;
    }
    if (file.storeId !== null) {
      const [used] = await tx
        .select({ bytes: sum(uploads.size).mapWith(Number) })
        .from(uploads)
        .where(eq(uploads.storeId, file.storeId));
      if ((used?.bytes ?? 0) + file.bytes.length > config.uploadQuotaBytes) {
        throw quotaExceeded(config.uploadQuotaBytes);
      }
    }
    const [row] = await tx
      .insert(uploads)
      .values({
        storeId: file.storeId,
        userId: file.userId,
        modelType: file.folder,
        path,
        contentType: file.contentType,
        size: file.bytes.length,
        hash,
        createdAt: services.now(),
      })
      .returning({ id: uploads.id });
    if (!row) throw new Error('The upload was not recorded');
    await writeUploadContent(tx, row.id, file.bytes);
  });
  return { url: `${UPLOADS_URL_PREFIX}${path}`, fileName };
}
