/**
 * The hand-written screens a page descriptor can name (kind 'screen'): the registry's ScreenName type
 * makes this table complete. Each is its own chunk.
 */
import { type LazyPage, lazyPage } from '../app/lazyPage';
import type { ScreenName } from '../entities/generated/routes';

export const SCREENS: Record<ScreenName, LazyPage> = {
  dashboard: lazyPage(
    () => import('./dashboard/HomePage'),
    (m) => m.HomePage,
  ),
  activity: lazyPage(
    () => import('./activity/ActivityPage'),
    (m) => m.ActivityPage,
  ),
};
