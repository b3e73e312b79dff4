/**
 * Opens the database: an embedded PostgreSQL (PGlite) persisted in a folder by default, or a real
 * PostgreSQL server through node-postgres when a URL is given. Both are used through the same Drizzle
 * API, so every query in the server runs unchanged on either.
 */
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';

/** The query API shared by both drivers; a transaction is one too. */
export type Database = PgDatabase<PgQueryResultHKT>;

export type DriverName = 'pglite' | 'postgres';

export interface DatabaseConnection {
  db: Database;
  driver: DriverName;
  close(): Promise<void>;
}

/** Options of the embedded database: a folder to persist in, or a saved snapshot to start from (tests). */
export interface PgliteOptions {
  dataDir?: string;
  loadDataDir?: Blob | File;
}

/** The PGlite extensions the migrations need (pg_trgm for the customers' search). */
export const PGLITE_EXTENSIONS = { pg_trgm };

/** How Drizzle names columns: the schema's camelCase keys as snake_case (insertRows.ts names them the same way). */
export const DRIZZLE_OPTIONS = { casing: 'snake_case' } as const;

export async function openPglite(
  options: PgliteOptions = {},
): Promise<DatabaseConnection & { client: PGlite }> {
  const client = await PGlite.create({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    extensions: PGLITE_EXTENSIONS,
  });
  return {
    client,
    db: drizzlePglite({ client, ...DRIZZLE_OPTIONS }),
    driver: 'pglite',
    close: () => client.close(),
  };
}

export function openPostgres(url: string, maxConnections = 10): DatabaseConnection & { pool: pg.Pool } {
  const pool = new pg.Pool({ connectionString: url, max: maxConnections });
  // An idle client's network error must not crash the process; the next query reconnects.
  pool.on('error', (error) => console.error('PostgreSQL pool error:', error.message));
  return {
    pool,
    db: drizzleNodePostgres({ client: pool, ...DRIZZLE_OPTIONS }),
    driver: 'postgres',
    close: () => pool.end(),
  };
}

/**
 * The database a process is configured with: PostgreSQL when a URL is given (DATABASE_URL), otherwise
 * PGlite persisted in the data folder's `pgdata` (the product, its benches and its tests agree on it).
 */
export async function openDatabase(options: {
  url?: string;
  dataFolder: string;
}): Promise<DatabaseConnection> {
  return options.url
    ? openPostgres(options.url)
    : openPglite({ dataDir: join(options.dataFolder, 'pgdata') });
}
