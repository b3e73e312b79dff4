/**
 * Moving the files an older version kept in DATA_DIR/uploads/<kind>/<name> into the database, at every
 * start, so that no image of a running installation is lost when it upgrades (or when a process with
 * such a folder joins). Each file goes in its own transaction that locks its upload's row: a row still
 * without bytes gets them (and their hash), then the file is deleted once that is committed; a row that
 * has them already (moved by another process sharing the folder, or a demo file recreated at start)
 * only loses its file. Running it again, or in several processes at once, moves nothing twice. A file
 * no row records (left behind by an older cleanup) is left where it is and counted.
 */
import type { Dirent } from 'node:fs';
import { readdir, readFile, rmdir, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { uploads } from '../db/schema';
import { hasErrorCode } from '../errorCode';
import { contentHash, writeUploadContent } from './uploadContent';
import { legacyUploadsDirectory } from './uploadPaths';

export interface LegacyUploadsMoved {
  /** Files whose bytes were written into the database now. */
  moved: number;
  /** Files left in the folder: no upload row records them. */
  unknown: number;
}

type Outcome = 'moved' | 'alreadyIn' | 'unknown' | 'gone';

async function entriesOf(folder: string): Promise<Dirent[]> {
  return readdir(folder, { withFileTypes: true }).catch((error: unknown) => {
    if (hasErrorCode(error, 'ENOENT') || hasErrorCode(error, 'ENOTDIR')) return [];
    throw error;
  });
}

async function moveOne(db: Database, file: string, path: string): Promise<Outcome> {
  return db.transaction(async (tx): Promise<Outcome> => {
    const [row] = await tx
      .select({ id: uploads.id, hash: uploads.hash })
      .from(uploads)
      .where(eq(uploads.path, path))
      .for('update');
    if (!row) return 'unknown';
    if (row.hash !== null) return 'alreadyIn';
    let bytes: Buffer;
    try {
      bytes = await readFile(file);
    } catch (error) {
      if (hasErrorCode(error, 'ENOENT')) return 'gone';
      throw error;
    }
    await writeUploadContent(tx, row.id, bytes);
    await tx
      .update(uploads)
      .set({ hash: contentHash(bytes), size: bytes.length })
      .where(eq(uploads.id, row.id));
    return 'moved';
  });
}

export async function moveLegacyUploads(db: Database, dataDir: string): Promise<LegacyUploadsMoved> {
  const root = legacyUploadsDirectory(dataDir);
  const result: LegacyUploadsMoved = { moved: 0, unknown: 0 };
  for (const kind of await entriesOf(root)) {
    if (!kind.isDirectory()) continue;
    const folder = join(root, kind.name);
    for (const entry of await entriesOf(folder)) {
      if (!entry.isFile()) continue;
      const file = join(folder, entry.name);
      const outcome = await moveOne(db, file, `${kind.name}/${entry.name}`);
      if (outcome === 'unknown') {
        result.unknown += 1;
        continue;
      }
      if (outcome === 'moved') result.moved += 1;
      await unlink(file).catch((error: unknown) => {
        if (!hasErrorCode(error, 'ENOENT')) throw error;
      });
    }
    // Only an empty folder goes; another process may be emptying it too.
    await rmdir(folder).catch(() => undefined);
  }
  await rmdir(root).catch(() => undefined);
  return result;
}
