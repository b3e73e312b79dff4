/**
 * `npm run bench:main-thread`: where a page's first load spends the main thread, steadier than
 * Lighthouse's TBT (which one slow task more or less moves by hundreds of milliseconds). Builds the front
 * end and starts the product as `npm start` does on a fresh demo data folder (or measures BENCH_ORIGIN),
 * then loads each page BENCH_RUNS times (5), each in a fresh browser with the session stored as the app
 * keeps it, at a phone's viewport without throttling, with Chromium's tracing on; it prints the medians
 * (min–max) of the main thread's task time, of V8's lazy compilation within it, of the tasks that would be
 * long on a 4× slower CPU, and of the TBT they would make there after the first paint. BENCH_PAGES picks
 * pages (as `bench:web`'s). It prints figures and never fails on them.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer from 'puppeteer-core';
import { DEMO_PASSWORD } from '../src/server/seed';
import { SESSION_STORAGE_KEY } from '../src/session/storedSession';
import { measureFreshProduct } from './bench/freshProduct';
import { type MainThreadFigures, mainThreadFigures, type TraceEvent } from './bench/mainThread';
import { median } from './bench/median';
import { signedInStoredSession } from './bench/product';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PAGES = [
  { path: '/signin' },
  { path: '/dashboard', email: 'owner@demo.test' },
  { path: '/dashboard/customers', email: 'owner@demo.test' },
  { path: '/dashboard/admin/stores', email: 'admin@demo.test' },
].filter((page) => !process.env.BENCH_PAGES || process.env.BENCH_PAGES.split(',').includes(page.path));
/** Lighthouse's mobile screen. */
const PHONE = { width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
const CATEGORIES = [
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'disabled-by-default-v8.compile',
  'loading',
  // navigationStart and firstContentfulPaint
  'blink.user_timing',
];

async function loadOnce(origin: string, path: string, session: string | null): Promise<MainThreadFigures> {
  const browser = await puppeteer.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_FLAGS,
  });
  const file = join(await mkdtemp(join(tmpdir(), 'loyalty-trace-')), 'trace.json');
  try {
    const tab = await browser.newPage();
    await tab.setViewport(PHONE);
    if (session !== null) {
      // A same-origin address that loads no script or style sheet, so the cache stays cold.
      await tab.goto(`${origin}/favicon.svg`);
      await tab.evaluate((key, value) => localStorage.setItem(key, value), SESSION_STORAGE_KEY, session);
    }
    await tab.tracing.start({ path: file, categories: CATEGORIES });
    await tab.goto(`${origin}${path}`, { waitUntil: 'networkidle0' });
    // What runs once the calls are answered (the rows, the prefetched form) is part of the load.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    await tab.tracing.stop();
    const landed = new URL(tab.url()).pathname;
    if (landed !== path) throw new Error(`${path} ended on ${landed}: is the session accepted?`);
    const trace = JSON.parse(await readFile(file, 'utf8')) as { traceEvents: TraceEvent[] };
    return mainThreadFigures(trace.traceEvents, `${origin}${path}`);
  } finally {
    await browser.close();
    await rm(join(file, '..'), { recursive: true, force: true });
  }
}

function cell(values: number[]): string {
  const round = (value: number) => Math.round(value).toLocaleString('en-US');
  return `${round(median(values))} (${round(Math.min(...values))}–${round(Math.max(...values))})`;
}

async function measure(origin: string): Promise<void> {
  const rows: string[] = [];
  for (const page of PAGES) {
    const runs: MainThreadFigures[] = [];
    for (let run = 1; run <= RUNS; run++) {
      console.error(`  ${page.path} run ${run}/${RUNS}`);
      const session = page.email ? await signedInStoredSession(origin, page.email, DEMO_PASSWORD) : null;
      runs.push(await loadOnce(origin, page.path, session));
    }
    const of = (key: keyof MainThreadFigures) => cell(runs.map((figures) => figures[key]));
    rows.push(
      `| \`${page.path}\` | ${of('total')} | ${of('lazyCompile')} | ${of('longTasks')} | ${of('blockingAt4x')} |`,
    );
  }
  console.log(
    `\nMain thread of a first load, ${PHONE.width} px phone viewport, no throttling; medians of ${RUNS} (min–max):\n`,
  );
  console.log('| Page | Tasks (ms) | Lazy compilation (ms) | Tasks ≥ 12.5 ms | TBT at 4× after FCP (ms) |');
  console.log('| --- | ---: | ---: | ---: | ---: |');
  for (const row of rows) console.log(row);
}

async function main(): Promise<void> {
  const given = process.env.BENCH_ORIGIN;
  if (given) return measure(given);
  await measureFreshProduct('loyalty-bench-main-', measure);
}

await main();
