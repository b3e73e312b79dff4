/**
 * The upload: who may send which kind of image, the 5 MB limit, the type read from the bytes, the stored
 * file served back with its content type, the store's quota, and the scheduler's removal of uploads no
 * record uses after a day's grace.
 */
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { count, eq, getTableColumns, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../src/server/db/schema';
import { uploads } from '../../src/server/db/schema';
import { createScheduler } from '../../src/server/scheduler/scheduler';
import { serverJobs } from '../../src/server/scheduler/serverJobs';
import { IMAGE_COLUMNS } from '../../src/server/uploads/imageColumns';
import { ADMIN, EMPLOYEE, OWNER, OWNER2 } from './support/demoData';
import { createTestServer, type TestServer } from './support/testServer';

let server: TestServer;
let owner: string;

/** The first bytes of each accepted format: enough for the signature check. */
const IMAGES = {
  png: Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex'),
  jpeg: Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex'),
  gif: Buffer.from('GIF89a\x01\x00\x01\x00\x80\x00\x00', 'latin1'),
  webp: Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x1a, 0, 0, 0]), Buffer.from('WEBPVP8 ')]),
};

function multipart(file: Buffer, fileName: string, declaredType: string, field = 'file') {
  const boundary = `----loyalty${Math.random().toString(16).slice(2)}`;
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: ${declaredType}\r\n\r\n`,
      ),
      file,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  };
}

async function upload(
  modelType: string,
  file: Buffer,
  options: {
    token?: string;
    apiToken?: string;
    name?: string;
    type?: string;
    field?: string;
    on?: TestServer;
  } = {},
) {
  const body = multipart(file, options.name ?? 'imagen.png', options.type ?? 'image/png', options.field);
  const response = await (options.on ?? server).app.inject({
    method: 'POST',
    url: `/general/upload-file/${modelType}`,
    headers: {
      ...body.headers,
      ...(options.token ? { token: options.token } : {}),
      ...(options.apiToken ? { 'x-api-token': options.apiToken } : {}),
    },
    payload: body.payload,
  });
  return { status: response.statusCode, body: response.json() };
}

beforeAll(async () => {
  server = await createTestServer();
  owner = await server.login(OWNER);
});
afterAll(() => server.close());

describe('accepted images', () => {
  it.each(Object.entries(IMAGES))(
    'stores a %s and serves it back with its type and nosniff',
    async (format, bytes) => {
      const answer = await upload('reward', bytes, {
        token: owner,
        name: 'foto.bin',
        type: 'application/octet-stream',
      });
      expect(answer.status).toBe(200);
      const url: string = answer.body.file.url;
      expect(url).toMatch(
        new RegExp(`^/uploads/reward/[0-9a-f]{32}\\.${format === 'jpeg' ? 'jpg' : format}$`),
      );
      const served = await server.app.inject({ method: 'GET', url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe(`image/${format}`);
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.rawPayload.equals(bytes)).toBe(true);
    },
  );
});

describe('refused uploads', () => {
  it('refuses a file over 5 MB with 413', async () => {
    const big = Buffer.concat([IMAGES.png, Buffer.alloc(5 * 1024 * 1024)]);
    const answer = await upload('store', big, { token: owner });
    expect(answer).toEqual({
      status: 413,
      body: { s: 'error', m: 'La imagen supera el tamaño máximo de 5 MB.' },
    });
  });

  it('refuses a file that only claims to be an image (400)', async () => {
    const fake = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const answer = await upload('store', fake, { token: owner, name: 'logo.png', type: 'image/png' });
    expect(answer).toEqual({
      status: 400,
      body: { s: 'error', m: 'El archivo no es una imagen PNG, JPEG, WebP o GIF.' },
    });
  });

  it('refuses a kind of image the contract does not list (400), a missing file (400) and a JSON body (400)', async () => {
    expect((await upload('avatar', IMAGES.png, { token: owner })).status).toBe(400);
    expect((await upload('store', IMAGES.png, { token: owner, field: 'image' })).status).toBe(400);
    const json = await server.request('/general/upload-file/store', { file: 'x' }, { token: owner });
    expect(json.status).toBe(400);
  });

  it('needs a session (401), store settings for store images and an administrator for platform images (403)', async () => {
    expect((await upload('store', IMAGES.png)).status).toBe(401);
    expect((await upload('reward', IMAGES.png, { token: await server.login(EMPLOYEE) })).status).toBe(403);
    expect((await upload('category', IMAGES.png, { token: owner })).status).toBe(403);
    expect((await upload('category', IMAGES.png, { token: await server.login(ADMIN) })).status).toBe(200);
  });
});

describe('the store API token', () => {
  it("uploads the store's images for an integration, but not the platform's (403)", async () => {
    const { token: apiToken } = await server.ok('/client/api/token/generate', {}, { token: owner });
    expect((await upload('product', IMAGES.png, { apiToken })).status).toBe(200);
    expect((await upload('category', IMAGES.png, { apiToken })).status).toBe(403);
  });
});

describe("a store's quota", () => {
  /** Room for three of the test images (33 bytes each) per store. */
  const QUOTA = 3 * IMAGES.png.length;
  let small: TestServer;
  let smallOwner: string;

  beforeAll(async () => {
    small = await createTestServer({ uploadQuotaBytes: QUOTA });
    smallOwner = await small.login(OWNER);
    // The demo's banner images are uploads of their stores and count too: start from none.
    await small.db.delete(uploads);
  });
  afterAll(() => small.close());

  const filesOf = (kind: string) => readdir(join(small.dataDir, 'uploads', kind)).catch(() => []);

  it('refuses a file past it (413) with a Spanish message, writing nothing; other stores and the platform go on', async () => {
    for (let n = 0; n < 3; n++) {
      expect((await upload('reward', IMAGES.png, { token: smallOwner, on: small })).status).toBe(200);
    }
    const before = await filesOf('reward');
    const refused = await upload('reward', IMAGES.png, { token: smallOwner, on: small });
    expect(refused).toEqual({
      status: 413,
      body: {
        s: 'error',
        m: expect.stringMatching(/^El negocio ha llegado al límite de \d+ MB de archivos subidos\./),
      },
    });
    expect(await filesOf('reward')).toEqual(before);
    const [{ n } = { n: -1 }] = await small.db.select({ n: count() }).from(uploads);
    expect(n).toBe(3);
    const other = await small.login(OWNER2);
    expect((await upload('reward', IMAGES.png, { token: other, on: small })).status).toBe(200);
    expect(
      (await upload('category', IMAGES.png, { token: await small.login(ADMIN), on: small })).status,
    ).toBe(200);
  });

  it("counts the coupons' PDFs too", async () => {
    const { coupons } = await small.ok('/client/coupons/get', { pageSize: 1 }, { token: smallOwner });
    await small.fail('/client/coupons/pdf', { couponIds: [coupons[0]?.id ?? 0] }, 413, { token: smallOwner });
  });
});

describe('uploads no record uses', () => {
  const HOUR = 60 * 60_000;
  const errors: unknown[] = [];
  const tick = () =>
    createScheduler({
      jobs: serverJobs(server.db, server.config),
      now: server.now,
      log: { error: (error: unknown) => errors.push(error) },
    }).tick();
  const exists = (url: string) =>
    stat(join(server.dataDir, url)).then(
      () => true,
      () => false,
    );
  const rowOf = async (url: string) =>
    (
      await server.db
        .select()
        .from(uploads)
        .where(eq(uploads.path, url.replace('/uploads/', '')))
    )[0];

  it('are removed by the scheduler after a day, row and file, while used ones and recent ones stay', async () => {
    const send = async () => (await upload('reward', IMAGES.png, { token: owner })).body.file.url as string;
    const [used, absolute, unused] = [await send(), await send(), await send()];
    await server.ok('/client/reward/add', { name: 'Con foto', points: 10, image: used }, { token: owner });
    await server.ok(
      '/client/banners/add',
      { title: 'Con foto', image: `https://cafecentral.test${absolute}`, link: '' },
      { token: owner },
    );
    const { coupons } = await server.ok('/client/coupons/get', { pageSize: 1 }, { token: owner });
    const pdf = (
      await server.ok('/client/coupons/pdf', { couponIds: [coupons[0]?.id ?? 0] }, { token: owner })
    ).file.url;

    await tick();
    for (const url of [used, absolute, unused, pdf]) expect(await exists(url), url).toBe(true);

    server.advanceClock(25 * HOUR);
    const recent = await send();
    await tick();
    for (const url of [used, absolute, recent]) {
      expect(await exists(url), url).toBe(true);
      expect(await rowOf(url), url).toBeDefined();
    }
    for (const url of [unused, pdf]) {
      expect(await exists(url), url).toBe(false);
      expect(await rowOf(url), url).toBeUndefined();
    }
    expect(errors).toEqual([]);
  });

  it('are looked for in every column named like an image', () => {
    const tables: PgTable[] = Object.values(schema as Record<string, unknown>).flatMap((value) =>
      is(value, PgTable) ? [value] : [],
    );
    const named = tables
      .flatMap((table) => Object.values(getTableColumns(table)))
      .filter((column) => /image|logo/i.test(column.name));
    expect(new Set(IMAGE_COLUMNS)).toEqual(new Set(named));
  });
});
