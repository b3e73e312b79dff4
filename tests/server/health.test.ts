/**
 * The probes of orchestrators and load balancers: /healthz (the process lives) and /readyz (the database
 * answers and every migration is applied), plain text outside the API's envelope, with the security
 * headers, never rate-limited and never logged at info level.
 */
import { Writable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import { pgTable, text } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import type { Database } from '../../src/server/db/database';
import { readMigrations } from '../../src/server/db/migrate';
import { openEmptyDatabase } from './support/testDatabase';
import { createTestServer, type TestServer } from './support/testServer';

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const schemaMigrations = pgTable('schema_migrations', {
  tag: text().primaryKey(),
  hash: text().notNull(),
});

/** The server's app on another database, logging at `level` into `lines`. */
function appOn(db: Database, lines: string[] = [], level = 'warn'): Promise<FastifyInstance> {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return buildApp({
    db,
    config: server.config,
    mailer: { send: async () => undefined },
    logger: { level, stream },
  });
}

describe('/healthz', () => {
  it('answers 200 "ok" in plain text, uncached, with the security headers, to GET and HEAD', async () => {
    const answer = await server.app.inject({ method: 'GET', url: '/healthz' });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toBe('ok\n');
    expect(answer.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect((await server.app.inject({ method: 'HEAD', url: '/healthz' })).statusCode).toBe(200);
  });

  it('is never rate-limited: 200 probes in a row from one address all answer 200', async () => {
    for (let probe = 0; probe < 200; probe++) {
      const answer = await server.app.inject({ method: 'GET', url: '/healthz', remoteAddress: '10.0.0.9' });
      expect(answer.statusCode).toBe(200);
    }
  });
});

describe('/readyz', () => {
  it('answers 200 "ready" when the database answers with every migration applied', async () => {
    const answer = await server.app.inject({ method: 'GET', url: '/readyz' });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toBe('ready\n');
    expect(answer.headers['content-type']).toBe('text/plain; charset=utf-8');
  });

  it('answers 503 naming the migrations missing, on a database a version behind and on one never migrated', async () => {
    const tags = (await readMigrations()).map((migration) => migration.tag);
    const last = tags.at(-1) ?? '';
    const [row] = await server.db.select().from(schemaMigrations).where(eq(schemaMigrations.tag, last));
    await server.db.delete(schemaMigrations).where(eq(schemaMigrations.tag, last));
    const behind = await server.app.inject({ method: 'GET', url: '/readyz' });
    expect(behind.statusCode).toBe(503);
    expect(behind.body).toBe(`Faltan migraciones: ${last}.\n`);
    // Never migrated: no table of migrations at all.
    await server.db.execute(sql`ALTER TABLE schema_migrations RENAME TO schema_migrations_aside`);
    const never = await server.app.inject({ method: 'GET', url: '/readyz' });
    expect(never.statusCode).toBe(503);
    expect(never.body).toBe(`Faltan migraciones: ${tags.join(', ')}.\n`);
    await server.db.execute(sql`ALTER TABLE schema_migrations_aside RENAME TO schema_migrations`);
    if (row) await server.db.insert(schemaMigrations).values(row);
    expect((await server.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });

  it('answers 503 when the database does not answer', async () => {
    const empty = await openEmptyDatabase();
    const [connection] = empty.connections;
    if (!connection) throw new Error('No connection');
    const app = await appOn(connection.db);
    await empty.close();
    const answer = await app.inject({ method: 'GET', url: '/readyz' });
    expect(answer.statusCode).toBe(503);
    expect(answer.body).toBe('La base de datos no responde.\n');
    await app.close();
  });
});

describe('the probes in the log', () => {
  it('leave no line at info level, where an API call leaves its own', async () => {
    const lines: string[] = [];
    const app = await appOn(server.db, lines, 'info');
    await app.inject({ method: 'GET', url: '/healthz' });
    await app.inject({ method: 'GET', url: '/readyz' });
    expect(lines).toEqual([]);
    await app.inject({ method: 'POST', url: '/general/get-countries', payload: {} });
    expect(lines.join('')).toContain('/general/get-countries');
    await app.close();
  });
});
