/**
 * Keeping a file the server was sent or made (an image, the coupons' PDF): written under
 * DATA_DIR/uploads/<folder>/<random>.<extension> and recorded with its size in `uploads`. A store's files
 * count against its quota: the sum and the new row are decided under a lock per store, so concurrent
 * uploads cannot pass it together. Platform files (the administrator's) have no store and no quota.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq, sql, sum } from 'drizzle-orm';
import { uploads } from '../db/schema';
import { ApiError } from '../http/apiError';
import { messages } from '../messages';
import type { Services } from '../services';
import { UPLOADS_URL_PREFIX, uploadsDirectory } from './uploadPaths';

/** Names the advisory lock of one store's quota among the database's advisory locks (two-key form). */
const QUOTA_LOCK_KEY = 7_420_114;

export interface FileToStore {
  storeId: number | null;
  userId: number | null;
  /** The folder under uploads, also recorded as the file's kind (the upload's modelType, 'coupons'). */
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
  return new ApiError(413, messages.upload.quotaExceeded(Math.round(quotaBytes / (1024 * 1024))));
}

export async function storeFile(services: Services, file: FileToStore): Promise<StoredFile> {
  const { db, config } = services;
  const fileName = `${randomBytes(16).toString('hex')}.${file.extension}`;
  const relativePath = `${file.folder}/${fileName}`;
  const target = join(uploadsDirectory(config.dataDir), relativePath);
  await db.transaction(async (tx) => {
    if (file.storeId !== null) {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${QUOTA_LOCK_KEY}, ${file.storeId})`);
      const [used] = await tx
        .select({ bytes: sum(uploads.size).mapWith(Number) })
        .from(uploads)
        .where(eq(uploads.storeId, file.storeId));
      if ((used?.bytes ?? 0) + file.bytes.length > config.uploadQuotaBytes) {
        throw quotaExceeded(config.uploadQuotaBytes);
      }
    }
    await mkdir(join(uploadsDirectory(config.dataDir), file.folder), { recursive: true });
    await writeFile(target, file.bytes, { flag: 'wx' });
    try {
      await tx.insert(uploads).values({
        storeId: file.storeId,
        userId: file.userId,
        modelType: file.folder,
        path: relativePath,
        contentType: file.contentType,
        size: file.bytes.length,
        createdAt: services.now(),
      });
    } catch (error) {
      // No row, no file: a file nobody recorded would never be cleaned up.
      await unlink(target).catch(() => undefined);
      throw error;
    }
  });
  return { url: `${UPLOADS_URL_PREFIX}${relativePath}`, fileName };
}
