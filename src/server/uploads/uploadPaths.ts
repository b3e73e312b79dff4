/**
 * The address uploads are served at (/uploads/…), and the folder an older version kept them in
 * (DATA_DIR/uploads), which the start moves into the database (legacyUploads.ts).
 */
import { join } from 'node:path';

export const UPLOADS_URL_PREFIX = '/uploads/';

export function legacyUploadsDirectory(dataDir: string): string {
  return join(dataDir, 'uploads');
}
