import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
/// <reference types="vitest/config" />

import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { configDefaults, type TestProjectInlineConfiguration } from 'vitest/config';
import { compileHints } from './scripts/vite/compileHints.ts';
import { precompress } from './scripts/vite/precompress.ts';
import { preloadModule } from './scripts/vite/preloadModule.ts';
import { prerenderSignIn } from './scripts/vite/prerender.ts';
import { routeDocument } from './scripts/vite/routeDocument.ts';

/** A project's test files, and whether they share their worker's modules (Vitest's `isolate: false`). */
interface ProjectFiles {
  include: string[];
  exclude?: string[];
  isolate?: boolean;
}
type ProjectEnvironment = NonNullable<TestProjectInlineConfiguration['test']>;

/** One Vitest project: its files, in the environment they run in (isolated unless they say otherwise). */
function testProject(
  name: string,
  files: ProjectFiles,
  environment: ProjectEnvironment,
): TestProjectInlineConfiguration {
  return {
    extends: true,
    test: {
      name,
      include: files.include,
      exclude: [...configDefaults.exclude, ...(files.exclude ?? [])],
      isolate: files.isolate ?? true,
      ...environment,
    },
  };
}

/**
 * The reference server's tests (node). Each run migrates and seeds one database in its global setup,
 * which every test file then copies. Without TEST_DATABASE_URL every file runs on PGlite (what
 * `npm start` uses). With it (.ci/run) every file runs on that PostgreSQL server ('server-pg': real
 * connections, so races, row locks and the pool are really exercised, and it is the faster engine:
 * 202 s of tests against 449 s on PGlite), and PGlite runs only ENGINE_FILES below.
 */
function serverProject(
  name: string,
  globalSetup: string,
  files: ProjectFiles,
): TestProjectInlineConfiguration {
  return testProject(name, files, {
    environment: 'node',
    globalSetup: [globalSetup],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  });
}

/** The front end's tests in jsdom, rendering the app as users get it. */
function componentProject(name: string, files: ProjectFiles): TestProjectInlineConfiguration {
  return testProject(name, files, {
    environment: 'jsdom',
    setupFiles: ['tests/setup/dom.ts'],
    // Pages load their chunks (forms, validators) on first use, as in the browser: give a busy
    // machine room for that without tests waiting on any clock.
    testTimeout: 20_000,
  });
}

const SERVER_FILES = ['tests/server/**/*.test.ts'];
const PGLITE_SETUP = 'tests/server/support/pgliteSnapshot.setup.ts';
const POSTGRES_SETUP = 'tests/server/support/postgresTemplate.setup.ts';
/**
 * What differs on the embedded engine, run on PGlite as well when PostgreSQL runs every file: start-up
 * and stop on the data folder (health, shutdown, migrations, the seed and its clock, what `npm start`
 * does), PGlite's own extension (pg_trgm, for the search) and driver (bytes come back as a Uint8Array:
 * uploads), its SQLSTATEs (constraint violations), its single connection (the CRUD factory's writes in
 * their transaction, the scheduler taking turns), and every operation of the contract once
 * (operations): a query made outside a write's transaction waits for ever on PGlite's one connection
 * and nowhere else. The rest (permissions, isolation, the ledger, the fuzz, ...) is the same SQL on
 * both engines, PGlite being PostgreSQL compiled to WebAssembly; its races only take turns there.
 */
const ENGINE_FILES = [
  'constraintViolations',
  'crudHandlers',
  'health',
  'migrations',
  'notificationScheduler',
  'operations',
  'search',
  'seed',
  'seedClock',
  'shutdown',
  'uploads',
].map((file) => `tests/server/${file}.test.ts`);

/**
 * The component files share their worker's jsdom and the app's modules from file to file (`isolate:
 * false`): set up once per worker instead of once per file, the component tests took 159 s instead of
 * 423 s on 2 cores (README, "How long"). Each test still starts clean (tests/setup/dom.ts: the DOM, the
 * calls' cache, the session, the language, the toasts); what a file changes beyond that it undoes itself,
 * and only what it made (earlyCalls.test.tsx stops its own request counters, not every listener: the
 * check of request bodies listens too). A file that replaces one of the app's modules (`vi.mock`,
 * `vi.doMock`: shared modules are already loaded, so the mock would not take) or reads what the app has
 * loaded since the page loaded (it says `@isolated-modules` and why) gets modules of its own. Picked out
 * by their text, so a new such file cannot end up sharing.
 */
const COMPONENT_TESTS = 'tests/component';
const NEEDS_OWN_MODULES = /\bvi\.(?:mock|doMock)\(|@isolated-modules/;
/** The test files under `folder` that need modules of their own (above), by their text. */
function filesWithOwnModules(folder: string): string[] {
  const root = fileURLToPath(new URL(`${folder}/`, import.meta.url));
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .filter((file) => NEEDS_OWN_MODULES.test(readFileSync(`${root}${file}`, 'utf8')))
    .map((file) => `${folder}/${file.replaceAll('\\', '/')}`)
    .sort();
}
const OWN_MODULE_FILES = process.env.VITEST ? filesWithOwnModules(COMPONENT_TESTS) : [];
const SERVER_OWN_MODULE_FILES = process.env.VITEST ? filesWithOwnModules('tests/server') : [];
const UNIT_TESTS = ['tests/unit/**/*.test.ts', 'tests/contract/**/*.test.ts'];
const UNIT_OWN_MODULE_FILES = process.env.VITEST
  ? [...filesWithOwnModules('tests/unit'), ...filesWithOwnModules('tests/contract')]
  : [];

/**
 * A project whose files share their worker's modules (`isolate: false`), and `<name>-own-modules`, isolated,
 * for those among them that need modules of their own (above). Every kind of test file runs this way: an
 * isolated file pays a new process and the import of everything it tests (for the server's files on PGlite,
 * Fastify, Drizzle and PGlite's own code: 3–7 s between two files of one worker, README "How long").
 */
function sharingModules(
  name: string,
  include: string[],
  ownModules: string[],
  project: (name: string, files: ProjectFiles) => TestProjectInlineConfiguration,
): TestProjectInlineConfiguration[] {
  return [
    project(name, { include, exclude: ownModules, isolate: false }),
    ...(ownModules.length > 0
      ? [project(`${name}-own-modules`, { include: ownModules, isolate: true })]
      : []),
  ];
}

// A file renamed or removed would silently leave the set, and what it proves would no longer run on PGlite
// in CI. Checked when Vitest loads this file (the front end's build does not need tests/).
if (process.env.VITEST) {
  const missing = ENGINE_FILES.filter((file) => !existsSync(fileURLToPath(new URL(file, import.meta.url))));
  if (missing.length > 0)
    throw new Error(
      `vite.config.ts: ENGINE_FILES names test files that do not exist: ${missing.join(', ')}. Rename the entry with its file, or remove it.`,
    );
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
    compileHints(),
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
      ...sharingModules('unit', UNIT_TESTS, UNIT_OWN_MODULE_FILES, (name, files) =>
        testProject(name, files, { environment: 'node' }),
      ),
      ...sharingModules(
        'component',
        [`${COMPONENT_TESTS}/**/*.test.{ts,tsx}`],
        OWN_MODULE_FILES,
        componentProject,
      ),
      ...(process.env.TEST_DATABASE_URL
        ? [
            // On PGlite only the engine's files (above); on PostgreSQL every file, each on a database of
            // its own: shared, 166 → 88 s alone on 2 cores (README, "How long").
            ...sharingModules(
              'server',
              ENGINE_FILES,
              ENGINE_FILES.filter((file) => SERVER_OWN_MODULE_FILES.includes(file)),
              (name, files) => serverProject(name, PGLITE_SETUP, files),
            ),
            ...sharingModules('server-pg', SERVER_FILES, SERVER_OWN_MODULE_FILES, (name, files) =>
              serverProject(name, POSTGRES_SETUP, files),
            ),
          ]
        : sharingModules('server', SERVER_FILES, SERVER_OWN_MODULE_FILES, (name, files) =>
            serverProject(name, PGLITE_SETUP, files),
          )),
    ],
  },
});
