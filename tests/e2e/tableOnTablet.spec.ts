import { expect, type Page, test } from '@playwright/test';
import { DIRECTION_STORAGE_KEY } from '../../src/i18n/documentDirection';
import { shot, signIn } from './support';

/**
 * The customers' table on a tablet (820 px, an iPad Air upright), where it is wider than the screen and
 * scrolls sideways. Phone numbers and times stay on one line (they were broken over three). The row under
 * the mouse is shown by one highlight moved over it (`useRowHoverHighlight`), not by a hover paint of the
 * row's own: in Chromium's real layout it must cover exactly the row, left to right and right to left, in
 * the table scrolled sideways to its end. The rows' actions stay at the end of the frame while the table
 * scrolls sideways, and only then: on a desktop, where the table fits, no cell is sticky (a sticky cell in
 * each row made the browser's layering of the page after each change take twice as long).
 */

/** The screen boxes of the fourth row and of the highlight, rounded to the pixel. */
async function rowAndHighlight(page: Page) {
  return page.evaluate(() => {
    const box = (element: Element | null | undefined) => {
      if (!element) return null;
      const { x, y, width, height } = element.getBoundingClientRect();
      return [x, y, width, height].map(Math.round);
    };
    return {
      row: box(document.querySelectorAll('main tbody tr')[3]),
      highlight: box(document.querySelector('main [data-row-highlight]:not([hidden])')),
    };
  });
}

/** Whether the first row's actions button lies within the table's frame, side to side. */
async function actionsWithinFrame(page: Page) {
  return page.evaluate(() => {
    const table = document.querySelector('main table');
    const button = document.querySelector('main tbody tr button[aria-haspopup="menu"]');
    if (!table?.parentElement || !button) return null;
    const frame = table.parentElement.getBoundingClientRect();
    const box = button.getBoundingClientRect();
    return box.left >= frame.left - 1 && box.right <= frame.right + 1;
  });
}

/** The position of the first row's actions cell, as the browser computed it. */
function actionsCellPosition(page: Page) {
  return page.evaluate(() => {
    const cell = document.querySelector('main tbody tr td:last-child');
    return cell ? getComputedStyle(cell).position : null;
  });
}

// At 820 px the customers' table scrolls sideways: the case where a highlight placed off the row would show.
const WIDTH = 820;

for (const direction of ['ltr', 'rtl'] as const) {
  test(`at ${WIDTH} px, ${direction}, in a table scrolled sideways to its end, phone numbers and times keep to one line and the highlight covers the customer row under the mouse`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: WIDTH, height: 800 });
    if (direction === 'rtl')
      await page.addInitScript((key) => localStorage.setItem(key, 'rtl'), DIRECTION_STORAGE_KEY);
    await signIn(page, 'owner@demo.test');
    await page.goto('/dashboard/customers');
    const rows = page.locator('main tbody tr');
    await expect(rows.nth(5)).toBeVisible();
    const frame = page.locator('main table').locator('xpath=..');
    const scrollable = await frame.evaluate((element) => element.scrollWidth - element.clientWidth);
    expect(scrollable).toBeGreaterThan(0);
    // At the start of the table, its actions are already at the frame's end, over the columns beyond it.
    await expect.poll(() => actionsCellPosition(page)).toBe('sticky');
    expect(await actionsWithinFrame(page)).toBe(true);
    // To the far end: right to left, a scroll position runs from 0 to minus the overflow.
    await frame.evaluate((element) => {
      element.scrollLeft = document.dir === 'rtl' ? -element.scrollWidth : element.scrollWidth;
    });
    expect(Math.abs(await frame.evaluate((element) => element.scrollLeft))).toBeGreaterThan(0);
    expect((await rowAndHighlight(page)).highlight).toBeNull();
    // Every phone number and last visit of the page on one line: an inline box broken over lines has boxes
    // at as many heights (right to left, one line may hold several boxes, one per direction's run).
    const linesOfFigures = await page.evaluate(() =>
      [...document.querySelectorAll('main tbody td')]
        .map((cell) => cell.firstElementChild)
        .filter(
          (value): value is Element =>
            value !== null && /^\+?[\d ]{9,}$|\d{1,2}:\d{2}/.test(value.textContent ?? ''),
        )
        .map((value) => new Set([...value.getClientRects()].map((box) => Math.round(box.top))).size),
    );
    expect(linesOfFigures.length).toBeGreaterThanOrEqual(20);
    expect(new Set(linesOfFigures)).toEqual(new Set([1]));

    await rows.nth(3).locator('td').nth(3).hover();
    const boxes = await rowAndHighlight(page);
    expect(boxes.row).not.toBeNull();
    expect(boxes.highlight).toEqual(boxes.row);
    // Scrolled with the wheel, the highlight goes to the row the pointer is then over.
    await page.mouse.wheel(0, 120);
    await expect
      .poll(() =>
        page.evaluate(() => {
          const hovered = document.querySelector('main tbody tr:hover');
          const highlight = document.querySelector('main [data-row-highlight]:not([hidden])');
          if (!hovered || !highlight) return null;
          return Math.round(hovered.getBoundingClientRect().top - highlight.getBoundingClientRect().top);
        }),
      )
      .toBe(0);
    await page.screenshot({ path: shot(`row-highlight-${direction}-${WIDTH}`) });

    await page.getByRole('heading', { name: 'Clientes', level: 2 }).hover();
    expect((await rowAndHighlight(page)).highlight).toBeNull();
  });
}

test('on a desktop, where the table fits, the rows’ actions are not sticky, and become so when the window narrows', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, 'owner@demo.test');
  await page.goto('/dashboard/customers');
  await expect(page.locator('main tbody tr').nth(5)).toBeVisible();
  const frame = page.locator('main table').locator('xpath=..');
  expect(await frame.evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(0);
  expect(await actionsCellPosition(page)).toBe('static');
  expect(await actionsWithinFrame(page)).toBe(true);
  await page.setViewportSize({ width: WIDTH, height: 800 });
  await expect.poll(() => actionsCellPosition(page)).toBe('sticky');
  expect(await actionsWithinFrame(page)).toBe(true);
});
