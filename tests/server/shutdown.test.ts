/**
 * Stopping a server process (SIGTERM): it stops accepting connections at once, answers the request in
 * flight (on a keep-alive connection too, which then closes instead of holding the stop for its
 * keep-alive timeout), lets the scheduler finish the job it is running without starting another, closes
 * the database after all that and exits 0; a request stuck past the timeout makes it exit 1 anyway.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { createScheduler, type SchedulerJob } from '../../src/server/scheduler/scheduler';
import { DEFAULT_LIMITS, type ServerConfig } from '../../src/server/services';
import { createShutdown } from '../../src/server/shutdown';
import { openTestDatabase, type TestDatabase } from './support/testDatabase';

/** A promise and the function that settles it. */
function signal<T = void>(): { promise: Promise<T>; fire(value: T): void } {
  let fire: (value: T) => void = () => undefined;
  const promise = new Promise<T>((resolve) => {
    fire = resolve;
  });
  return { promise, fire };
}

function get(port: number, path: string, agent: http.Agent): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, agent }, (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => {
          body += chunk.toString();
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}

interface Running {
  app: FastifyInstance;
  database: TestDatabase;
  port: number;
  events: string[];
  /** Resolves when the route /test/slow has started; `finish` lets it answer. */
  slowStarted: Promise<void>;
  finish(): void;
}

const opened: Running[] = [];
afterEach(async () => {
  for (const running of opened.splice(0)) running.finish();
});

/** A server on a free port with one slow route, which answers when told to, after a query. */
async function startServer(): Promise<Running> {
  const database = await openTestDatabase();
  const events: string[] = [];
  const close = database.close.bind(database);
  database.close = async () => {
    events.push('database closed');
    await close();
  };
  const config: ServerConfig = {
    ...DEFAULT_LIMITS,
    dataDir: tmpdir(),
    publicUrl: 'http://backoffice.test',
    mapTileUrl: null,
    mapTileAttribution: '',
    trustProxy: false,
  };
  const app = await buildApp({ db: database.db, config, mailer: { send: async () => undefined } });
  const started = signal();
  const release = signal();
  app.get('/test/slow', async () => {
    started.fire();
    await release.promise;
    await database.db.execute(sql`SELECT 1`);
    events.push('answered');
    return { done: true };
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const running: Running = {
    app,
    database,
    port: (app.server.address() as AddressInfo).port,
    events,
    slowStarted: started.promise,
    finish: () => release.fire(),
  };
  opened.push(running);
  return running;
}

describe('stopping a server process', () => {
  it('answers the request in flight, refuses new connections, then closes the database and exits 0', async () => {
    const running = await startServer();
    const scheduler = createScheduler({ jobs: [], now: () => new Date(), log: { error: () => undefined } });
    const exited = signal<number>();
    const stop = createShutdown({
      app: running.app,
      scheduler,
      connection: running.database,
      timeoutMs: 20_000,
      log: () => undefined,
      exit: (code) => exited.fire(code),
    });
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    // The connection is kept alive after a first answer, as a browser's or a proxy's would be.
    expect((await get(running.port, '/healthz', agent)).status).toBe(200);
    const inFlight = get(running.port, '/test/slow', agent);
    await running.slowStarted;

    const stopped = stop('SIGTERM');
    await expect.poll(() => running.app.server.listening).toBe(false);
    await expect(get(running.port, '/healthz', new http.Agent())).rejects.toThrow(/ECONNREFUSED/);

    const before = performance.now();
    running.finish();
    expect(await inFlight).toEqual({ status: 200, body: '{"done":true}' });
    expect(await exited.promise).toBe(0);
    await stopped;
    // Not the keep-alive timeout (72 s): the connection closed once its request was answered.
    expect(performance.now() - before).toBeLessThan(5_000);
    expect(running.events).toEqual(['answered', 'database closed']);
  });

  it('exits 1 when what is in flight outlasts the timeout', async () => {
    const running = await startServer();
    const scheduler = createScheduler({ jobs: [], now: () => new Date(), log: { error: () => undefined } });
    const exited = signal<number>();
    const messages: string[] = [];
    const stop = createShutdown({
      app: running.app,
      scheduler,
      connection: running.database,
      timeoutMs: 300,
      log: (message) => messages.push(message),
      exit: (code) => exited.fire(code),
    });
    const stuck = get(running.port, '/test/slow', new http.Agent()).catch(() => undefined);
    await running.slowStarted;
    void stop('SIGTERM');
    expect(await exited.promise).toBe(1);
    expect(messages).toContain('El servidor no terminó en 300 ms: se cierra sin esperar más.');
    running.finish();
    await stuck;
  });
});

describe("the scheduler's stop", () => {
  it('waits for the job in progress and starts no other', async () => {
    const events: string[] = [];
    const inFirst = signal();
    const finishFirst = signal();
    const jobs: SchedulerJob[] = [
      {
        name: 'first',
        everyMs: 0,
        async run() {
          events.push('first started');
          inFirst.fire();
          await finishFirst.promise;
          events.push('first finished');
          return 1;
        },
      },
      {
        name: 'second',
        everyMs: 0,
        async run() {
          events.push('second started');
          return 1;
        },
      },
    ];
    const scheduler = createScheduler({ jobs, now: () => new Date(), log: { error: () => undefined } });
    scheduler.start();
    await inFirst.promise;
    const stopped = scheduler.stop();
    finishFirst.fire();
    await stopped;
    expect(events).toEqual(['first started', 'first finished']);
  });
});
