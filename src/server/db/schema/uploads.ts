/**
 * Uploaded files (images, and the coupons' PDFs), kept in the database so that every server process
 * serves every file: one row per upload (whose store, what kind, its type, size and the SHA-256 of its
 * bytes) and its bytes in chunks of at most UPLOAD_CHUNK_BYTES, read one at a time when the file is
 * served, so a download never holds the whole file in memory. A store's rows count against its quota
 * until the cleanup removes an upload no record uses; removing the row removes its chunks.
 */
import { customType, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { stores, users } from './stores';

/** PostgreSQL's bytea, read as bytes (node-postgres gives a Buffer, PGlite a Uint8Array). */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

export const uploads = pgTable(
  'uploads',
  {
    id: id(),
    storeId: integer().references(() => stores.id, { onDelete: 'cascade' }),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    modelType: text().notNull(),
    /** Where it is served, under /uploads/: `<kind>/<name>.<extension>`. */
    path: text().notNull(),
    contentType: text().notNull(),
    size: integer().notNull(),
    /**
     * The SHA-256 of the bytes (hex), also the answers' ETag. Null while the bytes are still a file of
     * an older version's DATA_DIR/uploads, not yet moved in (uploads/legacyUploads.ts).
     */
    hash: text(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('uploads_path_key').on(t.path),
    // The store's quota sums its files; the cleanup looks for old ones.
    index('uploads_store_idx').on(t.storeId),
    index('uploads_created_at_idx').on(t.createdAt),
  ],
);

export const uploadChunks = pgTable(
  'upload_chunks',
  {
    uploadId: integer()
      .notNull()
      .references(() => uploads.id, { onDelete: 'cascade' }),
    /** 0, 1, 2…: the chunk's place in the file. */
    seq: integer().notNull(),
    bytes: bytea().notNull(),
  },
  (t) => [primaryKey({ columns: [t.uploadId, t.seq] })],
);
