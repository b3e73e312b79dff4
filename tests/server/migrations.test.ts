/**
 * The versioned migrations: applied once even by two processes starting together, a no-op when up to
 * date, refused when an applied file was edited, and in step with the Drizzle schema.
 */
import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { migrate, readMigrations } from '../../src/server/db/migrate';
import { sqlRows } from './support/demoData';
import { openEmptyDatabase, openTestDatabase } from './support/testDatabase';

const root = fileURLToPath(new URL('../../', import.meta.url));

describe('migrations', () => {
  it('are applied once when two processes start together', async () => {
    const empty = await openEmptyDatabase(2);
    try {
      const [first, second] = empty.connections;
      if (!first || !second) throw new Error('Two connections expected');
      const applied = await Promise.all([migrate(first.db), migrate(second.db)]);
      const tags = (await readMigrations()).map((migration) => migration.tag);
      expect([...applied[0], ...applied[1]].sort()).toEqual([...tags].sort());
      expect(await sqlRows(first.db, sql`SELECT tag FROM schema_migrations ORDER BY tag`)).toEqual(
        tags.map((tag) => ({ tag })),
      );
    } finally {
      await empty.close();
    }
  });

  it('do nothing on an up-to-date database, and refuse to start when an applied file changed', async () => {
    const database = await openTestDatabase();
    try {
      expect(await migrate(database.db)).toEqual([]);
      await database.db.execute(sql`UPDATE schema_migrations SET hash = 'edited' WHERE tag = '0001_schema'`);
      await expect(migrate(database.db)).rejects.toThrow(/0001_schema changed after it was applied/);
    } finally {
      await database.close();
    }
  });

  it('match the Drizzle schema: generating from it finds nothing new', async () => {
    // drizzle-kit takes its output folder relative to the working directory, so the copy lives in .tmp/.
    await mkdir(join(root, '.tmp'), { recursive: true });
    const out = await mkdtemp(join(root, '.tmp', 'migrations-'));
    try {
      await cp(join(root, 'src/server/db/migrations'), out, { recursive: true });
      const before = await readdir(out);
      const { stdout } = await promisify(execFile)(
        join(root, 'node_modules/.bin/drizzle-kit'),
        [
          'generate',
          '--dialect=postgresql',
          '--schema=src/server/db/schema/index.ts',
          `--out=${relative(root, out)}`,
          '--casing=snake_case',
        ],
        { cwd: root },
      );
      expect(stdout).toMatch(/No schema changes/);
      expect(await readdir(out)).toEqual(before);
    } finally {
      await rm(out, { recursive: true, force: true });
    }
  });
});
