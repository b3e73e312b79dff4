/**
 * The upload: who may send which kind of image, the 5 MB limit, the type read from the bytes, the file
 * kept in the database and served back by any server process (its type, ETag, immutable caching and the
 * security headers, streamed in chunks), the same file sent twice kept once, the store's quota, the
 * scheduler's removal of uploads no record uses after a day's grace, and the files an older version kept
 * in DATA_DIR/uploads moved into the database at start.
 */
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq, getTableColumns, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import type { Database } from '../../src/server/db/database';
import * as schema from '../../src/server/db/schema';
import { uploadChunks, uploads } from '../../src/server/db/schema';
import { createScheduler } from '../../src/server/scheduler/scheduler';
import { serverJobs } from '../../src/server/scheduler/serverJobs';
import { IMAGE_COLUMNS } from '../../src/server/uploads/imageColumns';
import { moveLegacyUploads } from '../../src/server/uploads/legacyUploads';
import { UPLOAD_CHUNK_BYTES } from '../../src/server/uploads/uploadContent';
import { ADMIN, EMPLOYEE, OWNER, OWNER2, storeId } from './support/demoData';
import { openSecondConnection } from './support/testDatabase';
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

/** A PNG no other test sends: the signature, then `label`'s bytes. */
function uniquePng(label: string): Buffer {
  return Buffer.concat([IMAGES.png, Buffer.from(label)]);
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

async function rowOf(url: string) {
  const [row] = await server.db
    .select()
    .from(uploads)
    .where(eq(uploads.path, url.replace('/uploads/', '')));
  return row;
}

async function chunksOf(db: Database, uploadId: number) {
  return db
    .select({ seq: uploadChunks.seq, size: count() })
    .from(uploadChunks)
    .where(eq(uploadChunks.uploadId, uploadId))
    .groupBy(uploadChunks.seq)
    .orderBy(uploadChunks.seq);
}

describe('accepted images', () => {
  it.each(Object.entries(IMAGES))(
    'stores a %s and serves it back with its type, nosniff, the CSP, its hash as ETag and immutable caching',
    async (format, bytes) => {
      const answer = await upload('reward', bytes, {
        token: owner,
        name: 'foto.bin',
        type: 'application/octet-stream',
      });
      expect(answer.status).toBe(200);
      const url: string = answer.body.file.url;
      expect(url).toMatch(
        new RegExp(`^/uploads/reward/[0-9a-f]{64}\\.${format === 'jpeg' ? 'jpg' : format}$`),
      );
      const served = await server.app.inject({ method: 'GET', url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe(`image/${format}`);
      expect(served.headers['content-length']).toBe(String(bytes.length));
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['content-security-policy']).toContain("default-src 'self'");
      expect(served.headers.etag).toBe(`"${sha256(bytes)}"`);
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(served.rawPayload.equals(bytes)).toBe(true);
    },
  );
});

describe('files in the database', () => {
  it('are served by another server process with a data folder of its own', async () => {
    const url: string = (await upload('product', uniquePng('otro proceso'), { token: owner })).body.file.url;
    const other = await openSecondConnection(server.db);
    const otherDataDir = await mkdtemp(join(tmpdir(), 'loyalty-other-'));
    let otherApp: FastifyInstance | undefined;
    try {
      otherApp = await buildApp({
        db: other.db,
        config: { ...server.config, dataDir: otherDataDir },
        mailer: { send: async () => undefined },
      });
      const served = await otherApp.inject({ method: 'GET', url });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals(uniquePng('otro proceso'))).toBe(true);
      expect(await readdir(otherDataDir)).toEqual([]);
    } finally {
      await otherApp?.close();
      await other.close();
      await rm(otherDataDir, { recursive: true, force: true });
    }
  });

  it('stream a file of several chunks back byte for byte', async () => {
    const big = Buffer.concat([IMAGES.png, Buffer.alloc(2 * UPLOAD_CHUNK_BYTES + 1000, 7)]);
    const url: string = (await upload('offer', big, { token: owner })).body.file.url;
    const row = await rowOf(url);
    expect(row?.size).toBe(big.length);
    expect((await chunksOf(server.db, row?.id ?? 0)).map((chunk) => chunk.seq)).toEqual([0, 1, 2]);
    const served = await server.app.inject({ method: 'GET', url });
    expect(served.headers['content-length']).toBe(String(big.length));
    expect(served.rawPayload.equals(big)).toBe(true);
  });

  it('answer 304 to a request that has them already, headers alone to HEAD, and 404 to an unknown name', async () => {
    const bytes = uniquePng('condicional');
    const url: string = (await upload('news', bytes, { token: owner })).body.file.url;
    const etag = `"${sha256(bytes)}"`;
    const again = await server.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    const head = await server.app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(bytes.length));
    expect(head.headers['content-type']).toBe('image/png');
    expect(head.rawPayload.length).toBe(0);
    const unknown = await server.app.inject({ method: 'GET', url: `/uploads/news/${'0'.repeat(64)}.png` });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual(expect.objectContaining({ s: 'error' }));
  });

  it("keep the same file sent twice by a store once (one row, one share of the quota), and another store's apart", async () => {
    const bytes = uniquePng('dos veces');
    const first: string = (await upload('reward', bytes, { token: owner })).body.file.url;
    const second: string = (await upload('reward', bytes, { token: owner })).body.file.url;
    expect(second).toBe(first);
    const cafe = await storeId(server.db, 'Café Central');
    const rows = await server.db
      .select()
      .from(uploads)
      .where(eq(uploads.hash, sha256(bytes)));
    expect(rows).toEqual([expect.objectContaining({ storeId: cafe, size: bytes.length })]);
    const theirs: string = (await upload('reward', bytes, { token: await server.login(OWNER2) })).body.file
      .url;
    expect(theirs).not.toBe(first);
    expect((await rowOf(theirs))?.storeId).toBe(await storeId(server.db, 'Panadería Sol'));
  });
});

describe('refused uploads', () => {
  it('refuses a file over 5 MB with 413', async () => {
    const big = Buffer.concat([IMAGES.png, Buffer.alloc(5 * 1024 * 1024)]);
    const answer = await upload('store', big, { token: owner });
    expect(answer).toEqual({
      status: 413,
      body: { s: 'error', m: 'La imagen supera el tamaño máximo de 5 MB.', k: 'upload.tooLarge' },
    });
  });

  it('refuses a file that only claims to be an image (400)', async () => {
    const fake = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const answer = await upload('store', fake, { token: owner, name: 'logo.png', type: 'image/png' });
    expect(answer).toEqual({
      status: 400,
      body: { s: 'error', m: 'El archivo no es una imagen PNG, JPEG, WebP o GIF.', k: 'upload.notAnImage' },
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

  it('refuses a file past it (413) with a Spanish message, writing nothing; other stores and the platform go on', async () => {
    for (let n = 0; n < 3; n++) {
      // The test PNG's size, but different bytes each time (the same bytes would be one upload).
      const variant = Buffer.from(IMAGES.png);
      variant[variant.length - 1] = n;
      expect((await upload('reward', variant, { token: smallOwner, on: small })).status).toBe(200);
    }
    const before = await small.db.select({ n: count() }).from(uploadChunks);
    const refused = await upload('reward', uniquePng('c4'), { token: smallOwner, on: small });
    expect(refused).toEqual({
      status: 413,
      body: {
        s: 'error',
        m: expect.stringMatching(/^El negocio ha llegado al límite de \d+ MB de archivos subidos\./),
        k: 'upload.quotaExceeded',
        v: { megabytes: expect.any(Number) },
      },
    });
    expect(await small.db.select({ n: count() }).from(uploadChunks)).toEqual(before);
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
  const served = async (url: string) => (await server.app.inject({ method: 'GET', url })).statusCode === 200;

  it('are removed by the scheduler after a day, row and bytes, while used ones and recent ones stay', async () => {
    let sent = 0;
    const send = async () =>
      (await upload('reward', uniquePng(`limpieza ${sent++}`), { token: owner })).body.file.url as string;
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
    const unusedId = (await rowOf(unused))?.id ?? 0;

    await tick();
    for (const url of [used, absolute, unused, pdf]) expect(await served(url), url).toBe(true);

    server.advanceClock(25 * HOUR);
    const recent = await send();
    await tick();
    for (const url of [used, absolute, recent]) {
      expect(await served(url), url).toBe(true);
      expect(await rowOf(url), url).toBeDefined();
    }
    for (const url of [unused, pdf]) {
      expect(await served(url), url).toBe(false);
      expect(await rowOf(url), url).toBeUndefined();
    }
    expect(await chunksOf(server.db, unusedId)).toEqual([]);
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

describe('files of an older version in DATA_DIR/uploads', () => {
  /** An upload row as an older version wrote it (no hash, no bytes) and its file in the data folder. */
  async function legacyUpload(on: TestServer, dataDir: string, name: string, bytes: Buffer) {
    const path = `reward/${name}.png`;
    await on.db.insert(uploads).values({
      storeId: await storeId(on.db, 'Café Central'),
      userId: null,
      modelType: 'reward',
      path,
      contentType: 'image/png',
      size: bytes.length,
      createdAt: on.now(),
    });
    await mkdir(join(dataDir, 'uploads', 'reward'), { recursive: true });
    await writeFile(join(dataDir, 'uploads', path), bytes);
    return `/uploads/${path}`;
  }

  const fileExists = (path: string) =>
    stat(path).then(
      () => true,
      () => false,
    );

  it('are moved into the database at start, once, even by two processes at the same time; an unknown file stays', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'loyalty-legacy-'));
    const other = await openSecondConnection(server.db);
    try {
      const files = [
        uniquePng('antiguo 1'),
        Buffer.concat([uniquePng('antiguo 2'), Buffer.alloc(UPLOAD_CHUNK_BYTES)]),
      ];
      const urls = [
        await legacyUpload(server, dataDir, 'a1b2c3d4e5f60718293a4b5c6d7e8f90', files[0] ?? IMAGES.png),
        await legacyUpload(server, dataDir, '0f1e2d3c4b5a69788796a5b4c3d2e1f0', files[1] ?? IMAGES.png),
      ];
      const stray = join(dataDir, 'uploads', 'reward', 'sin-registro.png');
      await writeFile(stray, IMAGES.png);
      // Not served before the move: the bytes are only on this process's disk.
      expect((await server.app.inject({ method: 'GET', url: urls[0] ?? '' })).statusCode).toBe(404);

      const [first, second] = await Promise.all([
        moveLegacyUploads(server.db, dataDir),
        moveLegacyUploads(other.db, dataDir),
      ]);
      expect((first?.moved ?? 0) + (second?.moved ?? 0)).toBe(2);
      expect(first?.unknown).toBe(1);

      for (const [index, url] of urls.entries()) {
        const bytes = files[index] ?? Buffer.alloc(0);
        const answer = await server.app.inject({ method: 'GET', url });
        expect(answer.statusCode, url).toBe(200);
        expect(answer.rawPayload.equals(bytes), url).toBe(true);
        expect(answer.headers.etag).toBe(`"${sha256(bytes)}"`);
        const row = await rowOf(url);
        expect(row?.size).toBe(bytes.length);
        expect((await chunksOf(server.db, row?.id ?? 0)).length).toBe(
          Math.ceil(bytes.length / UPLOAD_CHUNK_BYTES),
        );
      }
      expect(await readdir(join(dataDir, 'uploads', 'reward'))).toEqual(['sin-registro.png']);
      expect(await fileExists(stray)).toBe(true);
      expect(await moveLegacyUploads(server.db, dataDir)).toEqual({ moved: 0, unknown: 1 });
    } finally {
      await other.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
