import { setupServer } from 'msw/node';
import { fixtureHandlers } from './handlers';
import { watchRequestBodies } from './requestBodies';

/** One MSW server for a test file: every fixture answers by default; tests add or override handlers. */
export const server = setupServer(...fixtureHandlers());

/**
 * The bodies sent since the last call that the reference server would refuse; the component tests'
 * teardown fails a test that leaves any (tests/setup/dom.ts).
 */
export const takeRefusedBodies = watchRequestBodies(server);
