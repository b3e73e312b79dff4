/**
 * `npm run bench:web`: how fast the back office's pages show in a phone's conditions. Builds the front
 * end, starts the product as `npm start` does on a fresh demo data folder and a free port, and measures
 * each page with Lighthouse (mobile defaults: simulated slow 4G and a 4× slower CPU) in Debian's
 * Chromium, BENCH_RUNS times (3), printing the median of each figure as one table. Signed-in pages get
 * their session in localStorage before the run, exactly as the app stores it after signing in.
 *   BENCH_RUNS (3), BENCH_PAGES (a comma-separated subset of the paths below), CHROMIUM_PATH
 *   (/usr/bin/chromium) adjust the run; BENCH_REPORTS=<folder> keeps each run's Lighthouse report
 *   (JSON, open it in the Lighthouse viewer) to see where the time goes. BENCH_ORIGIN measures a product
 *   already running there (with the demo seeded; the sizes are read from it) instead of building and
 *   starting one: two builds measured in turn, on a shared machine.
 * puppeteer-core, which drives the browser, is the one lighthouse itself depends on (and accepts a page
 * of): no dependency of its own.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import puppeteer, { type Browser } from 'puppeteer-core';
import { SESSION_STORAGE_KEY } from '../src/session/storedSession';
import { measureFreshProduct } from './bench/freshProduct';
import { median } from './bench/median';
import { signedInStoredSession } from './bench/product';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const DEMO_PASSWORD = 'demo1234';
const REPORTS = process.env.BENCH_REPORTS;
const GIVEN_ORIGIN = process.env.BENCH_ORIGIN;

interface PageToMeasure {
  path: string;
  /** Who is signed in; none for a public page. */
  email?: string;
}

const ALL_PAGES: PageToMeasure[] = [
  { path: '/signin' },
  { path: '/dashboard', email: 'owner@demo.test' },
  { path: '/dashboard/customers', email: 'owner@demo.test' },
  { path: '/dashboard/admin/stores', email: 'admin@demo.test' },
];
const ONLY = process.env.BENCH_PAGES?.split(',').map((path) => path.trim());
const PAGES = ONLY ? ALL_PAGES.filter((page) => ONLY.includes(page.path)) : ALL_PAGES;

interface Figures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** Gzipped bytes of the scripts and style sheets the page loaded (as the build's .gz copies). */
  jsGzip: number;
  cssGzip: number;
  /** Bytes on the wire, as the browser negotiated them (brotli). */
  transferred: number;
}

/**
 * The gzipped size of a file the page loaded, as the server sends it (uncompressed, then gzipped here at
 * the level of the build's .gz copies). Read from the server, not from this checkout's dist/: under
 * BENCH_ORIGIN that may be another build, whose files this one does not have (they counted 0 bytes).
 */
async function gzipSizeOf(url: string): Promise<number> {
  const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
  if (!response.ok) return 0;
  return gzipSync(Buffer.from(await response.arrayBuffer()), { level: 9 }).length;
}

interface NetworkItem {
  url: string;
  resourceType?: string;
  transferSize?: number;
}

async function loadedBytes(result: Result): Promise<Pick<Figures, 'jsGzip' | 'cssGzip' | 'transferred'>> {
  const details = result.audits['network-requests']?.details;
  const items = (details && 'items' in details ? details.items : []) as NetworkItem[];
  const sum = async (type: string) => {
    const sizes = await Promise.all(
      items.filter((item) => item.resourceType === type).map((item) => gzipSizeOf(item.url)),
    );
    return sizes.reduce((total, size) => total + size, 0);
  };
  return {
    jsGzip: await sum('Script'),
    cssGzip: await sum('Stylesheet'),
    transferred: items.reduce((total, item) => total + (item.transferSize ?? 0), 0),
  };
}

/** One Lighthouse run in a fresh browser (empty cache), with the session stored first when signed in. */
async function measureOnce(
  origin: string,
  page: PageToMeasure,
  session: string | null,
  run: number,
): Promise<Figures> {
  const browser: Browser = await puppeteer.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_FLAGS,
  });
  try {
    const tab = await browser.newPage();
    if (session !== null) {
      // A same-origin address that loads no script or style sheet, so the cache stays cold.
      await tab.goto(`${origin}/favicon.svg`);
      await tab.evaluate((key, value) => localStorage.setItem(key, value), SESSION_STORAGE_KEY, session);
    }
    const flags: Flags = {
      logLevel: 'error',
      output: 'json',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
      // Lighthouse would clear localStorage (the session) with the cache; the browser is fresh anyway.
      disableStorageReset: session !== null,
    };
    const runner = await lighthouse(`${origin}${page.path}`, flags, undefined, tab);
    if (!runner) throw new Error(`Lighthouse gave no result for ${page.path}`);
    const { lhr } = runner;
    if (REPORTS) {
      await mkdir(REPORTS, { recursive: true });
      const name = `${page.path.replace(/^\//, '').replaceAll('/', '-') || 'root'}-${run}.json`;
      await writeFile(join(REPORTS, name), JSON.stringify(lhr));
    }
    if (lhr.runtimeError) throw new Error(`${page.path}: ${lhr.runtimeError.message}`);
    const landed = new URL(lhr.finalDisplayedUrl).pathname;
    if (landed !== page.path) throw new Error(`${page.path} ended on ${landed}: is the session accepted?`);
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      fcp: metric('first-contentful-paint'),
      lcp: metric('largest-contentful-paint'),
      tbt: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      ...(await loadedBytes(lhr)),
    };
  } finally {
    await browser.close();
  }
}

/** Lighthouse now and then loses a trace on a busy machine (NO_NAVSTART, NO_FCP): such a run is redone. */
async function withRetries<T>(attempt: () => Promise<T>, retries = 2): Promise<T> {
  try {
    return await attempt();
  } catch (error) {
    if (retries === 0) throw error;
    console.error(`    retrying: ${error instanceof Error ? error.message : String(error)}`);
    return withRetries(attempt, retries - 1);
  }
}

function medianFigures(runs: Figures[]): Figures {
  const keys = Object.keys(runs[0] ?? {}) as (keyof Figures)[];
  return Object.fromEntries(
    keys.map((key) => [key, median(runs.map((run) => run[key]))]),
  ) as unknown as Figures;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function printTable(rows: { page: PageToMeasure; figures: Figures }[]): void {
  console.log(
    `\nLighthouse ${RUNS > 1 ? `medians of ${RUNS} runs` : '1 run'}, mobile defaults (simulated slow 4G, 4× CPU slowdown):\n`,
  );
  console.log(
    '| Page | Performance | Accessibility | Best practices | FCP | LCP | TBT | CLS | JS (gzip) | CSS (gzip) | Transferred |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const { page, figures: f } of rows) {
    const who = page.email ? ` (${page.email})` : '';
    console.log(
      `| \`${page.path}\`${who} | ${f.performance} | ${f.accessibility} | ${f.bestPractices} | ${seconds(f.fcp)} | ${seconds(f.lcp)} | ${Math.round(f.tbt)} ms | ${f.cls.toFixed(3)} | ${kilobytes(f.jsGzip)} | ${kilobytes(f.cssGzip)} | ${kilobytes(f.transferred)} |`,
    );
  }
}

async function measurePages(origin: string): Promise<void> {
  const rows: { page: PageToMeasure; figures: Figures }[] = [];
  for (const page of PAGES) {
    const runs: Figures[] = [];
    for (let run = 1; run <= RUNS; run++) {
      console.error(`  ${page.path} ${page.email ?? ''} run ${run}/${RUNS}`);
      // A fresh session per run: each browser starts empty, as a new visitor's would.
      const session = page.email ? await signedInStoredSession(origin, page.email, DEMO_PASSWORD) : null;
      runs.push(await withRetries(() => measureOnce(origin, page, session, run)));
    }
    rows.push({ page, figures: medianFigures(runs) });
  }
  printTable(rows);
}

async function main(): Promise<void> {
  if (GIVEN_ORIGIN) return measurePages(GIVEN_ORIGIN);
  await measureFreshProduct('loyalty-bench-web-', measurePages);
}

await main();
