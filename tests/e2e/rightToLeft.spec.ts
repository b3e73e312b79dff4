import { expect, test } from '@playwright/test';
import { DIRECTION_STORAGE_KEY } from '../../src/i18n/documentDirection';
import { expectedFor } from './expectedPages';
import { openInApp, shot, signIn } from './support';

/**
 * Right to left chosen at run time (no rebuild): every page of the owner's and the administrator's
 * registry renders mirrored (<html dir="rtl">) at a desktop and a phone width without running off the
 * side (no horizontal scrolling).
 */

const SIZES = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 375, height: 760 },
] as const;

for (const account of ['owner@demo.test', 'admin@demo.test']) {
  for (const size of SIZES) {
    test(`every page of ${account} renders right to left without overflow (${size.name})`, async ({
      page,
    }) => {
      test.setTimeout(240_000);
      await page.setViewportSize({ width: size.width, height: size.height });
      await page.addInitScript((key) => localStorage.setItem(key, 'rtl'), DIRECTION_STORAGE_KEY);
      await signIn(page, account);
      const { pages } = await expectedFor(page);
      for (const { path } of pages.filter((entry) => !entry.path.includes(':'))) {
        await openInApp(page, path);
        await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect.soft(overflow, `${path} runs off the side by ${overflow} px`).toBeLessThanOrEqual(0);
      }
      await page.screenshot({ path: shot(`rtl-${account.split('@')[0]}-${size.name}`) });
    });
  }
}
