/**
 * The demo's image files (the banners' SVGs) as uploads of the stores whose banners show them, added at
 * start when missing: the seeded banners point at them, and a database seeded by an older version (which
 * kept them as files) gets them too. Recorded like any upload, so every server process serves them and
 * the cleanup keeps them while a banner uses them. Several processes starting together add each once
 * (the path is unique: the others' INSERT waits, then does nothing).
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { banners, uploads } from '../db/schema';
import { contentHash, writeUploadContent } from '../uploads/uploadContent';
import { UPLOADS_URL_PREFIX } from '../uploads/uploadPaths';
import { demoBannerFiles } from './couponsAndBannersSeed';

const SVG = 'image/svg+xml';

/** Adds the demo files some banner uses and no upload holds yet; answers how many. */
export async function ensureDemoUploads(db: Database, now: Date): Promise<number> {
  let added = 0;
  for (const file of demoBannerFiles()) {
    const [banner] = await db
      .select({ storeId: banners.storeId })
      .from(banners)
      .where(eq(banners.image, `${UPLOADS_URL_PREFIX}${file.path}`))
      .limit(1);
    if (!banner) continue;
    const bytes = Buffer.from(file.svg);
    added += await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(uploads)
        .values({
          storeId: banner.storeId,
          userId: null,
          modelType: file.path.split('/')[0] ?? 'banner',
          path: file.path,
          contentType: SVG,
          size: bytes.length,
          hash: contentHash(bytes),
          createdAt: now,
        })
        .onConflictDoNothing({ target: uploads.path })
        .returning({ id: uploads.id });
      if (!row) return 0;
      await writeUploadContent(tx, row.id, bytes);
      return 1;
    });
  }
  return added;
}
