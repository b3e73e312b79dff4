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

const CUSTOMERS = {
  path: '/dashboard/customers',
  email: 'owner@demo.test',
  initial: 'L',
  firstName: 'Lucía',
  heading: 'Clientes',
  search: 'Buscar por nombre, email, móvil o código',
};
/** A list whose buttons would fit beside its search box on a desktop: they go on their own row anyway. */
const STORES = {
  path: '/dashboard/admin/stores',
  email: 'admin@demo.test',
  initial: 'A',
  firstName: 'Admin',
  heading: 'Negocios',
  search: 'Buscar negocios',
};

for (const { width, sidebarWidth, list } of [
  { width: 1280, sidebarWidth: 240, list: CUSTOMERS },
  { width: 375, sidebarWidth: 0, list: CUSTOMERS },
  { width: 1280, sidebarWidth: 240, list: STORES },
]) {
  test(`at ${width} px ${list.path}'s frame, title, heading and search box paint from its HTML before the app's code runs, then the real page takes their place without moving`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await signIn(page, list.email);
    await recordLayoutShifts(page);
    const release = await holdAppCode(page);
    await page.goto(list.path, { waitUntil: 'commit' });

    // The app's code is held back: what shows is the page's own document. Of the account, only what the
    // head's script read from the stored session: the user menu's initial and, beside it, 'Hola …'.
    const shell = page.locator('[data-frame-shell]');
    await expect(shell.getByRole('status', { name: 'Cargando…' })).toBeVisible();
    const before = (selector: string) =>
      shell.locator(selector).evaluate((element) => getComputedStyle(element, '::before').content);
    expect(await before('[data-session-initial]')).toBe(`"${list.initial}"`);
    expect(await before('[data-session-greeting]')).toBe(`"Hola ${list.firstName}"`);
    await expect(shell.locator('[data-session-greeting]')).toBeVisible({ visible: width >= 640 });
    await expect(shell.locator('> div').first()).toContainText(list.heading);
    await expect(shell.locator('main h2')).toHaveText(list.heading);
    await expect(shell.getByPlaceholder(list.search)).toBeVisible();
    const shellBar = await boxOf(page, '[data-frame-shell] > div');
    const shellMain = await boxOf(page, '[data-frame-shell] main');
    const shellHeading = await boxOf(page, '[data-frame-shell] main h2');
    const shellSearch = await boxOf(page, '[data-frame-shell] main input');
    const shellCard = await boxOf(page, '[data-frame-shell] [data-list-card]');
    expect(shellBar.height).toBe(70);
    expect(shellMain.x).toBe(sidebarWidth);

    // The real page is drawn on a phone's slower CPU, where React's render of the rows takes frames: what
    // is painted between the skeleton and the rows (the pages under a skeleton) is seen and counted.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    release();
    const firstRow =
      width >= 768
        ? page.getByRole('table', { name: list.heading }).getByRole('row').nth(1)
        : page.getByRole('main').getByRole('listitem').first();
    await expect(firstRow).toBeVisible();
    await expect(shell).toHaveCount(0);
    expect(await boxOf(page, 'header')).toEqual(shellBar);
    const main = await boxOf(page, '#main-content');
    expect({ x: main.x, y: main.y, width: main.width }).toEqual({
      x: shellMain.x,
      y: shellMain.y,
      width: shellMain.width,
    });
    // What the user read first stays where it was, and the rows come where the card was drawn.
    expect(await boxOf(page, '#main-content h2')).toEqual(shellHeading);
    expect(await boxOf(page, '#main-content input[type="search"]')).toEqual(shellSearch);
    // On a desktop, where the buttons take one row (the room the shape holds); a phone wraps them to more.
    if (width >= 768) expect((await boxOf(page, '#main-content [data-list-card]')).y).toBe(shellCard.y);
    // Until the rows' last slice is in, nothing below them (the pages) moves.
    await expect(page.locator('#main-content [data-list-card] nav')).toBeAttached();
    expect(
      await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift),
    ).toBeLessThanOrEqual(0.02);
  });
}

for (const width of [1280, 375]) {
  test(`at ${width} px the home paints the store's name and description from the early store-info answer before the app's code runs, and the store card takes exactly their boxes`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await signIn(page, 'owner@demo.test');
    await recordLayoutShifts(page);
    const release = await holdAppCode(page);
    await page.goto('/dashboard', { waitUntil: 'commit' });

    // The app's code is held back: the home's own document shows the store's texts, the largest of which
    // (the description) is the home's largest paint on a phone.
    const shell = page.locator('[data-frame-shell]');
    const name = shell.locator('[data-early-store="name"]');
    const description = shell.locator('[data-early-store="description"]');
    await expect(name).toHaveText('Café Central');
    await expect(description).toHaveText(/^Café de especialidad y desayunos caseros/);
    const shellName = await boxOf(page, '[data-frame-shell] [data-early-store="name"]');
    const shellDescription = await boxOf(page, '[data-frame-shell] [data-early-store="description"]');

    release();
    const card = page.getByRole('region', { name: 'Café Central' });
    await expect(card).toBeVisible();
    await expect(shell).toHaveCount(0);
    // The real card's texts come exactly where the early ones were: nothing moves, no larger paint later.
    expect(await card.getByRole('heading', { name: 'Café Central' }).boundingBox()).toEqual(shellName);
    expect(await card.getByText(/^Café de especialidad y desayunos caseros/).boundingBox()).toEqual(
      shellDescription,
    );
    expect(
      await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift),
    ).toBeLessThanOrEqual(0.02);
  });
}
