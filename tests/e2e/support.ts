import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'demo1234';
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const DATA_DIR = join(ROOT, process.env.E2E_DATA_DIR ?? '.tmp/e2e-data');

/** Calls the API as the signed-in user (the token of the session the app keeps). */
export async function api<T>(page: Page, path: string, body: object): Promise<T> {
  const token = await page.evaluate(() => {
    const raw = localStorage.getItem('loyalty.session');
    return raw ? (JSON.parse(raw) as { token: string }).token : '';
  });
  const response = await page.request.post(path, { data: body, headers: { token } });
  expect(response.ok()).toBe(true);
  return (await response.json()) as T;
}

/** A customer as the API lists them (the fields the tests read). */
export interface Customer {
  id: number;
  first_name: string;
  last_name: string;
}

/** The balance the server holds for a customer. */
export async function serverBalance(page: Page, customerId: number): Promise<number> {
  return (await api<{ points: number }>(page, '/client/customer/points', { customerId })).points;
}

/** Screenshots to look at after a run (test-results/ is not committed). */
export const shot = (name: string) => `test-results/e2e/screens/${name}.png`;

/** Collects the page's Content-Security-Policy violations (the CSP forbids eval: forms must not compile). */
export async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/signin');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Contraseña').fill(password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page).toHaveURL(/\/dashboard/);
}

export async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: /Hola \S+/ }).click();
  await page.getByRole('menuitem', { name: 'Salir' }).click();
  await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
}

export function sidebar(page: Page) {
  return page.getByRole('navigation', { name: 'Menú principal' });
}

/**
 * Opens a signed-in page the way the app moves between its pages, without loading the document again
 * (the router follows the address, as on the browser's back and forward): a sweep over every page then
 * costs each page's own drawing, about a quarter of a full load's. Waits until the page is drawn (the
 * tab's title is its own, which the frame sets when it shows it) and has loaded what it shows.
 */
export async function openInApp(page: Page, path: string): Promise<void> {
  const before = await page.evaluate(() => ({ path: window.location.pathname, title: document.title }));
  if (before.path === path) return expectPageSettled(page);
  await page.evaluate((to) => {
    window.history.pushState(window.history.state, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, path);
  await expectPageSettled(page, { shownInPlaceOf: before.title });
}

/**
 * A dashboard page is drawn: its heading shows and nothing on it is loading, and (after an in-app move)
 * its tab title is no longer the page's before. Looked at every 50 ms (a web assertion's retries wait
 * longer and longer between looks, which a sweep of many pages pays on each), and said what is missing
 * when the time is up.
 */
export async function expectPageSettled(page: Page, { shownInPlaceOf }: { shownInPlaceOf?: string } = {}) {
  await expect(async () => {
    if (shownInPlaceOf !== undefined)
      expect(await page.title(), `${page.url()} is shown in place of the page before`).not.toBe(
        shownInPlaceOf,
      );
    const heading = page.getByRole('main').getByRole('heading').first();
    expect(await heading.isVisible(), 'a heading shows in the page').toBe(true);
    expect(await page.locator('[aria-busy="true"]').count(), 'nothing on the page is busy').toBe(0);
    expect(await page.getByRole('status', { name: 'Cargando…' }).count(), 'nothing is loading').toBe(0);
  }).toPass({ intervals: [50], timeout: 15_000 });
}

/** The newest mail the server wrote for an address (development mail transport: DATA_DIR/mail/*.txt). */
async function newestMailTo(folder: string, address: string): Promise<string | null> {
  const files = (await readdir(folder).catch(() => [])).filter((file) => file.endsWith('.txt')).sort();
  for (const file of files.reverse()) {
    const text = await readFile(join(folder, file), 'utf8');
    if (text.startsWith(`Para: ${address}\n`)) return text;
  }
  return null;
}

/** The newest mail to an address, waiting a little: the server writes it after answering the request. */
export async function latestMailTo(address: string): Promise<string> {
  const folder = join(DATA_DIR, 'mail');
  const deadline = Date.now() + 5_000;
  for (;;) {
    const mail = await newestMailTo(folder, address);
    if (mail !== null) return mail;
    if (Date.now() > deadline) throw new Error(`No mail to ${address} in ${folder}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Holds the app's code (the boot chunk) back until the answered function is called, so whatever happens
 * meanwhile came from the HTML alone: a sign-in submitted before the code runs, the calls dashboard.html
 * starts itself. On a throttled phone that is only most of the time; each attempt must be that case.
 */
export async function holdAppCode(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/boot-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
