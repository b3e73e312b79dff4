/**
 * The demo's image files (the banners' SVGs), written into the uploads folder when missing: the seeded
 * rows point at them, and a data folder whose files were removed gets them back at the next start.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { uploadsDirectory } from '../uploads/uploadPaths';
import { demoBannerFiles } from './couponsAndBannersSeed';

function isAlreadyThere(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === 'EEXIST';
}

export async function writeDemoUploads(dataDir: string): Promise<void> {
  const root = uploadsDirectory(dataDir);
  for (const file of demoBannerFiles()) {
    const target = join(root, file.path);
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, file.svg, { flag: 'wx' }).catch((error: unknown) => {
      if (!isAlreadyThere(error)) throw error;
    });
  }
}
