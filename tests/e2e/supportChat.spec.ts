import { expect, type Page, test } from '@playwright/test';
import { expectedFor } from './expectedPages';
import { openInApp, shot, signIn } from './support';

/**
 * The support chat link (shown to store owners while the platform has a support phone) must never lie
 * over something a user can press or type in: on every page of the owner's registry, at a desktop and a
 * phone width, scrolled to the top and to the bottom, its box meets no visible control of the page.
 */

const SIZES = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 375, height: 760 },
] as const;

const CONTROLS = 'a[href], button, input, select, textarea, [role="button"], [role="link"], [tabindex="0"]';

/** The controls the chat link's box overlaps, described for the failure message. */
async function controlsUnderChat(page: Page): Promise<string[]> {
  return page.evaluate((selector) => {
    const chat = document.querySelector<HTMLElement>('a[href^="https://wa.me/"]');
    if (!chat) return ['no chat link'];
    const box = chat.getBoundingClientRect();
    // What the fixed top bar hides is not under the chat link (the bar covers it), whatever it overlaps.
    const header = document.querySelector('header');
    const headerBottom = header?.getBoundingClientRect().bottom ?? 0;
    const overlapping: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>(selector)) {
      if (element === chat || chat.contains(element) || element.contains(chat)) continue;
      const rect = element.getBoundingClientRect();
      // Screen-reader-only and collapsed elements take no room on the screen.
      if (rect.width <= 1 || rect.height <= 1) continue;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.display === 'none' || Number(style.opacity) === 0) continue;
      // A page control scrolled under the fixed top bar shows only below it.
      const top = header?.contains(element) ? rect.top : Math.max(rect.top, headerBottom);
      if (rect.bottom <= top) continue;
      const meets =
        rect.left < box.right && rect.right > box.left && top < box.bottom && rect.bottom > box.top;
      if (meets) {
        const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40);
        overlapping.push(`${element.tagName.toLowerCase()} "${name}"`);
      }
    }
    return overlapping;
  }, CONTROLS);
}

/**
 * How much of the top bar's page title shows, and how much it would need: the bar's buttons must leave it
 * room for a short title whole and a long one's first word or so (96 px), even on a phone.
 */
async function titleRoom(page: Page): Promise<{ shown: number; wanted: number }> {
  return page.evaluate(() => {
    const title = document.getElementById('page-title');
    return { shown: title?.clientWidth ?? 0, wanted: Math.min(title?.scrollWidth ?? 0, 96) };
  });
}

for (const size of SIZES) {
  test(`the support chat link covers no control and the title has room on any owner page (${size.name})`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: size.width, height: size.height });
    await signIn(page, 'owner@demo.test');
    const { pages } = await expectedFor(page);
    const chat = page.getByRole('link', { name: 'Chat de soporte' });
    for (const { path } of pages.filter((entry) => !entry.path.includes(':'))) {
      await openInApp(page, path);
      await expect(chat).toBeVisible();
      const room = await titleRoom(page);
      expect
        .soft(room.shown, `${path}: the top bar's title shows ${room.shown} px`)
        .toBeGreaterThanOrEqual(room.wanted);
      await page.evaluate(() => window.scrollTo(0, 0));
      expect.soft(await controlsUnderChat(page), `${path} at the top`).toEqual([]);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      expect.soft(await controlsUnderChat(page), `${path} at the bottom`).toEqual([]);
    }
    await openInApp(page, '/dashboard/loyalty');
    await page.screenshot({ path: shot(`support-chat-${size.name}`) });
  });
}
