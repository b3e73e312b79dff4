import { expect, test } from '@playwright/test';
import { signIn, watchCsp } from './support';

test("a signed-in page loads the browser's Intl data in a worker that ends by itself, under the real CSP", async ({
  page,
}) => {
  await signIn(page, 'owner@demo.test');
  const violations = await watchCsp(page);

  // Listened to from its start: it may be done before a listener added later would hear it.
  const closed = new Promise<string>((resolve) => {
    page.on('worker', (worker) => {
      if (/\/intlWarmUp\.worker-[\w-]+\.js$/.test(worker.url()))
        worker.on('close', () => resolve(worker.url()));
    });
  });
  await page.goto('/dashboard/customers');
  // It builds one formatter of each kind, then closes itself (nothing keeps it alive).
  expect(await closed).toMatch(/\/assets\/intlWarmUp\.worker-/);

  // The page's own figures are formatted as before, in Spanish.
  await expect(page.getByText(/1–20 de \d/)).toBeVisible();
  expect(await violations()).toEqual([]);
});
