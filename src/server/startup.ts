/**
 * What a server process does with its database before it listens, safe for any number of processes
 * starting together on one database, empty or left by an older version: the migrations (under their
 * advisory lock: one process applies them, the others wait and find nothing to do), the demo data on an
 * empty database (under its own lock: seeded once), the demo's image files, and the upload files an
 * older version kept in DATA_DIR/uploads (moved in, each once).
 */
import type { DatabaseConnection } from './db/database';
import { migrate } from './db/migrate';
import { demoSeedOptions, refreshPlannerStatistics, seedIfEmpty } from './seed';
import { ensureDemoUploads } from './seed/demoUploads';
import { type LegacyUploadsMoved, moveLegacyUploads } from './uploads/legacyUploads';

export interface StartReport {
  /** Migrations this process applied (empty when another did, or none was pending). */
  applied: string[];
  /** The seed modules' timings and the whole seed's, when this process seeded the demo. */
  seeded: { ms: number; modules: { module: string; ms: number }[] } | null;
  legacyUploads: LegacyUploadsMoved;
}

export async function prepareDatabase(connection: DatabaseConnection, dataDir: string): Promise<StartReport> {
  const { db } = connection;
  const applied = await migrate(db);
  const started = performance.now();
  const modules = await seedIfEmpty(db, demoSeedOptions());
  // After the bulk load, and on every PGlite start (PGlite runs no autovacuum).
  if (modules || connection.driver === 'pglite') await refreshPlannerStatistics(db);
  const seeded = modules ? { ms: Math.round(performance.now() - started), modules } : null;
  await ensureDemoUploads(db, new Date());
  const legacyUploads = await moveLegacyUploads(db, dataDir);
  return { applied, seeded, legacyUploads };
}
