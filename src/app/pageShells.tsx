/**
 * What each page's own HTML paints before any script has run (scripts/vite/prerender.ts writes one
 * document per page): the frame with the page's title and its first shape (a list's heading, search box
 * and the card its rows will fill: PageFirstShape), from the registry, in the default language. A user
 * reads the page's name and sees where its rows will come at the first paint, and the largest text a
 * phone shows first (a list's search box) is already there. Pages with a row in their address (a
 * customer's detail) get the frame alone (dashboard.html).
 */
import type { ReactElement } from 'react';
import { PAGE_ENTRIES } from '../entities/generated/pages';
import { ensurePageTexts } from '../i18n/i18n';
import { FrameShell } from './layout/FrameShell';
import { dashboardPath } from './menu/dashboardPath';

export interface PageShell {
  /** The page's address, without a trailing slash ('/dashboard' is the home). */
  address: string;
  element: ReactElement;
}

export async function pageShells(): Promise<PageShell[]> {
  // A list's own texts (its search box's placeholder) are in the signed-in pages' catalogue.
  await ensurePageTexts();
  return PAGE_ENTRIES.filter((page) => !page.route.includes(':')).map((page) => ({
    address: dashboardPath(page.route),
    element: <FrameShell pageKey={page.route} />,
  }));
}
