/** Where uploaded files live on disk (DATA_DIR/uploads) and the address they are served at (/uploads/…). */
import { join } from 'node:path';

export const UPLOADS_URL_PREFIX = '/uploads/';

export function uploadsDirectory(dataDir: string): string {
  return join(dataDir, 'uploads');
}
