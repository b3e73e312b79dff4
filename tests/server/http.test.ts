/**
 * The HTTP surface around the operations: security headers, routing of unknown paths and methods, body
 * limits and media types, the front end's client-side routes, and that answers carry only what the
 * contract declares.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestServer,
  FRONT_END_ASSET,
  FRONT_END_ASSET_SOURCE,
  FRONT_END_CUSTOMERS,
  FRONT_END_DASHBOARD,
  FRONT_END_INDEX,
  FRONT_END_SIGN_IN,
  type TestServer,
} from './support/testServer';

let server: TestServer;
let ownerToken: string;

beforeAll(async () => {
  server = await createTestServer();
  ownerToken = await server.login('owner@demo.test');
});
afterAll(() => server.close());

describe('security headers', () => {
  it('sends a strict Content-Security-Policy and the usual hardening headers on every answer', async () => {
    const response = await server.app.inject({ method: 'POST', url: '/general/get-countries', payload: {} });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self'");
    // Any https image (what the image fields accept), which covers the default map tile host.
    expect(csp).toContain("img-src 'self' data: blob: https:;");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).not.toContain('unsafe-inline');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['x-frame-options']).toBe('DENY');
  });
});

describe('routing', () => {
  it('answers an unknown operation with 404 and the error envelope', async () => {
    const answer = await server.request('/client/no-such-thing', {}, { token: ownerToken });
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({
      s: 'error',
      m: 'La operación solicitada no existe.',
      k: 'request.unknownOperation',
    });
  });

  it('answers GET on an operation with 405 and the envelope, never with the front end', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/client/customer/all' });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe('POST');
    expect(response.json()).toEqual({
      s: 'error',
      m: 'Esta operación solo admite el método POST.',
      k: 'request.methodNotAllowed',
    });
  });

  it.each(['/admin/nothing', '/general', '/login/other', '/uploads/store/missing.png', '/files/x.pdf'])(
    'answers GET %s under an API prefix with a JSON 404',
    async (url) => {
      const response = await server.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(expect.objectContaining({ s: 'error' }));
    },
  );

  it('serves index.html for client-side routes of the built front end', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/registro?from=mail' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toBe(FRONT_END_INDEX);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it.each(['/dashboard/customers', '/dashboard/customers/', '/dashboard/customers?page=2'])(
    "serves a page's own document, which paints its title and first shape, for %s",
    async (url) => {
      const response = await server.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(response.rawPayload).toString()).toBe(FRONT_END_CUSTOMERS);
    },
  );

  it.each(['/dashboard', '/dashboard/customers/12', '/dashboard/admin/store/payments/7'])(
    'serves the document with the signed-in frame alone for %s, a page without its own',
    async (url) => {
      const response = await server.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(FRONT_END_DASHBOARD);
    },
  );

  it.each(['/', '/signin', '/signin?redirect=%2Fdashboard%2Fcustomers'])(
    'serves the sign-in page rendered at build time for %s',
    async (url) => {
      const response = await server.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(FRONT_END_SIGN_IN);
    },
  );

  it('serves the hashed assets for a year', async () => {
    const response = await server.app.inject({ method: 'GET', url: `/assets/${FRONT_END_ASSET}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});

describe('compression', () => {
  const asset = `/assets/${FRONT_END_ASSET}`;

  it('sends the brotli copy of an asset to a browser that accepts it, still cached for a year', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: asset,
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(FRONT_END_ASSET_SOURCE);
  });

  it('sends the gzip copy when brotli is not accepted, and the plain file when nothing is', async () => {
    const gzipped = await server.app.inject({
      method: 'GET',
      url: asset,
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(FRONT_END_ASSET_SOURCE);
    const plain = await server.app.inject({ method: 'GET', url: asset });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(FRONT_END_ASSET_SOURCE);
  });

  it('sends index.html compressed for client-side routes, revalidated on every load', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/registro',
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(response.rawPayload).toString()).toContain('<div id="root"></div>');
  });

  it('compresses API answers over 1 KB by Accept-Encoding, and leaves small ones alone', async () => {
    const list = await server.app.inject({
      method: 'POST',
      url: '/client/customer/all',
      headers: { 'content-type': 'application/json', token: ownerToken, 'accept-encoding': 'gzip, br' },
      payload: JSON.stringify({ page: 1, pageSize: 50 }),
    });
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-encoding']).toBe('br');
    expect(list.headers.vary).toMatch(/accept-encoding/i);
    const body = brotliDecompressSync(list.rawPayload);
    expect(body.length).toBeGreaterThan(1024);
    expect(list.rawPayload.length).toBeLessThan(body.length);
    expect(JSON.parse(body.toString())).toEqual(expect.objectContaining({ s: 'ok' }));

    const gzipOnly = await server.app.inject({
      method: 'POST',
      url: '/client/customer/all',
      headers: { 'content-type': 'application/json', token: ownerToken, 'accept-encoding': 'gzip, br;q=0' },
      payload: JSON.stringify({ page: 1, pageSize: 50 }),
    });
    expect(gzipOnly.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzipOnly.rawPayload).toString()).s).toBe('ok');

    const small = await server.app.inject({
      method: 'POST',
      url: '/client/no-such-thing',
      headers: { 'content-type': 'application/json', 'accept-encoding': 'br' },
      payload: '{}',
    });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual(expect.objectContaining({ s: 'error' }));
  });
});

describe('bodies', () => {
  it('refuses malformed JSON with 400 in Spanish', async () => {
    const answer = await server.request('/login/client', null, { rawPayload: '{"email": ' });
    expect(answer).toEqual(
      expect.objectContaining({
        status: 400,
        body: { s: 'error', m: 'El cuerpo de la petición no es un JSON válido.', k: 'request.invalidJson' },
      }),
    );
  });

  it('refuses a body over 1 MB with 413', async () => {
    const answer = await server.request('/login/client', {
      email: 'a@b.es',
      password: 'x'.repeat(1_100_000),
    });
    expect(answer.status).toBe(413);
    expect(answer.body).toEqual({ s: 'error', m: 'La petición es demasiado grande.', k: 'request.tooLarge' });
  });

  it('refuses a body that is not a JSON object: text with 400, other media types with 415', async () => {
    const text = await server.app.inject({
      method: 'POST',
      url: '/login/client',
      headers: { 'content-type': 'text/plain' },
      payload: 'email=a',
    });
    expect(text.statusCode).toBe(400);
    expect(text.json()).toEqual({
      s: 'error',
      m: 'El cuerpo de la petición debe ser un objeto JSON.',
      k: 'request.notAnObject',
    });
    const xml = await server.app.inject({
      method: 'POST',
      url: '/login/client',
      headers: { 'content-type': 'application/xml' },
      payload: '<email/>',
    });
    expect(xml.statusCode).toBe(415);
    expect(xml.json()).toEqual(expect.objectContaining({ s: 'error' }));
  });

  it('names the missing or wrong field in Spanish', async () => {
    const missing = await server.fail('/login/client', { password: 'x' }, 400);
    expect(missing.m).toBe("Falta el campo 'email'.");
    const customer = await server.login('owner@demo.test');
    const wrongType = await server.fail('/client/customer/add-points', { customerId: 1, points: 1.5 }, 400, {
      token: customer,
    });
    expect(wrongType.m).toBe("El campo 'points' debe ser un número entero.");
    const unknown = await server.fail('/client/get-locations', { colour: 'red' }, 400, { token: customer });
    expect(unknown.m).toBe("El campo 'colour' no está permitido.");
  });

  it('checks the session before the body, so an anonymous caller learns nothing about it', async () => {
    const answer = await server.fail('/client/customer/add-points', { nonsense: true }, 401);
    expect(answer.m).toBe('Tiene que iniciar sesión.');
  });
});

describe('answers carry only what the contract declares', () => {
  it('never sends a password or its hash, even for the accounts listed', async () => {
    const answer = await server.request('/client/get-all-employees', {}, { token: ownerToken });
    const text = JSON.stringify(answer.body);
    expect(answer.status).toBe(200);
    expect(text).not.toMatch(/password|scrypt\$/i);
  });
});
