import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../scripts/chromium';
import { PRODUCTS_READY } from './productsReady';

/**
 * End-to-end tests in Debian's Chromium (browser downloads are not possible here) against the real
 * product: `npm start` on a fresh data folder, so the reference server creates and seeds its database.
 *
 * Two projects, each with its own product (port, data folder, database): the specs that
 * change the demo data and read what others changed ('product': a language the owner keeps for a while,
 * points the dashboard then counts, a mailed password link) take turns on one server, in file order as
 * before; the sweeps over every page ('sweeps': accessibility, right to left, the support chat), which
 * only read the seeded demo data and need it as seeded (the owner's Spanish, the seeded rows), take
 * turns on the other, so no spec ever sees another's data change under it. The two projects take about
 * as long each. The several-processes spec starts its own servers and databases.
 */
const PORT = Number(process.env.E2E_PORT ?? 18080);
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? '.tmp/e2e-data';
/** The sweeps' product: the next port, and a data folder of its own beside the product specs'. */
const SWEEPS_PORT = PORT + 1;
const SWEEPS_DATA_DIR = `${E2E_DATA_DIR}-sweeps`;

/** Specs that only read the seeded demo data: every page, and the modals opened and closed unsaved. */
const SWEEP_SPECS = [
  'accessibility.spec.ts',
  'accessibilityPages.spec.ts',
  'rightToLeft.spec.ts',
  'supportChat.spec.ts',
].map((file) => `**/${file}`);

const origin = (port: number) => `http://127.0.0.1:${port}`;

/**
 * The two products, started side by side (startProducts.ts): `npm start` on a fresh data folder each (it
 * builds dist/ only when stale: `npm run size` built it in `npm test`). Playwright would start two
 * `webServer` entries one after the other, each mostly its demo seed on one core.
 */
const products = {
  command: `node --import tsx tests/e2e/startProducts.ts ${PORT}:${E2E_DATA_DIR} ${SWEEPS_PORT}:${SWEEPS_DATA_DIR}`,
  cwd: '../..',
  wait: { stdout: new RegExp(PRODUCTS_READY) },
  timeout: 240_000,
  reuseExistingServer: false,
  stdout: 'pipe' as const,
  stderr: 'pipe' as const,
};

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: '../../test-results/e2e',
  fullyParallel: false,
  // The projects take turns: on 2 cores two workers were no faster (each Chromium and server compete for
  // the CPU) and a timing-sensitive spec failed beside the sweeps. E2E_WORKERS=2 on a machine with cores.
  workers: Number(process.env.E2E_WORKERS ?? 1),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    locale: 'es-ES',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [
    { name: 'product', testIgnore: SWEEP_SPECS, workers: 1, use: { baseURL: origin(PORT) } },
    { name: 'sweeps', testMatch: SWEEP_SPECS, workers: 1, use: { baseURL: origin(SWEEPS_PORT) } },
  ],
  webServer: products,
});
