import { availableParallelism } from 'node:os';
/// <reference types="vitest/config" />

import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import type { TestProjectInlineConfiguration } from 'vitest/config';
import { precompress } from './scripts/vite/precompress.ts';
import { preloadModule } from './scripts/vite/preloadModule.ts';
import { prerenderSignIn } from './scripts/vite/prerender.ts';
import { routeDocument } from './scripts/vite/routeDocument.ts';

/**
 * The reference server's tests (node). They run once against PGlite and, when TEST_DATABASE_URL names a
 * PostgreSQL server (.ci/run), once more against it; each run migrates and seeds one database in its
 * global setup, which every test file then copies.
 */
function serverProject(name: string, globalSetup: string): TestProjectInlineConfiguration {
  return {
    extends: true,
    test: {
      name,
      environment: 'node',
      include: ['tests/server/**/*.test.ts'],
      globalSetup: [globalSetup],
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  };
}

/** The API's paths (src/server/http/apiPaths.ts), which `npm run dev` forwards to the reference server. */
const API_PATHS = '^/(client|admin|general|login|uploads|files)(/|$)';
const API_SERVER = `http://127.0.0.1:${process.env.PORT ?? '8080'}`;

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    // The app's code, which the entry runs after the first paint (src/main.tsx), downloads with it.
    preloadModule('src/boot.tsx'),
    // dashboard.html, for /dashboard/…: the signed-in frame's code downloads with the app's, and so
    // do the API client, which the frame's first calls load (the sign-in page loads it on submit), and
    // the pages' Spanish texts (the default language's; another one is fetched when chosen).
    routeDocument('dashboard.html', [
      'src/app/layout/DashboardLayout.tsx',
      'src/api/client.ts',
      'src/i18n/pages/es.ts',
    ]),
    prerenderSignIn(),
    precompress(),
  ],
  resolve: {
    alias: [
      {
        find: /^use-sync-external-store\/shim(?:\/index\.js)?$/,
        replacement: fileURLToPath(new URL('./src/shims/useSyncExternalStoreShim.ts', import.meta.url)),
      },
      {
        find: /^markdown-to-jsx\/react$/,
        replacement: fileURLToPath(new URL('./src/shims/markdownAsText.tsx', import.meta.url)),
      },
    ],
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    // Every browser of the es2022 target but Safari 16 preloads modules natively; there a preload hint is
    // only skipped, so the polyfill is not worth its bytes on every page.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // The libraries every page runs, in one chunk: they compress better together than split by
        // which lazy chunks share them, and the chunk stays cached across deployments of the app.
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|i18next|react-i18next)[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: { [API_PATHS]: { target: API_SERVER } },
  },
  test: {
    // Vitest keeps a core free by default; `npm test` has the machine to itself (2 cores in CI), and the
    // suite takes a third less with both at work.
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['tests/unit/**/*.test.ts', 'tests/contract/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'component',
          environment: 'jsdom',
          include: ['tests/component/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup/dom.ts'],
          // Pages load their chunks (forms, validators) on first use, as in the browser: give a busy
          // machine room for that without tests waiting on any clock.
          testTimeout: 20_000,
        },
      },
      serverProject('server', 'tests/server/support/pgliteSnapshot.setup.ts'),
      ...(process.env.TEST_DATABASE_URL
        ? [serverProject('server-pg', 'tests/server/support/postgresTemplate.setup.ts')]
        : []),
    ],
  },
});
