/** Layout sizes of spec §9. */
export const DESKTOP_MIN_WIDTH = 1221; // desktop is wider than 1220 px
export const TABLET_MIN_WIDTH = 768; // tablet is wider than 767 px
export const RESIZE_DEBOUNCE_MS = 1000;
export const MOBILE_MENU_CLOSE_DELAY_MS = 100;

export type ViewportKind = 'desktop' | 'tablet' | 'mobile';

export function viewportKind(width: number): ViewportKind {
  if (width >= DESKTOP_MIN_WIDTH) return 'desktop';
  if (width >= TABLET_MIN_WIDTH) return 'tablet';
  return 'mobile';
}
