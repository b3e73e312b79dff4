/**
 * The upload: who may send which kind of image, the 5 MB limit, the type read from the bytes, and the
 * stored file served back with its content type.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, EMPLOYEE, OWNER } from './support/demoData';
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
  options: { token?: string; name?: string; type?: string; field?: string } = {},
) {
  const body = multipart(file, options.name ?? 'imagen.png', options.type ?? 'image/png', options.field);
  const response = await server.app.inject({
    method: 'POST',
    url: `/general/upload-file/${modelType}`,
    headers: { ...body.headers, ...(options.token ? { token: options.token } : {}) },
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
