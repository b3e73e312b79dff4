import { PAGES, type PageKey } from './pages';

/**
 * The catalogue key of a dashboard page's title: the one place that knows where titles come from (the
 * page table), read by the top bar, the browser tab and the pages themselves. A path that is no page
 * is titled as the home ('Inicio', spec §2).
 */
export function pageTitleKey(key: PageKey | null): string {
  return key === null ? 'menu.home' : PAGES[key].titleKey;
}
