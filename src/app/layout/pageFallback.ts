import { createContext, type ReactNode, useContext } from 'react';

/**
 * What a page shows while its code loads, given by the frame (DashboardLayout: the page's first shape,
 * PageFirstShape) to the routes' Suspense (DashboardPageFrame). Through a context, because the routes'
 * wrapper is in every page's first download, the sign-in page's too, and the shapes' code (the registry's
 * pages, the list's search box) belongs with the frame.
 */
export const PageFallbackContext = createContext<ReactNode>(null);

export function usePageFallback(): ReactNode {
  return useContext(PageFallbackContext);
}
