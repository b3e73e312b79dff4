/**
 * TRUST_PROXY: the client address the rate limits count by. `1` means one proxy in front: the address it
 * saw, the rightmost X-Forwarded-For entry, however many entries the client wrote to the left of it; a
 * list names the proxies, and a connection from elsewhere is the client whatever its header says. With
 * a forged header (the client's own entry) and an appended one (the proxy's), the bucket follows the
 * real client: rotating forged entries gets no fresh allowance.
 */
import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../src/server/config';
import { rateLimitHits } from '../../src/server/db/schema';
import type { TrustProxy } from '../../src/server/http/trustProxy';
import { OWNER } from './support/demoData';
import { createTestServer, type TestServer } from './support/testServer';

const PROXY = '127.0.0.1';
const CLIENT = '203.0.113.7';

describe('TRUST_PROXY as read at start', () => {
  it.each<[string | undefined, TrustProxy]>([
    [undefined, false],
    ['', false],
    ['0', false],
    ['false', false],
    ['1', 1],
    [' 2 ', 2],
    ['10.0.0.5', ['10.0.0.5']],
    ['127.0.0.1, 10.0.0.0/8 ,fd00::/8,loopback', ['127.0.0.1', '10.0.0.0/8', 'fd00::/8', 'loopback']],
    ['192.168.0.0/255.255.0.0', ['192.168.0.0/255.255.0.0']],
  ])('%j is %j', (value, expected) => {
    expect(readConfig({ TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it.each([
    ['true', /would trust every X-Forwarded-For entry/],
    ['yes', /'yes' is neither/],
    ['10.0.0.0/33', /'10.0.0.0\/33' is neither/],
    ['10.0.0.5, proxy.local', /'proxy.local' is neither/],
  ])('refuses %s', (value, reason) => {
    expect(() => readConfig({ TRUST_PROXY: value })).toThrow(reason);
  });
});

/** The addresses the sign-in limit counted, from its buckets' names. */
async function countedAddresses(server: TestServer): Promise<string[]> {
  const rows = await server.db
    .select({ bucket: rateLimitHits.bucket })
    .from(rateLimitHits)
    .where(like(rateLimitHits.bucket, 'signInAddress:%'));
  return [...new Set(rows.map((row) => row.bucket.slice('signInAddress:'.length)))].sort();
}

function wrongSignIn(server: TestServer, ip: string, forwardedFor?: string) {
  return server.request(
    '/login/client',
    { email: OWNER, password: 'no-es-esta' },
    { ip, ...(forwardedFor === undefined ? {} : { headers: { 'x-forwarded-for': forwardedFor } }) },
  );
}

describe('TRUST_PROXY=1 (one proxy in front)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({ trustProxy: readConfig({ TRUST_PROXY: '1' }).trustProxy });
  });
  afterAll(() => server.close());

  it("counts the address the proxy saw, not the client's forged entries", async () => {
    // The proxy appends what it saw to whatever the client sent.
    expect((await wrongSignIn(server, PROXY, `6.6.6.1, ${CLIENT}`)).status).toBe(401);
    expect((await wrongSignIn(server, PROXY, `6.6.6.2, 6.6.6.3, ${CLIENT}`)).status).toBe(401);
    expect((await wrongSignIn(server, PROXY, CLIENT)).status).toBe(401);
    expect(await countedAddresses(server)).toEqual([CLIENT]);
  });

  it('gives rotating forged entries no fresh allowance: the 11th guess for an account is refused', async () => {
    for (let n = 4; n <= 10; n++) {
      expect((await wrongSignIn(server, PROXY, `6.6.6.${n}, ${CLIENT}`)).status).toBe(401);
    }
    const refused = await wrongSignIn(server, PROXY, `6.6.6.99, ${CLIENT}`);
    expect(refused.status).toBe(429);
    // Another real client behind the same proxy is not held by it.
    expect((await wrongSignIn(server, PROXY, `${CLIENT}, 198.51.100.4`)).status).toBe(401);
  });
});

describe('TRUST_PROXY as a list of proxy addresses', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({
      trustProxy: readConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy,
    });
  });
  afterAll(() => server.close());

  it('skips the listed proxies from the right and stops at the first address that is not one', async () => {
    await wrongSignIn(server, PROXY, `6.6.6.1, ${CLIENT}, 10.1.2.3`);
    expect(await countedAddresses(server)).toEqual([CLIENT]);
  });

  it('takes a connection from anywhere else as the client, whatever its header says', async () => {
    await wrongSignIn(server, '198.51.100.9', '6.6.6.6');
    expect(await countedAddresses(server)).toEqual(['198.51.100.9', CLIENT]);
  });
});

describe('no TRUST_PROXY', () => {
  it('counts the connection and ignores X-Forwarded-For', async () => {
    const server = await createTestServer();
    try {
      await wrongSignIn(server, '198.51.100.20', '6.6.6.6');
      expect(await countedAddresses(server)).toEqual(['198.51.100.20']);
    } finally {
      await server.close();
    }
  });
});
