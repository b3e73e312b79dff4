/**
 * `npm run size`: what each page of the front end costs. Builds the app (into dist/, the very build
 * `npm start` serves, so that `npm test`'s end-to-end tests start on it instead of building again) with
 * its manifest, prints the
 * gzipped JavaScript and CSS loaded to show the sign-in page (file by file), every other route, and the
 * parts pages load on demand (with the page around them), and fails when a route grows past its budget
 * (scripts/size/budgets.ts) or the form modal past its own, when the sign-in page loads a library it must not (charts, maps, form
 * validators, tables), or when the map (Leaflet) loads with anything but the map point picker's own
 * lazy chunk.
 */
import { readFileSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants, gzipSync } from 'node:zlib';
import { build, type Rollup } from 'vite';
import { type BudgetRules, type Manifest, measureRoutes, type RouteSize } from './size/budgets';
import { withoutSourceMapComment } from './size/sourceMapComment';
import { buildOnce } from './start/buildOnce';

const root = fileURLToPath(new URL('..', import.meta.url));
const outDir = join(root, 'dist');

const KB = 1024;
const RULES: BudgetRules = {
  app: 'src/boot.tsx',
  notRoutes: ['src/i18n/', 'src/ui/'],
  shownWith: [{ prefix: 'src/entities/generated/resources/', src: 'src/entities/EntityPage.tsx' }],
  // What the pages load now, with a little room (issue 17): they cannot creep back. +0.1 KB on 28 November:
  // the entry's start without a first-paint report (`whenFirstPainted`). On 1 December every chunk's V8
  // compile hint, ~35 bytes gzipped a chunk (scripts/vite/compileHints.ts): +0.2 to +0.7 KB, by chunk count.
  signIn: { src: 'src/screens/auth/SignInPage.tsx', budget: 114.3 * KB },
  frame: 'src/app/layout/DashboardLayout.tsx',
  publicPages: [
    'src/screens/auth/RegisterPage.tsx',
    'src/screens/auth/ResetPasswordPage.tsx',
    'src/screens/errors/NotFoundPage.tsx',
    'src/screens/auth/ForgotPasswordModal.tsx',
  ],
  // On 2 December the activity page reached its budget with the table's row highlight (useRowHoverHighlight):
  // 209.5 KB, given back its 0.4 KB of room.
  routeBudget: 209.9 * KB,
  // The signed-in frame alone and the home load ~45 KB less than a resource's page (issue 17): held to
  // what they load now, with a little room. On 3 December every other route got its own budget too, 0.3 KB
  // over what it loads (the public pages and the leave prompt had the resource pages' 209.9 KB, room to
  // grow by 45 to 99 KB unseen).
  routeBudgets: {
    'src/app/layout/DashboardLayout.tsx': 163.8 * KB,
    'src/screens/dashboard/HomePage.tsx': 170.3 * KB,
    'src/entities/EntityPage.tsx': 207.5 * KB,
    'src/app/router/LeavePrompt.tsx': 165.1 * KB,
    'src/screens/auth/RegisterPage.tsx': 114.7 * KB,
    'src/screens/auth/ResetPasswordPage.tsx': 113.3 * KB,
    'src/screens/errors/NotFoundPage.tsx': 111.0 * KB,
  },
  // The form modal and the singleton form (RJSF, the theme, the widgets; the resource's forms and
  // validators are their own chunks): pages fetch them once their list's answer is in, before the first form
  // is opened. +0.1 KB each on 28 November: the theme's one `mustBeFilled` (asterisk and `required` alike);
  // on 2 December 0.1 KB over, with the page around them (the row highlight): given back 0.4 KB of room.
  partBudgets: {
    'src/entities/form/FormModal.tsx': 293.1 * KB,
    'src/entities/singleton/SectionForm.tsx': 296.8 * KB,
  },
};
const FORBIDDEN_ON_SIGN_IN = [
  'recharts',
  'leaflet',
  'react-leaflet',
  'ajv',
  '@rjsf',
  '@tanstack/react-table',
  'd3-',
];

/** The one module that may bring Leaflet in, through React.lazy (src/entities/form/widgets/MapPointWidget). */
const MAP_MODULE = 'src/ui/map/MapPointPicker.tsx';
const MAP_PACKAGES = ['leaflet', 'react-leaflet', '@react-leaflet'];

function isMapModule(moduleId: string): boolean {
  const name = packageOf(moduleId);
  return (
    (name !== null && MAP_PACKAGES.includes(name)) || moduleId.replaceAll('\\', '/').includes('/src/ui/map/')
  );
}

function packageOf(moduleId: string): string | null {
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(moduleId.replaceAll('\\', '/'));
  return match?.[1] ?? null;
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} kB`.padStart(9);

function printSizes(title: string, sizes: RouteSize[]): void {
  console.log(`\n${title}`);
  const width = Math.max(...sizes.map((size) => size.src.length));
  for (const size of [...sizes].sort((a, b) => b.jsGzip - a.jsGzip)) {
    const budget = size.budget === null ? '' : ` / ${kb(size.budget)}`;
    console.log(
      `  ${size.src.padEnd(width)}  JS ${kb(size.jsGzip)}${budget}  CSS ${kb(size.cssGzip)}${size.over ? '  OVER BUDGET' : ''}`,
    );
  }
}

/** Builds dist/ as `npm start` does (the lock keeps a starting server from building it at the same time). */
async function buildDist(): Promise<Rollup.OutputChunk[]> {
  let chunks: Rollup.OutputChunk[] = [];
  await buildOnce({
    lock: join(root, '.build-lock'),
    // The manifest is wanted, so this builds even when dist/ is fresh.
    isStale: () => Promise.resolve(true),
    async build() {
      const output = await build({ root, logLevel: 'warn', build: { manifest: true } });
      chunks = (Array.isArray(output) ? output : [output])
        .flatMap((result) => ('output' in result ? result.output : []))
        .filter((item) => item.type === 'chunk');
    },
  });
  return chunks;
}

async function main(): Promise<void> {
  const chunks = await buildDist();
  const manifestDir = join(outDir, '.vite');
  try {
    const manifest = JSON.parse(await readFile(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
    // What a gzip-only browser receives, compressed as the build's .gz copies are
    // (scripts/vite/precompress.ts), less the source-map comment the budgets were measured without.
    const gzipSize = (file: string) =>
      gzipSync(withoutSourceMapComment(readFileSync(join(outDir, file), 'utf8')), {
        level: constants.Z_BEST_COMPRESSION,
      }).length;
    const routes = measureRoutes(manifest, RULES, gzipSize);
    const signIn = routes.find((route) => route.src === RULES.signIn.src);
    if (!signIn) throw new Error('The sign-in page was not measured');

    console.log('What the sign-in page loads (gzip):');
    for (const file of [...signIn.js, ...signIn.css])
      console.log(`  ${file.padEnd(44)} ${kb(gzipSize(file))}`);
    console.log(
      `  ${'JavaScript'.padEnd(44)} ${kb(signIn.jsGzip)} (budget ${RULES.signIn.budget / KB} kB)\n  ${'CSS'.padEnd(44)} ${kb(signIn.cssGzip)}`,
    );
    const loaded = new Set(signIn.js);
    const packages = new Set(
      chunks
        .filter((chunk) => loaded.has(chunk.fileName))
        .flatMap((chunk) => chunk.moduleIds.map(packageOf))
        .filter((name) => name !== null),
    );
    console.log(`  packages: ${[...packages].sort().join(', ')}`);
    printSizes(
      'Every route, with the entry, the app and, for signed-in pages, the frame:',
      routes.filter((route) => route.kind === 'route'),
    );
    printSizes(
      'Parts loaded on demand (modals, forms, charts, catalogues), with the same around them (a budget for the forms only):',
      routes.filter((route) => route.kind === 'part'),
    );

    const forbidden = [...packages].filter((name) =>
      FORBIDDEN_ON_SIGN_IN.some((prefix) => name === prefix || name.startsWith(prefix)),
    );
    if (forbidden.length > 0) {
      console.error(`\nThe sign-in page loads code it must not: ${forbidden.join(', ')}`);
      process.exitCode = 1;
    }
    const mapFiles = new Set(
      chunks.filter((chunk) => chunk.moduleIds.some(isMapModule)).map((chunk) => chunk.fileName),
    );
    for (const route of routes.filter((candidate) => candidate.src !== MAP_MODULE)) {
      const withMap = route.js.filter((file) => mapFiles.has(file));
      if (withMap.length > 0) {
        console.error(`\n${route.src} loads the map's code (${withMap.join(', ')}): only ${MAP_MODULE} may.`);
        process.exitCode = 1;
      }
    }
    for (const route of routes.filter((candidate) => candidate.over)) {
      console.error(
        `\n${route.src} needs ${kb(route.jsGzip).trim()} of gzipped JavaScript, over its budget of ${kb(route.budget ?? 0).trim()}.`,
      );
      process.exitCode = 1;
    }
  } finally {
    // The server would serve the manifest as a file of the site: dist/ stays what `npm start` builds.
    await rm(manifestDir, { recursive: true, force: true });
  }
}

await main();
