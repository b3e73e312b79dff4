import { expect, type Page, test } from '@playwright/test';
import { holdAppCode, signIn } from './support';

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Sums the page's layout shifts (the CLS of the load), from the start of the document. */
async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const record = window as unknown as { layoutShift: number };
    record.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        record.layoutShift += (entry as unknown as { value: number }).value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

async function boxOf(page: Page, selector: string): Promise<Box> {
  const box = await page.locator(selector).first().boundingBox();
  if (!box) throw new Error(`${selector} is not shown`);
  return box;
}

for (const { width, sidebarWidth } of [
  { width: 1280, sidebarWidth: 240 },
  { width: 375, sidebarWidth: 0 },
]) {
  test(`at ${width} px the customers page's frame, title, heading and search box paint from its HTML before the app's code runs, then the real page takes their place without moving`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await signIn(page, 'owner@demo.test');
    await recordLayoutShifts(page);
    const release = await holdAppCode(page);
    await page.goto('/dashboard/customers', { waitUntil: 'commit' });

    // The app's code is held back: what shows is the page's own document. Of the account, only what the
    // head's script read from the stored session: the user menu's initial and, beside it, 'Hola Lucía'.
    const shell = page.locator('[data-frame-shell]');
    await expect(shell.getByRole('status', { name: 'Cargando…' })).toBeVisible();
    const before = (selector: string) =>
      shell.locator(selector).evaluate((element) => getComputedStyle(element, '::before').content);
    expect(await before('[data-session-initial]')).toBe('"L"');
    expect(await before('[data-session-greeting]')).toBe('"Hola Lucía"');
    await expect(shell.locator('[data-session-greeting]')).toBeVisible({ visible: width >= 640 });
    await expect(shell.locator('> div').first()).toContainText('Clientes');
    await expect(shell.locator('main h2')).toHaveText('Clientes');
    await expect(shell.getByPlaceholder('Buscar por nombre, email, móvil o código')).toBeVisible();
    const shellBar = await boxOf(page, '[data-frame-shell] > div');
    const shellMain = await boxOf(page, '[data-frame-shell] main');
    const shellHeading = await boxOf(page, '[data-frame-shell] main h2');
    const shellSearch = await boxOf(page, '[data-frame-shell] main input');
    expect(shellBar.height).toBe(70);
    expect(shellMain.x).toBe(sidebarWidth);

    release();
    const list =
      width >= 768
        ? page.getByRole('table', { name: 'Clientes' }).getByRole('row').nth(1)
        : page.getByRole('main').getByRole('listitem').first();
    await expect(list).toBeVisible();
    await expect(shell).toHaveCount(0);
    expect(await boxOf(page, 'header')).toEqual(shellBar);
    const main = await boxOf(page, '#main-content');
    expect({ x: main.x, y: main.y, width: main.width }).toEqual({
      x: shellMain.x,
      y: shellMain.y,
      width: shellMain.width,
    });
    // What the user read first stays where it was.
    expect(await boxOf(page, '#main-content h2')).toEqual(shellHeading);
    expect(await boxOf(page, '#main-content input[type="search"]')).toEqual(shellSearch);
    expect(
      await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift),
    ).toBeLessThanOrEqual(0.02);
  });
}
