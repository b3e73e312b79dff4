import { setupServer } from 'msw/node';
import { fixtureHandlers } from './handlers';

/** One MSW server for a test file: every fixture answers by default; tests add or override handlers. */
export const server = setupServer(...fixtureHandlers());
