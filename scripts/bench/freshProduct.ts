/**
 * What the browser benches measure against when no BENCH_ORIGIN is given: the front end built, the
 * product started as `npm start` does on a fresh demo data folder (the first start seeds it), and both
 * stopped and removed again, whatever the measure did. `databaseUrl` as `startProduct` takes it (null:
 * PGlite in the data folder whatever DATABASE_URL says).
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { type StartOptions, startProduct, stopProduct } from './product';

const root = fileURLToPath(new URL('../..', import.meta.url));

export async function measureFreshProduct(
  dataPrefix: string,
  measure: (origin: string) => Promise<void>,
  { databaseUrl }: Pick<StartOptions, 'databaseUrl'> = {},
): Promise<void> {
  console.error('Building the front end…');
  await build({ root, logLevel: 'warn' });
  const dataDir = await mkdtemp(join(tmpdir(), dataPrefix));
  let child: ChildProcess | undefined;
  try {
    console.error('Starting the product on a fresh demo data folder (the first start seeds it)…');
    const product = await startProduct({
      script: 'scripts/start.ts',
      dataDir,
      ...(databaseUrl === undefined ? {} : { databaseUrl }),
    });
    child = product.child;
    await measure(product.url);
  } finally {
    if (child) await stopProduct(child);
    await rm(dataDir, { recursive: true, force: true });
  }
}
