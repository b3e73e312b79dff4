/**
 * `npm run bench:lists`: the customers list of a store with 100,000 customers, in the browser and on the
 * server. Builds the front end, seeds a fresh database with the demo (as the first `npm start` does) and
 * bulk-inserts customers into the demo owner's store (owner@demo.test) until it has BENCH_CUSTOMERS,
 * starts the product as `npm start` does on a free port and a temporary DATA_DIR, then measures:
 *   - in Debian's Chromium through Playwright, BENCH_RUNS times (5), each run in a fresh browser context
 *     (empty cache), the median of: the navigation to /dashboard/customers until the first page's rows
 *     are shown (and again with the cache warm), the next page, a search typed into the box (from the
 *     last keystroke) and a page of 1,000 rows (see below);
 *   - over HTTP with the session token, BENCH_CALLS sequential calls (50, after 5 not counted):
 *     p50/p95 of `/client/customer/all` (first page, sorted) and of its search;
 *   - smoothness, first: 100 rows a page (`?size=100`) at a desktop viewport (1366 × 900, the table) and
 *     a phone's (375 × 812, the cards), the CPU slowed 4× (CDP `Emulation.setCPUThrottlingRate`),
 *     BENCH_SMOOTH_RUNS times (3) in turn, each in a fresh context: (a) the page scrolled to its bottom
 *     with the mouse wheel (120 px every 50 ms), (b) the search typed key by key (150 ms a key) until its
 *     rows show. Frame times are the deltas between requestAnimationFrame callbacks (every frame, so
 *     a median exists; Chromium's 'long-animation-frame' entries, over 50 ms only, are counted beside):
 *     p50, p95, the longest and how many took over 50 ms, next to the target (≤ 50 ms a frame).
 *     BENCH_SMOOTH_ONLY=1 measures only this (to compare two builds); BENCH_PROFILE_DIR=<folder> writes
 *     the first run's CPU profiles (`*.cpuprofile`, open in Chromium's Performance panel); BENCH_PORT
 *     puts the product on a given port (a free one by default).
 * It prints figures, never asserts them. "Shown" is the first frame after the table holds exactly the
 * expected rows (first and last row's customer code, as the API answers them for that view).
 * The database is PGlite (what `npm start` uses) unless DATABASE_URL or TEST_DATABASE_URL names a
 * PostgreSQL server: then a throwaway database is created on it and dropped at the end.
 *   BENCH_CUSTOMERS (100000), BENCH_RUNS (5), BENCH_CALLS (50), CHROMIUM_PATH (/usr/bin/chromium).
 * A page of 1,000 rows: the list offers 10, 20, 50 and 100 rows a page (`size` in the URL; the
 * contract's ListQuery allows at most 100), so the bench answers one page request itself with 1,000 real
 * customers fetched beforehand: that row measures the browser's rendering, not the server.
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, type CDPSession, chromium, type Page } from '@playwright/test';
import pg from 'pg';
import { build } from 'vite';
import type { Session } from '../src/contract/types';
import { type DatabaseConnection, openPglite, openPostgres } from '../src/server/db/database';
import { DEMO_PASSWORD } from '../src/server/seed';
import { SESSION_STORAGE_KEY } from '../src/session/storedSession';
import { seedListsDatabase } from './bench/listsData';
import { median } from './bench/median';
import { startProduct, stopProduct, storedSessionValue } from './bench/product';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, CPU_SLOWDOWN } from './chromium';

const root = fileURLToPath(new URL('..', import.meta.url));
const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const CALLS = Number(process.env.BENCH_CALLS ?? 50);
const WARMUP_CALLS = 5;
const OWNER = 'owner@demo.test';
const POSTGRES_URL = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL || undefined;
/** What is typed into the search box: a first name and a surname, as at a counter. */
const TYPED_SEARCH = 'lucía garcía';
/** The server's search, each the way a user might look a customer up. */
const SERVER_SEARCHES = [
  { label: 'a surname', term: 'garcía' },
  { label: 'a full name', term: TYPED_SEARCH },
  { label: 'a full name typed without accents, surname first', term: 'garcia lucia' },
  { label: 'two surnames without accents', term: 'gutierrez castro' },
  { label: 'mobile digits', term: '612 4' },
  { label: 'an email', term: 'lucia.garcia1' },
  { label: 'two letters (too short for the trigram index)', term: 'lu' },
] as const;
/** The customers' search box, by its Spanish label. */
const SEARCH_LABEL = 'Buscar por nombre, email, móvil o código';
const PAGE_SIZE = 20; // the list's default
const BIG_PAGE = 1000;
const WAIT_MS = 30_000;
/** Smoothness: the list's largest page, runs per viewport, and what a frame may take on the slowed CPU. */
const SMOOTH_PAGE = 100;
const SMOOTH_RUNS = Number(process.env.BENCH_SMOOTH_RUNS ?? 3);
const FRAME_TARGET_MS = 50;
/** How long a gesture may take on the slowed CPU before the run is given up. */
const SMOOTH_WAIT_MS = 180_000;
/** Only the smoothness figures (no server calls, no load times): to compare two builds quickly. */
const SMOOTH_ONLY = process.env.BENCH_SMOOTH_ONLY === '1';
/** A folder to write the first run's Chromium CPU profiles to (typing and scrolling, per viewport). */
const PROFILE_DIR = process.env.BENCH_PROFILE_DIR;
/** The product's port (a free one by default): on a shared machine each person keeps to their own. */
const PORT = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : undefined;
/** A person's typing: about 150 ms between keys. */
const TYPING_DELAY_MS = 150;
/** A mouse wheel's notch, and the pause between notches (a steady scroll of ~20 notches a second). */
const WHEEL_STEP_PX = 120;
const WHEEL_PAUSE_MS = 50;
/** The viewports measured: a desktop shows the table, a phone (375 × 812, an iPhone X) the cards. */
const SMOOTH_VIEWPORTS = [
  { label: 'desktop 1366 × 900, table', width: 1366, height: 900 },
  { label: 'phone 375 × 812, cards', width: 375, height: 812 },
] as const;

const TARGETS = {
  firstPage: 800,
  search: 300,
  pageChange: 300,
  serverP95: 50,
};

// ---------------------------------------------------------------- the data

/**
 * Where the data goes: PGlite in the data folder, or a throwaway database on the given PostgreSQL
 * server, named before it is created so that an interruption at any point can still drop it.
 */
interface Target {
  label: string;
  /** The product's DATABASE_URL, when not PGlite. */
  url: string | null;
  create(): Promise<void>;
  drop(): Promise<void>;
}

async function adminQuery<R extends pg.QueryResultRow>(url: string, text: string): Promise<R[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<R>(text)).rows;
  } finally {
    await client.end();
  }
}

function planTarget(): Target {
  if (!POSTGRES_URL) return { label: 'PGlite', url: null, create: async () => {}, drop: async () => {} };
  const admin = POSTGRES_URL;
  const name = `loyalty_bench_${randomBytes(6).toString('hex')}`;
  const url = new URL(admin);
  url.pathname = `/${name}`;
  const target: Target = {
    label: 'PostgreSQL',
    url: url.toString(),
    async create() {
      const [row] = await adminQuery<{ v: string }>(admin, "SELECT current_setting('server_version') AS v");
      target.label = `PostgreSQL ${row?.v.split(' ')[0] ?? ''}`.trim();
      await adminQuery(admin, `CREATE DATABASE "${name}"`);
    },
    drop: async () => void (await adminQuery(admin, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)),
  };
  return target;
}

/** Migrates, seeds the demo and fills the owner's store; answers how long that took. */
async function prepareDatabase(dataDir: string, target: Target) {
  let connection: DatabaseConnection;
  if (target.url) {
    const postgres = openPostgres(target.url);
    // A busy client's connection error (the database dropped by an interruption) is also its query's
    // rejection: without a listener node-postgres would crash the process before it cleans up.
    postgres.pool.on('connect', (client) => client.on('error', () => {}));
    connection = postgres;
  } else {
    connection = await openPglite({ dataDir: join(dataDir, 'pgdata') });
  }
  try {
    return await seedListsDatabase(connection.db, { owner: OWNER, customers: CUSTOMERS });
  } finally {
    await connection.close();
  }
}

// ---------------------------------------------------------------- the product

interface ApiCustomer {
  id: number;
  code: string;
  mobile: string;
}
interface CustomerPage {
  customers: ApiCustomer[];
  total: number;
}

async function post<T>(origin: string, path: string, body: unknown, token?: string): Promise<T> {
  const response = await fetch(`${origin}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as T & { s: string; m?: string };
  if (answer.s !== 'ok') throw new Error(`${path}: ${answer.m ?? response.status}`);
  return answer;
}

/** Signs in through the API: the token, and the session as the app keeps it in localStorage. */
async function signIn(origin: string): Promise<{ token: string; stored: string }> {
  const { session } = await post<{ session: Session }>(origin, '/login/client', {
    email: OWNER,
    password: DEMO_PASSWORD,
  });
  return { token: session.token, stored: storedSessionValue(session) };
}

// ---------------------------------------------------------------- figures

/** Nearest-rank percentile. */
function percentile(values: number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(sorted.length * fraction) - 1)] ?? Number.NaN;
}

interface ServerFigure {
  label: string;
  p50: number;
  p95: number;
  /** Rows matching (the answer's total). */
  total: number;
}

/** Sequential calls of customer/all with one body: p50 and p95 of the whole round trip. */
async function timeCalls(origin: string, token: string, label: string, body: object): Promise<ServerFigure> {
  const times: number[] = [];
  let total = 0;
  for (let call = 0; call < WARMUP_CALLS + CALLS; call++) {
    const started = performance.now();
    const answer = await post<CustomerPage>(origin, '/client/customer/all', body, token);
    const ms = performance.now() - started;
    total = answer.total;
    if (call >= WARMUP_CALLS) times.push(ms);
  }
  return { label, p50: percentile(times, 0.5), p95: percentile(times, 0.95), total };
}

// ---------------------------------------------------------------- the browser

/** What the table must hold: exactly `count` rows, the first and the last with these customer codes. */
interface ExpectedRows {
  count: number;
  first: string;
  last: string;
}

const expectedOf = (rows: ApiCustomer[]): ExpectedRows => ({
  count: rows.length,
  first: rows[0]?.code ?? '',
  last: rows.at(-1)?.code ?? '',
});

declare global {
  interface Window {
    /** Resolves with the time (performance.now()) of the first frame showing the expected rows. */
    benchRowsShown(expected: ExpectedRows): Promise<number>;
    benchPending?: Promise<number>;
    /** performance.now() of the last keystroke in the page. */
    benchLastKey?: number;
    benchClickAt?: number;
  }
}

/**
 * Installed in every document before the app runs (as text: tsx would wrap a function's inner functions
 * in a helper the page does not have). `benchRowsShown` watches the DOM until the table holds the
 * expected rows, then waits for the next frame: requestAnimationFrame runs before the paint, the message
 * after it. The last keystroke and click are kept with the same clock.
 */
function benchHelpers(first: ExpectedRows): string {
  return `
    window.benchRowsShown = (expected) => new Promise((resolve) => {
      const matches = () => {
        const rows = document.querySelectorAll('table tbody tr');
        return rows.length === expected.count
          && (rows[0]?.textContent ?? '').includes(expected.first)
          && (rows[rows.length - 1]?.textContent ?? '').includes(expected.last);
      };
      const afterPaint = () => requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve(performance.now());
        channel.port2.postMessage(null);
      });
      if (matches()) return afterPaint();
      const observer = new MutationObserver(() => {
        if (!matches()) return;
        observer.disconnect();
        afterPaint();
      });
      observer.observe(document, { childList: true, subtree: true, characterData: true });
    });
    window.benchPending = window.benchRowsShown(${JSON.stringify(first)});
    document.addEventListener('keydown', () => { window.benchLastKey = performance.now(); });
    document.addEventListener('click', () => { window.benchClickAt = performance.now(); }, true);
  `;
}

async function waitShown(page: Page, what: string): Promise<number> {
  const shown = page.evaluate(() => window.benchPending ?? Promise.reject(new Error('nothing awaited')));
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(async () => {
      // What the page shows instead, to tell a slow answer from a lost keystroke or a wrong expectation.
      const seen = await page
        .evaluate(() => ({
          url: location.href,
          rows: document.querySelectorAll('table tbody tr').length,
          firstRow: document.querySelector('table tbody tr')?.textContent?.slice(0, 80) ?? null,
          search: document.querySelector<HTMLInputElement>('input[type="search"]')?.value ?? null,
        }))
        .catch(() => null);
      reject(
        new Error(`${what}: the expected rows did not show in ${WAIT_MS} ms; seen ${JSON.stringify(seen)}`),
      );
    }, WAIT_MS);
  });
  try {
    return await Promise.race([shown, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

async function expectRows(page: Page, expected: ExpectedRows): Promise<void> {
  await page.evaluate((rows) => {
    window.benchPending = window.benchRowsShown(rows);
  }, expected);
}

/**
 * One measure of a run, in ms from its start (the navigation's start, the click or the last keystroke):
 * when the rows showed, and when the list's request (its last customer/all) left and was answered.
 */
interface Timing {
  shown: number;
  requested: number;
  answered: number;
}

const MEASURES = ['firstPageCold', 'firstPageWarm', 'search', 'pageChange', 'bigPage'] as const;
type BrowserRun = Record<(typeof MEASURES)[number], Timing>;

async function measured(
  page: Page,
  what: string,
  since: 'navigation' | 'click' | 'keystroke',
): Promise<Timing> {
  const shownAt = await waitShown(page, what);
  return page.evaluate(
    ({ shownAt, since }) => {
      const start =
        since === 'navigation'
          ? 0
          : since === 'click'
            ? (window.benchClickAt ?? 0)
            : (window.benchLastKey ?? 0);
      const request = performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname === '/client/customer/all')
        .at(-1) as PerformanceResourceTiming | undefined;
      const after = request && request.startTime >= start;
      return {
        shown: shownAt - start,
        requested: after ? request.startTime - start : Number.NaN,
        answered: after ? request.responseEnd - start : Number.NaN,
      };
    },
    { shownAt, since },
  );
}

interface Views {
  first: ExpectedRows;
  second: ExpectedRows;
  searched: ExpectedRows;
  big: { answer: CustomerPage; expected: ExpectedRows };
}

async function browserRun(
  browser: Browser,
  origin: string,
  stored: string,
  views: Views,
): Promise<BrowserRun> {
  const context = await browser.newContext({
    viewport: { width: 1366, height: 900 },
    storageState: {
      cookies: [],
      origins: [{ origin, localStorage: [{ name: SESSION_STORAGE_KEY, value: stored }] }],
    },
  });
  try {
    const page = await context.newPage();
    await page.addInitScript({ content: benchHelpers(views.first) });
    const url = `${origin}/dashboard/customers`;

    // (a) A navigation with an empty cache: from its start (performance's time origin) to the rows.
    await page.goto(url);
    const firstPageCold = await measured(page, 'first page', 'navigation');
    // Again, the assets now cached (HTML revalidated, hashed files immutable).
    await page.goto(url);
    const firstPageWarm = await measured(page, 'first page, warm', 'navigation');

    // (c) The next page, from the click.
    await expectRows(page, views.second);
    await page.getByRole('button', { name: 'Página siguiente' }).click();
    const pageChange = await measured(page, 'next page', 'click');

    // (d) A page of 1,000 rows, answered by the bench (the list cannot ask for it), from the click.
    await page.route('**/client/customer/all', (route) =>
      route.fulfill({ json: { s: 'ok', ...views.big.answer } }),
    );
    await expectRows(page, views.big.expected);
    await page.getByRole('button', { name: 'Página siguiente' }).click();
    const bigPage = await measured(page, '1,000 rows', 'click');
    await page.unroute('**/client/customer/all');
    // Back to a page of 20 (already in the query cache) before searching.
    await expectRows(page, views.second);
    await page.getByRole('button', { name: 'Página anterior' }).click();
    await waitShown(page, 'back to page 2');

    // (b) A search typed at a person's pace, from the last keystroke to its first page.
    await expectRows(page, views.searched);
    await page.getByRole('searchbox', { name: SEARCH_LABEL }).pressSequentially(TYPED_SEARCH, { delay: 60 });
    const search = await measured(page, 'search', 'keystroke');
    return { firstPageCold, firstPageWarm, pageChange, search, bigPage };
  } finally {
    await context.close();
  }
}

// ---------------------------------------------------------------- smoothness

/**
 * Frame times, recorded in the page as the deltas between requestAnimationFrame callbacks: every frame
 * the main thread produced, long or not (a long-animation-frame observer sees only those over 50 ms, so
 * it has no median), the main thread's work between two frames included. Installed as text, as
 * benchHelpers. Chromium also reports its long animation frames (PerformanceObserver
 * 'long-animation-frame', Chromium 123+): counted beside, as a cross-check of the rAF figures.
 */
const FRAME_RECORDER = `
  window.benchFrames = {
    start() {
      const state = { deltas: [], last: null, running: true, longFrames: 0 };
      window.benchFrameState = state;
      const tick = (now) => {
        if (!state.running) return;
        if (state.last !== null) state.deltas.push(now - state.last);
        state.last = now;
        requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
      if (PerformanceObserver.supportedEntryTypes.includes('long-animation-frame')) {
        state.observer = new PerformanceObserver((list) => { state.longFrames += list.getEntries().length; });
        state.observer.observe({ type: 'long-animation-frame' });
      }
    },
    stop() {
      const state = window.benchFrameState;
      state.running = false;
      state.observer?.disconnect();
      return { deltas: state.deltas, longFrames: state.observer ? state.longFrames : -1 };
    },
  };
`;

declare global {
  interface Window {
    benchFrames: { start(): void; stop(): { deltas: number[]; longFrames: number } };
  }
}

/** One recording's frames: p50, p95 and the longest, how many took over the target, LoAF entries. */
interface FrameFigures {
  p50: number;
  p95: number;
  max: number;
  over: number;
  frames: number;
  /** Long animation frames Chromium reported (−1: not supported). */
  longFrames: number;
}

function frameFigures({ deltas, longFrames }: { deltas: number[]; longFrames: number }): FrameFigures {
  return {
    p50: percentile(deltas, 0.5),
    p95: percentile(deltas, 0.95),
    max: Math.max(...deltas),
    over: deltas.filter((delta) => delta > FRAME_TARGET_MS).length,
    frames: deltas.length,
    longFrames,
  };
}

interface SmoothRun {
  typing: FrameFigures;
  scrolling: FrameFigures;
}

/** Waits until the page shows the expected rows (table rows or cards, by the first and last code). */
async function waitForRows(page: Page, expected: ExpectedRows, what: string): Promise<void> {
  await page
    .waitForFunction(
      ({ first, last }) => {
        const text = document.querySelector('main')?.textContent ?? '';
        return text.includes(first) && text.includes(last);
      },
      expected,
      { timeout: SMOOTH_WAIT_MS },
    )
    .catch(async (error: unknown) => {
      throw new Error(
        `${what}: the expected rows did not show (${await shownState(page)}): ${String(error)}`,
      );
    });
}

/** What the page shows when rows did not come: the search box's text, the address's search, the list's start. */
async function shownState(page: Page): Promise<string> {
  return page
    .evaluate(() => {
      const box = document.querySelector<HTMLInputElement>('main input[type="search"]');
      const rows = document.querySelectorAll('main tbody tr, main li').length;
      const text = (document.querySelector('main')?.textContent ?? '').replace(/\s+/g, ' ').slice(0, 300);
      return `box ${JSON.stringify(box?.value ?? null)}, address q ${JSON.stringify(new URL(location.href).searchParams.get('q'))}, ${rows} rows, main: ${text}`;
    })
    .catch((error: unknown) => `page not readable: ${String(error)}`);
}

/**
 * A page of 100 customers on a CPU slowed 4×: (a) the search typed key by key at a person's pace,
 * recorded from the first key until its rows are shown; (b) the page scrolled with the mouse wheel from
 * the top to the bottom, notch by notch.
 */
async function smoothRun(
  browser: Browser,
  origin: string,
  stored: string,
  viewport: (typeof SMOOTH_VIEWPORTS)[number],
  views: { page: ExpectedRows; searched: ExpectedRows },
  /** Write CPU profiles of this run (to PROFILE_DIR). */
  profile = false,
): Promise<SmoothRun> {
  const context = await browser.newContext({
    viewport: { width: viewport.width, height: viewport.height },
    storageState: {
      cookies: [],
      origins: [{ origin, localStorage: [{ name: SESSION_STORAGE_KEY, value: stored }] }],
    },
  });
  try {
    const page = await context.newPage();
    await page.addInitScript({ content: FRAME_RECORDER });
    const devTools = await context.newCDPSession(page);
    await devTools.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(`${origin}/dashboard/customers?size=${SMOOTH_PAGE}`);
    await waitForRows(page, views.page, `${SMOOTH_PAGE} rows`);

    // (b) first, on the page as it loaded: the wheel over the rows, until the page stops moving.
    await page.mouse.move(viewport.width / 2, viewport.height / 2);
    const profiler = await startProfile(devTools, profile);
    await page.evaluate(() => window.benchFrames.start());
    let still = 0;
    let position = -1;
    while (still < 3) {
      await page.mouse.wheel(0, WHEEL_STEP_PX);
      await page.waitForTimeout(WHEEL_PAUSE_MS);
      const now = await page.evaluate(() => Math.round(window.scrollY));
      still = now === position ? still + 1 : 0;
      position = now;
    }
    const scrolling = frameFigures(await page.evaluate(() => window.benchFrames.stop()));
    await profiler(`${viewport.width}-scrolling`);
    await page.evaluate(() => window.scrollTo(0, 0));

    // (a) the search, key by key, until its rows show.
    const box = page.getByRole('searchbox', { name: SEARCH_LABEL });
    await box.click();
    const typingProfiler = await startProfile(devTools, profile);
    await page.evaluate(() => window.benchFrames.start());
    // A slow page may take far longer than the keys' spacing to take them all: that is the figure.
    await box.pressSequentially(TYPED_SEARCH, { delay: TYPING_DELAY_MS, timeout: SMOOTH_WAIT_MS });
    await waitForRows(page, views.searched, 'search');
    const typing = frameFigures(await page.evaluate(() => window.benchFrames.stop()));
    await typingProfiler(`${viewport.width}-typing`);
    return { typing, scrolling };
  } finally {
    await context.close();
  }
}

/**
 * Starts a CPU profile when asked (DevTools' Profiler: open the file in Chromium's Performance panel);
 * answers what stops it and writes it under a name.
 */
async function startProfile(devTools: CDPSession, wanted: boolean): Promise<(name: string) => Promise<void>> {
  if (!wanted || !PROFILE_DIR) return async () => {};
  const folder = PROFILE_DIR;
  await devTools.send('Profiler.enable');
  await devTools.send('Profiler.start');
  return async (name) => {
    const { profile } = await devTools.send('Profiler.stop');
    await mkdir(folder, { recursive: true });
    await writeFile(join(folder, `${name}.cpuprofile`), JSON.stringify(profile));
  };
}

/** The smoothness rows of the table: per viewport and gesture, medians of the runs and their spread. */
function printSmoothness(runs: Map<string, SmoothRun[]>): void {
  const fixed = (value: number) => value.toFixed(0);
  const spread = (values: number[]) => `${fixed(Math.min(...values))}–${fixed(Math.max(...values))}`;
  console.log(
    `\nSmoothness: ${SMOOTH_PAGE} rows a page, CPU slowed ${CPU_SLOWDOWN}× (DevTools' Emulation.setCPUThrottlingRate), frame times as requestAnimationFrame deltas; medians of ${SMOOTH_RUNS} runs (min–max). Target: every frame ≤ ${FRAME_TARGET_MS} ms.\n`,
  );
  console.log(
    `| Viewport | Gesture | Frame p50 (ms) | Frame p95 (ms) | Longest frame (ms) | Frames over ${FRAME_TARGET_MS} ms | Frames recorded | Long animation frames (Chromium) | Target |`,
  );
  console.log('| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |');
  for (const [label, viewportRuns] of runs) {
    for (const gesture of ['typing', 'scrolling'] as const) {
      const of = (key: keyof FrameFigures) => viewportRuns.map((run) => run[gesture][key]);
      const cell = (key: keyof FrameFigures) => `${fixed(median(of(key)))} (${spread(of(key))})`;
      const what =
        gesture === 'typing'
          ? `search '${TYPED_SEARCH}' typed (${TYPING_DELAY_MS} ms a key) until its rows show`
          : `wheel to the bottom (${WHEEL_STEP_PX} px every ${WHEEL_PAUSE_MS} ms)`;
      console.log(
        `| ${label} | ${what} | ${cell('p50')} | ${cell('p95')} | ${cell('max')} | ${cell('over')} | ${cell('frames')} | ${cell('longFrames')} | ≤ ${FRAME_TARGET_MS} ms per frame |`,
      );
    }
  }
}

// ---------------------------------------------------------------- the run

/** A run that fails (rows that never came, on a machine busy elsewhere) is told and done again, once. */
async function withRetry<T>(attempt: () => Promise<T>): Promise<T> {
  try {
    return await attempt();
  } catch (error) {
    if (stopping) throw error;
    console.error(`  run failed, once more: ${error instanceof Error ? error.message : String(error)}`);
    return attempt();
  }
}

const ms = (value: number) => `${Math.round(value)} ms`;

/** Met or missed, and by how much (ms with `digits` decimals). */
function verdict(value: number, target: number, digits = 0): string {
  if (value <= target) return `met (${(target - value).toFixed(digits)} ms to spare)`;
  return `missed by ${(value - target).toFixed(digits)} ms (${Math.round(((value - target) / target) * 100)} %)`;
}

/** The browser is closed by main's cleanup, also on a signal, not by Playwright's own handlers. */
function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS,
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
  });
}

let cleanup: (() => Promise<void>) | null = null;
/** Set by Ctrl-C or a kill: no run is tried again. */
let stopping = false;

async function main(): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), 'loyalty-bench-lists-'));
  let child: ChildProcess | undefined;
  let browser: Browser | undefined;
  let target: Target | undefined;
  let cleaning: Promise<void> | null = null;
  // Once, whoever asks first (the end of main or a signal); everyone waits for the same work.
  cleanup = () => {
    cleaning ??= (async () => {
      await browser?.close().catch(() => {});
      if (child) await stopProduct(child);
      await rm(dataDir, { recursive: true, force: true });
      await target
        ?.drop()
        .catch((error: unknown) => console.error('Dropping the bench database failed:', error));
    })();
    return cleaning;
  };
  try {
    console.error('Building the front end…');
    await build({ root, logLevel: 'warn' });
    target = planTarget();
    await target.create();
    console.error(
      `Seeding the demo and ${CUSTOMERS.toLocaleString('en')} customers for ${OWNER} (${target.label})…`,
    );
    const prepared = await prepareDatabase(dataDir, target);
    console.error(
      `  demo seed ${(prepared.seedMs / 1000).toFixed(1)} s, customers added in ${(prepared.fillMs / 1000).toFixed(1)} s`,
    );
    const product = await startProduct({
      script: 'scripts/start.ts',
      dataDir,
      databaseUrl: target.url,
      ...(PORT ? { port: PORT } : {}),
    });
    child = product.child;
    const origin = product.url;
    const { token, stored } = await signIn(origin);

    // What each view must show, as the API answers it (default sort: newest first).
    const firstAnswer = await post<CustomerPage>(
      origin,
      '/client/customer/all',
      { page: 1, pageSize: PAGE_SIZE },
      token,
    );
    const secondAnswer = await post<CustomerPage>(
      origin,
      '/client/customer/all',
      { page: 2, pageSize: PAGE_SIZE },
      token,
    );
    const searchedAnswer = await post<CustomerPage>(
      origin,
      '/client/customer/all',
      { page: 1, pageSize: PAGE_SIZE, search: TYPED_SEARCH },
      token,
    );
    const bigRows: ApiCustomer[] = [];
    for (let page = 1; bigRows.length < BIG_PAGE; page++) {
      const answer = await post<CustomerPage>(origin, '/client/customer/all', { page, pageSize: 100 }, token);
      if (answer.customers.length === 0) break;
      bigRows.push(...answer.customers);
    }
    const views: Views = {
      first: expectedOf(firstAnswer.customers),
      second: expectedOf(secondAnswer.customers),
      searched: expectedOf(searchedAnswer.customers),
      big: {
        answer: { customers: bigRows, total: firstAnswer.total },
        expected: expectedOf(bigRows),
      },
    };

    // Smoothness first: with BENCH_SMOOTH_ONLY it is all that runs.
    browser = await launchBrowser();
    const smoothViews = {
      page: expectedOf(
        (await post<CustomerPage>(origin, '/client/customer/all', { page: 1, pageSize: SMOOTH_PAGE }, token))
          .customers,
      ),
      searched: expectedOf(
        (
          await post<CustomerPage>(
            origin,
            '/client/customer/all',
            { page: 1, pageSize: SMOOTH_PAGE, search: TYPED_SEARCH },
            token,
          )
        ).customers,
      ),
    };
    const smoothness = new Map<string, SmoothRun[]>();
    const smoothBrowser = browser;
    // Viewports taken in turn within each round, so a busy moment of the machine hits both alike.
    for (let run = 1; run <= SMOOTH_RUNS; run++) {
      for (const viewport of SMOOTH_VIEWPORTS) {
        console.error(`Smoothness run ${run}/${SMOOTH_RUNS}, ${viewport.label}…`);
        const figures = await withRetry(() =>
          smoothRun(smoothBrowser, origin, stored, viewport, smoothViews, run === 1),
        );
        smoothness.set(viewport.label, [...(smoothness.get(viewport.label) ?? []), figures]);
      }
    }
    if (SMOOTH_ONLY) {
      console.log(
        `\n${firstAnswer.total.toLocaleString('en')} customers in one store, ${target.label}, ${cpus().length} cores, load average ${loadavg()
          .map((load) => load.toFixed(2))
          .join(' ')}, Chromium ${browser.version()}.`,
      );
      printSmoothness(smoothness);
      return;
    }

    console.error(`Server: ${CALLS} sequential calls each…`);
    const server: ServerFigure[] = [
      await timeCalls(origin, token, 'first page, newest first (default)', { page: 1, pageSize: PAGE_SIZE }),
      await timeCalls(origin, token, 'first page by surname', {
        page: 1,
        pageSize: PAGE_SIZE,
        sortBy: 'last_name',
        sortDirection: 'asc',
      }),
      await timeCalls(origin, token, 'last page, newest first', {
        page: Math.ceil(firstAnswer.total / PAGE_SIZE),
        pageSize: PAGE_SIZE,
      }),
    ];
    for (const { label, term } of SERVER_SEARCHES) {
      server.push(
        await timeCalls(origin, token, `search ${label}: '${term}'`, {
          page: 1,
          pageSize: PAGE_SIZE,
          search: term,
        }),
      );
    }

    const launched = browser;
    const runs: BrowserRun[] = [];
    for (let run = 1; run <= RUNS; run++) {
      console.error(`Browser run ${run}/${RUNS}…`);
      runs.push(await withRetry(() => browserRun(launched, origin, stored, views)));
    }
    const of = (key: keyof BrowserRun, part: keyof Timing) => runs.map((run) => run[key][part]);
    const range = (values: number[]) =>
      `${Math.round(Math.min(...values))}–${Math.round(Math.max(...values))}`;

    console.log(
      `\n${firstAnswer.total.toLocaleString('en')} customers in one store, ${target.label}, ${cpus().length} cores, Chromium ${browser.version()} (desktop viewport, no throttling), median of ${RUNS} runs; server: ${CALLS} sequential calls each (after ${WARMUP_CALLS} not counted), over HTTP on loopback.\n`,
    );
    console.log(
      '| Measure | Median (browser) or p50 / p95 (server) | Runs, min–max | List request sent → answered (median) | Target | Result |',
    );
    console.log('| --- | ---: | ---: | ---: | ---: | --- |');
    const browserRow = (label: string, key: keyof BrowserRun, target?: number) => {
      const shown = median(of(key, 'shown'));
      const requested = median(of(key, 'requested'));
      const answered = median(of(key, 'answered'));
      const request = Number.isNaN(requested) ? '—' : `${ms(requested)} → ${ms(answered)}`;
      console.log(
        `| ${label} | ${ms(shown)} | ${range(of(key, 'shown'))} | ${request} | ${target ? `≤ ${target} ms` : '—'} | ${target ? verdict(shown, target) : '—'} |`,
      );
    };
    browserRow(
      'Browser: `/dashboard/customers` until the first 20 rows show (cold cache, from the navigation)',
      'firstPageCold',
      TARGETS.firstPage,
    );
    browserRow('Browser: the same, assets cached', 'firstPageWarm', TARGETS.firstPage);
    browserRow(
      `Browser: search '${TYPED_SEARCH}' typed, from the last keystroke to its rows (${searchedAnswer.total.toLocaleString('en')} matches)`,
      'search',
      TARGETS.search,
    );
    browserRow('Browser: next page, from the click to its rows', 'pageChange', TARGETS.pageChange);
    browserRow(
      'Browser: a page of 1,000 rows, from the click (answered by the bench: rendering only)',
      'bigPage',
    );
    for (const figure of server) {
      console.log(
        `| Server: \`customer/all\` ${figure.label} (${figure.total.toLocaleString('en')} rows) | ${figure.p50.toFixed(1)} / ${figure.p95.toFixed(1)} ms | — | — | p95 ≤ ${TARGETS.serverP95} ms | ${verdict(figure.p95, TARGETS.serverP95, 1)} |`,
      );
    }
    printSmoothness(smoothness);
  } finally {
    await cleanup();
  }
}

// Ctrl-C, a kill or a closed terminal: stop the server and the browser, remove the data folder, then leave.
// `on`, not `once`: the same Ctrl-C also arrives relayed by tsx and npm, and a second signal must not kill
// the process (the default action) while it cleans up.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.error(`\n${signal}: cleaning up…`);
    void (cleanup?.() ?? Promise.resolve()).finally(() => process.exit(130));
  });
}

try {
  await main();
} catch (error) {
  console.error(error);
  process.exitCode = 1;
}
