/**
 * The setup of the tests that call the whole contract: one test server for the file, with the demo
 * store's owner and the platform administrator signed in before the first test, closed after the last.
 */
import { afterAll, beforeAll } from 'vitest';
import { ADMIN, OWNER } from './demoData';
import { createTestServer, type TestServer } from './testServer';

export interface SignedInServer {
  readonly server: TestServer;
  /** The session token of the demo store's owner. */
  readonly owner: string;
  /** The session token of the platform administrator. */
  readonly admin: string;
}

/**
 * Registers the file's beforeAll and afterAll; call it at the top of the file, before the file's own
 * beforeAll (which may then use it), and read its fields inside hooks and tests, once it is started.
 */
export function signedInServer(): SignedInServer {
  let started: SignedInServer | undefined;
  beforeAll(async () => {
    const server = await createTestServer();
    const [owner, admin] = await Promise.all([server.login(OWNER), server.login(ADMIN)]);
    started = { server, owner, admin };
  });
  afterAll(() => started?.server.close());
  const current = (): SignedInServer => {
    if (!started) throw new Error('signedInServer() is read before its beforeAll has run');
    return started;
  };
  return {
    get server() {
      return current().server;
    },
    get owner() {
      return current().owner;
    },
    get admin() {
      return current().admin;
    },
  };
}
