import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../scripts/chromium';

/**
 * End-to-end tests in Debian's Chromium (browser downloads are not possible here) against the real
 * product: `npm start` on a fresh data folder, so the reference server creates and seeds its database.
 */
const PORT = Number(process.env.E2E_PORT ?? 18080);
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? '.tmp/e2e-data';

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: '../../test-results/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: 'chromium',
    locale: 'es-ES',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_FLAGS,
    },
  },
  webServer: {
    command: `rm -rf ${E2E_DATA_DIR} && npm start`,
    cwd: '../..',
    url: `http://127.0.0.1:${PORT}/signin`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    // No network here: the cities map draws its bundled world outline instead of tiles nobody can load.
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: E2E_DATA_DIR,
      NODE_ENV: 'production',
      MAP_TILE_URL: 'none',
    },
  },
});
