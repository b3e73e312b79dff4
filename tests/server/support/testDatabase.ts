/**
 * The database of a server test file. Each run migrates and seeds ONE database (see the global setups):
 * with PGlite a snapshot every file loads (0.7 s instead of migrating from scratch), with a real
 * PostgreSQL a template database every file copies. Each file then works on its own copy, so files run
 * in parallel without seeing each other's writes.
 */
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { inject } from 'vitest';
import {
  type Database,
  type DatabaseConnection,
  openPglite,
  openPostgres,
} from '../../../src/server/db/database';
import { migrate } from '../../../src/server/db/migrate';
import { refreshPlannerStatistics, seedIfEmpty } from '../../../src/server/seed';
import type { SeedOptions } from '../../../src/server/seed/seedContext';
import { sqlRows } from './demoData';

export type ServerTestDatabase =
  | { driver: 'pglite'; snapshotFile: string }
  | { driver: 'postgres'; url: string; template: string };

declare module 'vitest' {
  interface ProvidedContext {
    serverTestDatabase: ServerTestDatabase;
  }
}

/**
 * The seed's "now" in every server test run: a fixed instant, so that no test depends on the day or the
 * hour it runs. The test servers' clocks start here (see testServer.ts).
 */
export const TEST_SEED_NOW = new Date('2026-11-18T10:30:00Z');

/** Small but complete demo data: every kind of row exists, and a file loads it in well under a second. */
export function testSeedOptions(now: Date = TEST_SEED_NOW): SeedOptions {
  return { customersPerStore: { cafe: 40, panaderia: 25 }, historyDays: 90, now, password: 'demo1234' };
}

/** Migrates and seeds a fresh database (the global setups' one-time work). */
export async function prepareDatabase(connection: DatabaseConnection): Promise<void> {
  await migrate(connection.db);
  await seedIfEmpty(connection.db, testSeedOptions());
  await refreshPlannerStatistics(connection.db);
}

/** The same server, another database name. */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

export async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

export interface TestDatabase extends DatabaseConnection {
  /** A name for logs: which copy this file works on. */
  label: string;
}

export async function openTestDatabase(): Promise<TestDatabase> {
  const source = inject('serverTestDatabase');
  if (source.driver === 'pglite') {
    const snapshot = new Blob([await readFile(source.snapshotFile)]);
    const connection = await openPglite({ loadDataDir: snapshot });
    return { ...connection, label: 'pglite' };
  }
  const name = `loyalty_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(source.url, `CREATE DATABASE "${name}" TEMPLATE "${source.template}"`);
  const connection = openPostgres(withDatabase(source.url, name), 20);
  return {
    ...connection,
    label: name,
    async close() {
      await connection.close();
      await adminQuery(source.url, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}

/** A database with nothing in it, of the run's driver (migration tests). */
export async function openEmptyDatabase(
  connections = 1,
): Promise<{ connections: DatabaseConnection[]; close(): Promise<void> }> {
  const source = inject('serverTestDatabase');
  if (source.driver === 'pglite') {
    const connection = await openPglite();
    return { connections: Array(connections).fill(connection), close: () => connection.close() };
  }
  const name = `loyalty_empty_${randomBytes(6).toString('hex')}`;
  await adminQuery(source.url, `CREATE DATABASE "${name}"`);
  // Separate pools stand for separate server processes.
  const opened = Array.from({ length: connections }, () => openPostgres(withDatabase(source.url, name), 2));
  return {
    connections: opened,
    async close() {
      await Promise.all(opened.map((connection) => connection.close()));
      await adminQuery(source.url, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}

/**
 * A second connection to a test file's database, standing for another server process: its own pool on
 * PostgreSQL; on PGlite, which has one connection, the same one (the two then take turns).
 */
export async function openSecondConnection(db: Database): Promise<{ db: Database; close(): Promise<void> }> {
  const source = inject('serverTestDatabase');
  if (source.driver === 'pglite') return { db, close: async () => undefined };
  const [row] = (await sqlRows(db, sql`SELECT current_database() AS name`)) as { name: string }[];
  return openPostgres(withDatabase(source.url, row?.name ?? ''), 4);
}
