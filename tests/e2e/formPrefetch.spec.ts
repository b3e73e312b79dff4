import { expect, test } from '@playwright/test';
import { signIn } from './support';

/** The form modal's own chunk (RJSF and the engine's form theme come with it). */
const FORM_MODAL_CODE = /\/assets\/FormModal-[\w-]+\.js$/;

test("a list's first form opens without waiting for its code: fetched once the list's answer is in", async ({
  page,
}) => {
  await signIn(page, 'owner@demo.test');
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (FORM_MODAL_CODE.test(new URL(request.url()).pathname)) fetched.push(request.url());
  });
  const prefetched = page.waitForRequest((request) => FORM_MODAL_CODE.test(new URL(request.url()).pathname));
  await page.goto('/dashboard/customers');
  await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
  // Nothing clicked yet: the list asked for the form's code itself.
  await prefetched;

  await page.getByRole('button', { name: 'Nuevo cliente', exact: true }).click();
  // Rendering the form on a machine shared with other builds may take longer than the usual wait.
  await expect(page.getByRole('dialog').getByRole('textbox', { name: 'Nombre', exact: true })).toBeFocused({
    timeout: 30_000,
  });
  expect(fetched).toHaveLength(1);
});

test("a list that keeps the browser busy still fetches its form's code before the first click", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'owner@demo.test');
  // A phone after a list paints: tasks back to back for 40 s, never an idle moment.
  await page.addInitScript(() => {
    const until = performance.now() + 40_000;
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      const end = performance.now() + 20;
      while (performance.now() < end) {
        // Busy on purpose.
      }
      if (performance.now() < until) channel.port2.postMessage(null);
    };
    channel.port2.postMessage(null);
  });
  const prefetched = page.waitForRequest((request) => FORM_MODAL_CODE.test(new URL(request.url()).pathname), {
    timeout: 40_000,
  });
  await page.goto('/dashboard/customers');
  await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible({ timeout: 40_000 });
  await prefetched;
});

test("the form's code is asked for when the list's answer arrives, before its rows are drawn", async ({
  page,
}) => {
  await signIn(page, 'owner@demo.test');
  // When the first row is put in the page, on the page's clock (the resource timings' clock).
  await page.addInitScript(() => {
    const observer = new MutationObserver(() => {
      if (!document.querySelector('tbody tr td')) return;
      (window as Window & { firstRowAt?: number }).firstRowAt = performance.now();
      observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true });
  });
  const prefetched = page.waitForRequest((request) => FORM_MODAL_CODE.test(new URL(request.url()).pathname));
  await page.goto('/dashboard/customers');
  await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
  await prefetched;
  const { askedAt, firstRowAt } = await page.evaluate(() => ({
    askedAt: performance
      .getEntriesByType('resource')
      .find((entry) => /\/assets\/FormModal-[\w-]+\.js$/.test(new URL(entry.name).pathname))?.startTime,
    firstRowAt: (window as Window & { firstRowAt?: number }).firstRowAt,
  }));
  expect(askedAt).toBeDefined();
  expect(firstRowAt).toBeDefined();
  // Not after the rows' render (a long task on a phone): during it, the download goes on.
  expect(askedAt).toBeLessThan(firstRowAt ?? 0);
});
