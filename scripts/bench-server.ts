/**
 * `npm run bench:server`: the reference server under load on loopback. Seeds a fresh data folder with
 * one store of 100,000 customers (a week of history), starts the server as its own process (as
 * `npm start` would), then drives it with autocannon and prints p50/p95 latency and requests per
 * second for sign-in, a page of 50 customers and add-points. With DATABASE_URL set, the same runs on
 * that PostgreSQL database (which must be empty). `--processes N` (PostgreSQL only) starts N server
 * processes, each with its own data folder, behind Debian's nginx with the repository's proxy
 * configuration (scripts/proxy/nginx.ts), and drives them through it.
 *   BENCH_CUSTOMERS (100000), BENCH_SECONDS (10), BENCH_CONNECTIONS (10) adjust the run.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { max, min } from 'drizzle-orm';
import { openDatabase } from '../src/server/db/database';
import { migrate } from '../src/server/db/migrate';
import { customers } from '../src/server/db/schema';
import { DEMO_PASSWORD, refreshPlannerStatistics, seedIfEmpty } from '../src/server/seed';
import { startProduct, stopProduct } from './bench/product';
import { freePort, type Nginx, startNginx } from './proxy/nginx';

const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const OWNER = 'owner@demo.test';

/** `--processes N`: how many server processes behind nginx, or null for one process reached directly. */
function processesWanted(args: readonly string[]): number | null {
  const at = args.indexOf('--processes');
  if (at < 0) return null;
  const count = Number(args[at + 1]);
  if (!Number.isInteger(count) || count < 1)
    throw new Error('--processes takes a number of processes (1 or more)');
  if (!process.env.DATABASE_URL) {
    throw new Error('--processes needs DATABASE_URL: the embedded database belongs to one process');
  }
  return count;
}

/** N server processes on the seeded database, each with its own data folder, and nginx before them. */
async function startBehindNginx(dataDir: string, count: number, children: ChildProcess[]): Promise<Nginx> {
  const servers = await Promise.all(
    Array.from({ length: count }, async (_, index) =>
      startProduct({
        script: 'src/server/main.ts',
        dataDir: join(dataDir, `process-${index + 1}`),
        port: await freePort(),
        env: { TRUST_PROXY: '1' },
        onSpawn: (child) => children.push(child),
      }),
    ),
  );
  return startNginx({ upstreams: servers.map((server) => new URL(server.url).host) });
}

interface Seeded {
  ms: number;
  /** The seeded customers' ids run from firstId to lastId (one batch insert after another). */
  firstId: number;
  lastId: number;
}

async function seed(dataDir: string): Promise<Seeded> {
  const connection = await openDatabase({ url: process.env.DATABASE_URL, dataFolder: dataDir });
  try {
    await migrate(connection.db);
    const started = performance.now();
    const seeded = await seedIfEmpty(connection.db, {
      customersPerStore: { cafe: CUSTOMERS, panaderia: 0 },
      historyDays: 7,
      now: new Date(),
      password: DEMO_PASSWORD,
    });
    if (!seeded) throw new Error('The database is not empty; the benchmark needs an empty one');
    await refreshPlannerStatistics(connection.db);
    const ms = performance.now() - started;
    const [range] = await connection.db
      .select({ first: min(customers.id), last: max(customers.id) })
      .from(customers);
    return { ms, firstId: range?.first ?? 1, lastId: range?.last ?? 1 };
  } finally {
    await connection.close();
  }
}

async function post(url: string, body: unknown, token?: string): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
    body: JSON.stringify(body),
  });
  return response.json();
}

interface Measure {
  name: string;
  p50: number;
  p95: number;
  requestsPerSecond: number;
  requests: number;
  errors: number;
}

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0;
}

/** Runs autocannon; `body` makes each request's JSON body (random customers, pages). */
async function measure(
  name: string,
  url: string,
  token: string | undefined,
  body: () => unknown,
): Promise<Measure> {
  const latencies: number[] = [];
  const refusals = new Map<number, number>();
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        method: 'POST',
        connections: CONNECTIONS,
        duration: SECONDS,
        headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
        requests: [{ setupRequest: (request) => ({ ...request, body: JSON.stringify(body()) }) }],
      },
      (error: unknown, finished) => (error ? reject(error) : resolve(finished)),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      latencies.push(responseTime);
      if (statusCode !== 200) refusals.set(statusCode, (refusals.get(statusCode) ?? 0) + 1);
    });
  });
  const errors = [...refusals.values()].reduce((sum, n) => sum + n, 0);
  if (errors > 0)
    console.warn(`${name}: answers other than 200: ${JSON.stringify(Object.fromEntries(refusals))}`);
  latencies.sort((a, b) => a - b);
  return {
    name,
    p50: Math.round(percentile(latencies, 0.5) * 10) / 10,
    p95: Math.round(percentile(latencies, 0.95) * 10) / 10,
    requestsPerSecond: result.requests.average,
    requests: result.requests.total,
    errors: errors + result.errors + result.timeouts,
  };
}

const randomInt = (min: number, max: number) => min + Math.floor(Math.random() * (max - min + 1));

async function main(): Promise<void> {
  const processes = processesWanted(process.argv.slice(2));
  const dataDir = await mkdtemp(join(tmpdir(), 'loyalty-bench-'));
  const children: ChildProcess[] = [];
  let proxy: Nginx | undefined;
  try {
    console.log(`Sembrando ${CUSTOMERS.toLocaleString('es')} clientes en un negocio…`);
    const seeded = await seed(dataDir);
    console.log(`Semilla: ${(seeded.ms / 1000).toFixed(1)} s`);
    let base: string;
    if (processes === null) {
      const server = await startProduct({
        script: 'src/server/main.ts',
        dataDir,
        onSpawn: (child) => children.push(child),
      });
      base = server.url;
    } else {
      proxy = await startBehindNginx(dataDir, processes, children);
      base = proxy.url;
    }
    const login = (await post(`${base}/login/client`, { email: OWNER, password: DEMO_PASSWORD })) as {
      session?: { token: string };
    };
    const token = login.session?.token;
    if (!token) throw new Error(`Sign-in failed: ${JSON.stringify(login)}`);
    const page = (await post(`${base}/client/customer/all`, { pageSize: 1 }, token)) as {
      total: number;
    };
    const pages = Math.ceil(page.total / 50);
    const results = [
      await measure('login/client', `${base}/login/client`, undefined, () => ({
        email: OWNER,
        password: DEMO_PASSWORD,
      })),
      await measure('customer/all (página 1 de 50)', `${base}/client/customer/all`, token, () => ({
        page: 1,
        pageSize: 50,
      })),
      await measure('customer/all (página al azar de 50)', `${base}/client/customer/all`, token, () => ({
        page: randomInt(1, pages),
        pageSize: 50,
      })),
      await measure(
        'customer/add-points (cliente al azar)',
        `${base}/client/customer/add-points`,
        token,
        () => ({
          customerId: randomInt(seeded.firstId, seeded.lastId),
          points: randomInt(1, 50),
        }),
      ),
    ];
    const where =
      processes === null ? '' : `, ${processes} ${processes === 1 ? 'proceso' : 'procesos'} tras nginx`;
    console.log(
      `\n${page.total.toLocaleString('es')} clientes, ${CONNECTIONS} conexiones, ${SECONDS} s por operación, ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}${where}:\n`,
    );
    console.log('| Operación | p50 (ms) | p95 (ms) | peticiones/s | errores |');
    console.log('| --- | ---: | ---: | ---: | ---: |');
    for (const row of results) {
      console.log(
        `| ${row.name} | ${row.p50} | ${row.p95} | ${row.requestsPerSecond.toFixed(0)} | ${row.errors} |`,
      );
    }
  } finally {
    await proxy?.stop();
    await Promise.all(children.map((child) => stopProduct(child)));
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
