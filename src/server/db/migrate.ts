/**
 * Applies the versioned SQL migrations that drizzle-kit wrote to ./migrations, in journal order.
 * Every pending migration runs in one transaction that first takes a PostgreSQL advisory lock, so two
 * server processes starting together against one database apply them once: the second waits, then
 * finds nothing left to do. A migration that was edited after being applied stops the start, since the
 * database no longer matches the files.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { Database } from './database';

const MIGRATIONS_DIR = new URL('./migrations/', import.meta.url);
/** An arbitrary constant naming "the migration lock" among this database's advisory locks. */
const MIGRATION_LOCK_KEY = 7_420_113;
const STATEMENT_BREAKPOINT = '--> statement-breakpoint';

interface Journal {
  entries: { idx: number; tag: string }[];
}

export interface Migration {
  tag: string;
  hash: string;
  statements: string[];
}

export async function readMigrations(): Promise<Migration[]> {
  const journal = JSON.parse(
    await readFile(new URL('meta/_journal.json', MIGRATIONS_DIR), 'utf8'),
  ) as Journal;
  const ordered = [...journal.entries].sort((a, b) => a.idx - b.idx);
  return Promise.all(
    ordered.map(async ({ tag }) => {
      const text = await readFile(new URL(`${tag}.sql`, MIGRATIONS_DIR), 'utf8');
      const statements = text
        .split(STATEMENT_BREAKPOINT)
        .map((statement) => statement.trim())
        .filter((statement) => statement.length > 0);
      return { tag, hash: createHash('sha256').update(text).digest('hex'), statements };
    }),
  );
}

/** Applied migrations; created by the migrator itself, so it is not part of the Drizzle schema. */
const schemaMigrations = pgTable('schema_migrations', {
  tag: text().primaryKey(),
  hash: text().notNull(),
  appliedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** The tags of the migrations applied to the database (fails when none ever was: no table yet). */
export async function appliedMigrationTags(db: Database): Promise<string[]> {
  const rows = await db.select({ tag: schemaMigrations.tag }).from(schemaMigrations);
  return rows.map((row) => row.tag);
}

/**
 * Applies what is pending and answers the tags applied now (empty when the database was up to date).
 * `migrations` are all of this version's by default (tests pass the first ones to make an older database).
 */
export async function migrate(db: Database, only?: readonly Migration[]): Promise<string[]> {
  const migrations = only ?? (await readMigrations());
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`);
    await tx.execute(sql`CREATE TABLE IF NOT EXISTS schema_migrations (
      tag text PRIMARY KEY,
      hash text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const rows = await tx
      .select({ tag: schemaMigrations.tag, hash: schemaMigrations.hash })
      .from(schemaMigrations);
    const applied = new Map(rows.map((row) => [row.tag, row.hash]));
    const appliedNow: string[] = [];
    for (const migration of migrations) {
      const knownHash = applied.get(migration.tag);
      if (knownHash !== undefined) {
        if (knownHash !== migration.hash) {
          throw new Error(
            `Migration ${migration.tag} changed after it was applied; add a new migration instead.`,
          );
        }
        continue;
      }
      for (const statement of migration.statements) await tx.execute(sql.raw(statement));
      await tx.execute(
        sql`INSERT INTO schema_migrations (tag, hash) VALUES (${migration.tag}, ${migration.hash})`,
      );
      appliedNow.push(migration.tag);
    }
    return appliedNow;
  });
}
