import { expect, type Page, test } from '@playwright/test';
import { holdAppCode, signIn } from './support';

/** The calls the customers page needs on a first load: the frame's two and its first list. */
const FIRST_CALLS = ['/client/employee/info', '/client/get-store-info', '/client/customer/all'];

/** Counts the API posts the page sends, by path. */
function countCalls(page: Page): Map<string, number> {
  const counts = new Map<string, number>();
  page.on('request', (request) => {
    if (request.method() !== 'POST') return;
    const path = new URL(request.url()).pathname;
    counts.set(path, (counts.get(path) ?? 0) + 1);
  });
  return counts;
}

test('a signed-in reload of the customers page asks for its user, store and list while its code downloads, once each, and shows the rows', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'owner@demo.test');
  await page.goto('/dashboard/customers');
  await expect(page.getByRole('table', { name: 'Clientes' }).getByRole('row').nth(1)).toBeVisible();

  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  const release = await holdAppCode(page);
  const counts = countCalls(page);
  const answered = FIRST_CALLS.map((path) =>
    page.waitForResponse((response) => new URL(response.url()).pathname === path),
  );
  await page.reload({ waitUntil: 'commit' });
  // The app's code has not arrived, and all three calls have been answered.
  await Promise.all(answered);
  release();

  const table = page.getByRole('table', { name: 'Clientes' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('button', { name: /Hola \S+/ })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Menú principal' })).toBeVisible();
  // The app took those answers: none of the three went out a second time.
  expect(Object.fromEntries(FIRST_CALLS.map((path) => [path, counts.get(path)]))).toEqual({
    '/client/employee/info': 1,
    '/client/get-store-info': 1,
    '/client/customer/all': 1,
  });
  expect(problems).toEqual([]);
});

test('a session the server no longer accepts still ends on the sign-in page', async ({ page }) => {
  await signIn(page, 'owner@demo.test');
  // Off the app first: a dashboard still running writes its session back when user-info answers, which
  // could come after the change below and put the good token back.
  await page.goto('/favicon.svg');
  await page.evaluate(() => {
    const stored = JSON.parse(localStorage.getItem('loyalty.session') ?? '{}') as Record<string, unknown>;
    localStorage.setItem('loyalty.session', JSON.stringify({ ...stored, token: 'revoked-token' }));
  });
  await page.goto('/dashboard/customers');
  await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
});
