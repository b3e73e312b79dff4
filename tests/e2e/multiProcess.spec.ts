/**
 * Several server processes on one PostgreSQL behind Debian's nginx, as the README's "Running on several
 * machines" describes (each process with its own data folder, as on its own machine; nginx with the
 * repository's deploy/nginx/backoffice-proxy.conf):
 *   - three processes started together on an empty database, and three on a database an older version
 *     left (with upload files in its data folder): migrations, the demo seed and the move of the files
 *     happen once, and every process serves;
 *   - through nginx in Chromium: sign in, upload a reward image, see it served by the other process
 *     while the first restarts, give points, sign out;
 *   - a scheduled notification due while both run goes out once;
 *   - SIGTERM to a process during a stream of writes: it exits 0 in time and every acknowledged write is
 *     in the database;
 *   - a forged X-Forwarded-For from the browser changes nothing in the rate limits (TRUST_PROXY=1: the
 *     server trusts one hop, the address nginx appends).
 * It needs a PostgreSQL server (TEST_DATABASE_URL, which .ci/run sets; each run makes and drops its own
 * databases) and starts its own processes on free ports, besides the product the other specs use.
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { type BrowserContext, expect, test } from '@playwright/test';
import pg from 'pg';
import { type RunningProduct, startProduct, stopProduct } from '../../scripts/bench/product';
import { freePort, type Nginx, startNginx } from '../../scripts/proxy/nginx';
import { openPostgres } from '../../src/server/db/database';
import { migrate, readMigrations } from '../../src/server/db/migrate';
import { DEMO_PASSWORD, seedIfEmpty } from '../../src/server/seed';
import { demoBannerFiles } from '../../src/server/seed/couponsAndBannersSeed';
import { shot, signIn, signOut } from './support';

const SERVER_URL = process.env.TEST_DATABASE_URL;
const OWNER = 'owner@demo.test';
/** The migration that moved uploads into the database: an "older" database stops before it. */
const UPLOADS_MIGRATION = '0009_uploads_in_database';
/** A real 1 × 1 PNG, which the browser draws. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const SKIPPED_WITHOUT_POSTGRES =
  'Skipped: the several-processes test needs a PostgreSQL server; set TEST_DATABASE_URL (.ci/run starts one and sets it).';

test.describe.configure({ mode: 'serial' });
test.skip(!SERVER_URL, SKIPPED_WITHOUT_POSTGRES);
// The list reporter shows no skip reason: say it where a run's output is read.
if (!SERVER_URL) console.warn(SKIPPED_WITHOUT_POSTGRES);

interface ServerProcess {
  name: string;
  port: number;
  dataDir: string;
  databaseUrl: string;
  running: RunningProduct;
}

const databases: string[] = [];
const folders: string[] = [];
/** Every process started, as soon as it runs: stopped at the end whatever happened. */
const children: ChildProcess[] = [];
let nginx: Nginx | undefined;
/** The two processes behind nginx, on the demo database. */
let first: ServerProcess;
let second: ServerProcess;
let demoDatabase = '';

function databaseUrl(name: string): string {
  const url = new URL(SERVER_URL ?? '');
  url.pathname = `/${name}`;
  return url.toString();
}

async function sql<T = Record<string, unknown>>(
  url: string,
  text: string,
  values: unknown[] = [],
): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

async function createDatabase(prefix: string): Promise<string> {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  await sql(SERVER_URL ?? '', `CREATE DATABASE "${name}"`);
  databases.push(name);
  return databaseUrl(name);
}

async function folder(prefix: string): Promise<string> {
  const path = await mkdtemp(join(tmpdir(), prefix));
  folders.push(path);
  return path;
}

/** `npm run server` as on its own machine: its port, its data folder, TRUST_PROXY=1 behind nginx. */
async function startServer(
  name: string,
  url: string,
  dataDir?: string,
  port?: number,
): Promise<ServerProcess> {
  const chosenPort = port ?? (await freePort());
  const chosenDir = dataDir ?? (await folder(`loyalty-${name}-`));
  const running = await startProduct({
    script: 'src/server/main.ts',
    dataDir: chosenDir,
    databaseUrl: url,
    port: chosenPort,
    env: { TRUST_PROXY: '1' },
    onSpawn: (child) => children.push(child),
  });
  return { name, port: chosenPort, dataDir: chosenDir, databaseUrl: url, running };
}

const address = (server: ServerProcess) => `127.0.0.1:${server.port}`;
/** The process that answered through nginx: the last of the upstreams it tried ($upstream_addr). */
const answeredBy = (header: string | null | undefined) => header?.split(',').at(-1)?.trim() ?? '';
const printed = (servers: ServerProcess[], text: string) =>
  servers.filter((server) => server.running.output().includes(text)).map((server) => server.name);

async function ready(server: ServerProcess): Promise<string> {
  const answer = await fetch(`${server.running.url}/readyz`);
  return `${answer.status} ${await answer.text()}`;
}

async function ownerToken(): Promise<string> {
  const answer = await fetch(`${nginx?.url}/login/client`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: OWNER, password: DEMO_PASSWORD }),
  });
  const body = (await answer.json()) as { session: { token: string } };
  return body.session.token;
}

test.afterAll(async () => {
  await nginx?.stop();
  await Promise.all(children.map((child) => stopProduct(child)));
  for (const name of databases) await sql(SERVER_URL ?? '', `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  for (const path of folders) await rm(path, { recursive: true, force: true });
});

test('three processes started together on an empty database migrate and seed it once, and all serve', async () => {
  test.setTimeout(180_000);
  demoDatabase = await createDatabase('loyalty_e2e_multi');
  const three = await Promise.all(['A', 'B', 'C'].map((name) => startServer(name, demoDatabase)));
  expect(printed(three, 'Migraciones aplicadas:')).toHaveLength(1);
  expect(printed(three, 'Datos de demostración creados')).toHaveLength(1);
  for (const server of three) expect(await ready(server), server.name).toBe('200 ready\n');
  expect(await sql(demoDatabase, 'SELECT name FROM stores ORDER BY name')).toEqual([
    { name: 'Café Central' },
    { name: 'Panadería Sol' },
  ]);
  expect(await sql(demoDatabase, 'SELECT count(*)::int AS n FROM users WHERE email = $1', [OWNER])).toEqual([
    { n: 1 },
  ]);
  const [a, b, c] = three;
  if (!a || !b || !c) throw new Error('Three processes expected');
  [first, second] = [a, b];
  expect(await stopProduct(c.running.child)).toBe(0);
});

test('three processes started together on an older database apply the new migration once and move its upload files in, once', async () => {
  test.setTimeout(120_000);
  const olderUrl = await createDatabase('loyalty_e2e_older');
  const migrations = await readMigrations();
  const connection = openPostgres(olderUrl, 2);
  try {
    await migrate(
      connection.db,
      migrations.slice(
        0,
        migrations.findIndex((m) => m.tag === UPLOADS_MIGRATION),
      ),
    );
    // Today's seed writes the uploads' hash and bytes (the new migration's): lend the older schema those for
    // the seed, then take them away again, so the database is the older version's with its demo data.
    await sql(olderUrl, 'ALTER TABLE uploads ADD COLUMN hash text');
    await sql(
      olderUrl,
      'CREATE TABLE upload_chunks (upload_id integer NOT NULL, seq integer NOT NULL, bytes bytea NOT NULL, PRIMARY KEY (upload_id, seq))',
    );
    await seedIfEmpty(connection.db, {
      customersPerStore: { cafe: 5, panaderia: 3 },
      historyDays: 7,
      now: new Date(),
      password: DEMO_PASSWORD,
    });
  } finally {
    await connection.close();
  }
  await sql(olderUrl, 'DROP TABLE upload_chunks');
  await sql(olderUrl, 'ALTER TABLE uploads DROP COLUMN hash');
  // The demo banners' rows, whose files the older version kept in the data folder too: moved in with the image.
  const [banners] = await sql<{ n: number }>(
    olderUrl,
    "SELECT count(*)::int AS n FROM uploads WHERE model_type = 'banner'",
  );
  // One machine's data folder, shared by the three: an image the older version recorded and kept as a
  // file, and the demo banners' files it wrote at every start.
  const dataDir = await folder('loyalty-older-');
  const [store] = await sql<{ id: number }>(olderUrl, "SELECT id FROM stores WHERE name = 'Café Central'");
  const legacyPath = 'reward/0123456789abcdef0123456789abcdef.png';
  await sql(
    olderUrl,
    "INSERT INTO uploads (store_id, model_type, path, content_type, size) VALUES ($1, 'reward', $2, 'image/png', $3)",
    [store?.id, legacyPath, PNG.length],
  );
  const files = [
    { path: legacyPath, bytes: PNG },
    ...demoBannerFiles().map((file) => ({ path: file.path, bytes: Buffer.from(file.svg) })),
  ];
  for (const file of files) {
    await mkdir(dirname(join(dataDir, 'uploads', file.path)), { recursive: true });
    await writeFile(join(dataDir, 'uploads', file.path), file.bytes);
  }

  const three = await Promise.all(['D', 'E', 'F'].map((name) => startServer(name, olderUrl, dataDir)));
  expect(printed(three, `Migraciones aplicadas: ${UPLOADS_MIGRATION}`)).toHaveLength(1);
  expect(printed(three, 'Datos de demostración creados')).toEqual([]);
  const moved = three.map((server) =>
    Number(/a la base de datos: (\d+)\./.exec(server.running.output())?.[1] ?? 0),
  );
  expect(moved.reduce((sum, n) => sum + n, 0)).toBe(1 + (banners?.n ?? 0));
  for (const server of three) {
    expect(await ready(server), server.name).toBe('200 ready\n');
    const image = await fetch(`${server.running.url}/uploads/${legacyPath}`);
    expect(image.status, server.name).toBe(200);
    expect(Buffer.from(await image.arrayBuffer()).equals(PNG)).toBe(true);
    const banner = await fetch(`${server.running.url}/uploads/${demoBannerFiles()[0]?.path}`);
    expect(banner.status, server.name).toBe(200);
  }
  expect(await readdir(dataDir)).not.toContain('uploads');
  expect(
    await sql(olderUrl, 'SELECT count(*)::int AS n FROM uploads WHERE path = ANY($1)', [
      files.map((f) => f.path),
    ]),
  ).toEqual([{ n: files.length }]);
  for (const server of three) expect(await stopProduct(server.running.child), server.name).toBe(0);
});

test('behind nginx, the owner signs in, uploads a reward image that the other process serves while the first restarts, gives points and signs out', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  nginx = await startNginx({
    upstreams: [address(first), address(second)],
    // Which process answered, for this test only.
    serverDirectives: ['add_header X-Upstream $upstream_addr always;'],
  });
  const context: BrowserContext = await browser.newContext({ baseURL: nginx.url, locale: 'es-ES' });
  const page = await context.newPage();
  await page.setViewportSize({ width: 1280, height: 1600 });
  await signIn(page, OWNER);
  await page.goto('/dashboard/rewards');
  await page.getByRole('button', { name: 'Nuevo premio' }).click();
  const create = page.getByRole('dialog', { name: 'Nuevo premio' });
  await create.getByLabel(/Nombre/).fill('Premio con foto');
  await create.getByLabel(/Puntos necesarios/).fill('150');
  const uploaded = page.waitForResponse((response) => response.url().includes('/general/upload-file/reward'));
  await create
    .locator('input[type="file"]')
    .setInputFiles({ name: 'premio.png', mimeType: 'image/png', buffer: PNG });
  const upload = await uploaded;
  expect(upload.status()).toBe(200);
  const url = ((await upload.json()) as { file: { url: string } }).file.url;
  await expect(create.getByRole('img')).toBeVisible();
  await create.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Premio creado')).toBeVisible();

  // A rolling restart: the process that took the upload stops; the reload, cache off, is the other's.
  const [uploader, other] =
    answeredBy(upload.headers()['x-upstream']) === address(first) ? [first, second] : [second, first];
  expect(await stopProduct(uploader.running.child)).toBe(0);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const image = page.waitForResponse((response) => new URL(response.url()).pathname === url);
  await page.reload();
  const row = page.getByRole('row', { name: /Premio con foto/ });
  await row.scrollIntoViewIfNeeded();
  const served = await image;
  expect(served.status()).toBe(200);
  expect(answeredBy(served.headers()['x-upstream'])).toBe(address(other));
  await expect
    .poll(() => row.locator('img').evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
    .toBe(1);
  await page.screenshot({ path: shot('multi-process-reward-image-1280') });
  const restarted = await startServer(uploader.name, uploader.databaseUrl, uploader.dataDir, uploader.port);
  if (uploader === first) first = restarted;
  else second = restarted;

  // Give points to the newest customer of Café Central.
  const [customer] = await sql<{
    id: number;
    first_name: string;
    last_name: string;
    points: number | string;
  }>(
    demoDatabase,
    `SELECT c.id, c.first_name, c.last_name, c.points FROM customers c JOIN stores s ON s.id = c.store_id
     WHERE s.name = 'Café Central' AND c.deleted_at IS NULL ORDER BY c.created_at DESC, c.id DESC LIMIT 1`,
  );
  if (!customer) throw new Error('The demo store has no customers');
  await page.goto(`/dashboard/customers/${customer.id}`);
  const fullName = `${customer.first_name} ${customer.last_name}`;
  await expect(page.getByRole('heading', { level: 2, name: fullName })).toBeVisible();
  await page.getByRole('button', { name: 'Dar puntos' }).click();
  const give = page.getByRole('dialog', { name: `Dar puntos: ${fullName}` });
  await give.getByLabel(/Puntos a dar/).fill('250');
  await give.getByRole('button', { name: 'Dar puntos' }).click();
  // A 64-bit counter: node-postgres answers it as a string.
  const balance = new Intl.NumberFormat('es').format(Number(customer.points) + 250);
  await expect(
    page.getByText(`Se dieron 250 puntos a ${customer.first_name}. Nuevo saldo: ${balance} puntos.`),
  ).toBeVisible();
  const [stored] = await sql<{ points: number | string }>(
    demoDatabase,
    'SELECT points FROM customers WHERE id = $1',
    [customer.id],
  );
  expect(Number(stored?.points)).toBe(Number(customer.points) + 250);
  await signOut(page);
  await context.close();
});

test('a scheduled notification due while both processes run goes out exactly once', async () => {
  test.setTimeout(60_000);
  for (const server of [first, second]) expect(await ready(server), server.name).toBe('200 ready\n');
  const token = await ownerToken();
  const answer = await fetch(`${nginx?.url}/client/notification/add`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', token },
    body: JSON.stringify({
      title: 'Aviso de dos procesos',
      description: 'Sale una vez',
      date: '2099-12-31',
      time: '10:00',
    }),
  });
  expect(answer.status).toBe(200);
  const { notification } = (await answer.json()) as { notification: { id: number } };
  // Due now (this minute in the store's zone, which the schedulers derive its instant from): both
  // schedulers, every 5 s, find it.
  await sql(
    demoDatabase,
    `UPDATE notifications SET date = (now() AT TIME ZONE zone.name)::date,
            time = to_char(now() AT TIME ZONE zone.name, 'HH24:MI')
       FROM (SELECT s.id, coalesce(c.time_zone, 'UTC') AS name FROM stores s LEFT JOIN cities c ON c.id = s.city_id) zone
      WHERE zone.id = notifications.store_id AND notifications.id = $1`,
    [notification.id],
  );
  await expect
    .poll(
      async () =>
        (await sql(demoDatabase, 'SELECT sent_at FROM notifications WHERE id = $1', [notification.id]))[0]
          ?.sent_at ?? null,
      {
        timeout: 30_000,
      },
    )
    .not.toBeNull();
  const [sent] = await sql<{ recipients: number; deliveries: number; customers: number; audience: number }>(
    demoDatabase,
    `SELECT n.recipients,
            (SELECT count(*)::int FROM notification_deliveries d WHERE d.notification_id = n.id) AS deliveries,
            (SELECT count(DISTINCT d.customer_id)::int FROM notification_deliveries d WHERE d.notification_id = n.id) AS customers,
            (SELECT count(*)::int FROM customers c WHERE c.store_id = n.store_id AND c.deleted_at IS NULL
               AND c.created_at <= n.sent_at) AS audience
       FROM notifications n WHERE n.id = $1`,
    [notification.id],
  );
  expect(sent?.audience).toBeGreaterThan(0);
  expect(sent).toEqual({
    recipients: sent?.audience,
    deliveries: sent?.audience,
    customers: sent?.audience,
    audience: sent?.audience,
  });
});

test('SIGTERM to a process during a stream of writes through nginx: it exits 0 in time and every acknowledged write is there', async () => {
  test.setTimeout(90_000);
  const token = await ownerToken();
  const acknowledged: { name: string; by: string }[] = [];
  const refused: number[] = [];
  let writing = true;
  let sent = 0;
  async function writer(): Promise<void> {
    while (writing) {
      sent += 1;
      const name = `Escritura ${sent}`;
      const answer = await fetch(`${nginx?.url}/client/reward/add`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', token },
        body: JSON.stringify({ name, points: 10 }),
      });
      if (answer.status === 200)
        acknowledged.push({ name, by: answeredBy(answer.headers.get('x-upstream')) });
      else refused.push(answer.status);
    }
  }
  const writers = Array.from({ length: 4 }, writer);
  // Both processes take writes before one is stopped.
  await expect.poll(() => new Set(acknowledged.map((write) => write.by)).size).toBe(2);
  const before = performance.now();
  // stopProduct sends SIGTERM, and SIGKILL after 10 s (then the exit code is null).
  expect(await stopProduct(first.running.child)).toBe(0);
  const stoppedInMs = performance.now() - before;
  const atExit = acknowledged.length;
  // The other process takes the writes on.
  await expect
    .poll(() => acknowledged.slice(atExit).filter((write) => write.by === address(second)).length)
    .toBeGreaterThan(20);
  writing = false;
  await Promise.all(writers);

  expect(stoppedInMs).toBeLessThan(10_000);
  const stored = new Set(
    (await sql<{ name: string }>(demoDatabase, "SELECT name FROM rewards WHERE name LIKE 'Escritura %'")).map(
      (row) => row.name,
    ),
  );
  expect(acknowledged.filter((write) => !stored.has(write.name))).toEqual([]);
  // A request nginx had sent just as the process closed its socket is the only refusal there may be
  // (502: the proxy cannot know whether it was done, and the user is told it failed); never a 5xx of the
  // server's own.
  expect(refused.filter((status) => status !== 502)).toEqual([]);
});

test('behind nginx with TRUST_PROXY=1, a forged X-Forwarded-For changes nothing: the sign-in limit counts the real address', async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL: nginx?.url, locale: 'es-ES' });
  const page = await context.newPage();
  await page.goto('/signin');
  // Eleven wrong passwords for one email, each claiming another address: the limit (10 from one address)
  // still sees them all coming from the browser's.
  const statuses = await page.evaluate(async () => {
    const answers: number[] = [];
    for (let attempt = 1; attempt <= 11; attempt++) {
      const answer = await fetch('/login/client', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${attempt}` },
        body: JSON.stringify({ email: 'owner2@demo.test', password: 'no-es-la-clave' }),
      });
      answers.push(answer.status);
    }
    return answers;
  });
  expect(statuses.slice(0, 10).filter((status) => status === 429)).toEqual([]);
  expect(statuses[10]).toBe(429);
  expect(
    await sql(
      demoDatabase,
      "SELECT count(*)::int AS n FROM rate_limit_hits WHERE bucket LIKE '%198.51.100.%'",
    ),
  ).toEqual([{ n: 0 }]);
  await context.close();
});
