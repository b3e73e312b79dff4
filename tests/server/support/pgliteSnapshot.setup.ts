/** Vitest global setup of the `server` project: one migrated, seeded PGlite snapshot per run. */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPglite } from '../../../src/server/db/database';
import { prepareDatabase } from './testDatabase';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const directory = await mkdtemp(join(tmpdir(), 'loyalty-server-tests-'));
  const connection = await openPglite();
  await prepareDatabase(connection);
  const snapshotFile = join(directory, 'snapshot.tar.gz');
  await writeFile(
    snapshotFile,
    Buffer.from(await (await connection.client.dumpDataDir('gzip')).arrayBuffer()),
  );
  await connection.close();
  project.provide('serverTestDatabase', { driver: 'pglite', snapshotFile });
  return () => rm(directory, { recursive: true, force: true });
}
