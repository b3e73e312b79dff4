/**
 * The cities map's tile source as a deployment configures it: MAP_TILE_URL reaches the administrator
 * through get-all-cities, and the Content-Security-Policy lets images come from it: an https host is
 * covered by the policy's https: (every image field takes https addresses), a plain http host is named
 * exactly, and no other http host is allowed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../src/server/config';
import { ADMIN } from './support/demoData';
import { createTestServer, type TestServer } from './support/testServer';

function imageSources(csp: string): string[] {
  const directive = csp.split(';').find((part) => part.trim().startsWith('img-src '));
  return directive?.trim().split(/\s+/).slice(1) ?? [];
}

async function serverWith(env: NodeJS.ProcessEnv): Promise<TestServer> {
  const { mapTileUrl, mapTileAttribution } = readConfig(env);
  return createTestServer({ mapTileUrl, mapTileAttribution });
}

describe('a custom MAP_TILE_URL', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await serverWith({
      MAP_TILE_URL: 'http://{s}.tiles.example.test:8443/base/{z}/{x}/{y}.png?key=abc',
      MAP_TILE_ATTRIBUTION: '© Example Maps',
    });
  });
  afterAll(() => server.close());

  it('allows plain http images from exactly that host (each {s} subdomain spelled out), no other', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/dashboard/admin/cities' });
    expect(imageSources(String(response.headers['content-security-policy']))).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https:',
      'http://a.tiles.example.test:8443',
      'http://b.tiles.example.test:8443',
      'http://c.tiles.example.test:8443',
    ]);
  });

  it('keeps every other directive as strict as without a map', async () => {
    const response = await server.app.inject({ method: 'POST', url: '/general/get-countries', payload: {} });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("connect-src 'self';");
    expect(csp).toContain("default-src 'self';");
    expect(csp).not.toContain('*');
    expect(csp).not.toContain('openstreetmap');
  });

  it('gives the administrator the template and its attribution with the cities', async () => {
    const token = await server.login(ADMIN);
    const answer = await server.ok('/admin/get-all-cities', {}, { token });
    expect(answer.mapTileUrl).toBe('http://{s}.tiles.example.test:8443/base/{z}/{x}/{y}.png?key=abc');
    expect(answer.mapTileAttribution).toBe('© Example Maps');
  });
});

describe('MAP_TILE_URL=none', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await serverWith({ MAP_TILE_URL: 'none' });
  });
  afterAll(() => server.close());

  it('adds no image source and tells the administrator the map has no tiles', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/dashboard/admin/cities' });
    expect(imageSources(String(response.headers['content-security-policy']))).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https:',
    ]);
    const token = await server.login(ADMIN);
    const answer = await server.ok('/admin/get-all-cities', {}, { token });
    expect(answer.mapTileUrl).toBeNull();
  });
});
