import { waitFor } from '@testing-library/react';

/**
 * Queries for a page of 100 rows, read from the DOM directly. Testing Library's role queries work out
 * every element's visibility from its computed style and its ancestors'; over a table of 100 rows one
 * query took seconds in jsdom, and `find*` runs it again on every change while the rows are drawn a
 * slice at a time (a test of such a page spent ten times longer in its queries than in React).
 */

/** Waits for the link whose text matches `text` (a row's name, say), and gives it. */
export function findLinkByText(text: RegExp, timeout: number): Promise<HTMLAnchorElement> {
  return waitFor(
    () => {
      const link = [...document.querySelectorAll('a')].find((anchor) => text.test(anchor.textContent ?? ''));
      if (!link) throw new Error(`No link reads ${text}`);
      return link;
    },
    { timeout },
  );
}

/** The buttons named by their `aria-label`, in the page's order. */
export function buttonsLabelled(start: string): HTMLButtonElement[] {
  return [...document.querySelectorAll<HTMLButtonElement>('button[aria-label]')].filter((button) =>
    button.getAttribute('aria-label')?.startsWith(start),
  );
}
