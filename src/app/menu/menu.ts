import type { IconName } from '../../ui/iconShapes';
import { type AccessContext, type AccessRule, admin, ecommerce } from './accessRules';
import { PAGES, type PageKey, storeCategories } from './pages';

export type { IconName };

export interface MenuLink {
  kind: 'link';
  /** The page's path relative to /dashboard. */
  key: PageKey;
  labelKey: string;
  icon: IconName;
  /** Defaults to the page's own access rule. */
  visible?: AccessRule;
}

export interface MenuGroup {
  kind: 'group';
  id: string;
  labelKey: string;
  icon: IconName;
  visible: AccessRule;
  children: MenuLink[];
}

export type MenuEntry = MenuLink | MenuGroup;

const link = (key: PageKey, labelKey: string, icon: IconName, visible?: AccessRule): MenuLink =>
  visible ? { kind: 'link', key, labelKey, icon, visible } : { kind: 'link', key, labelKey, icon };

/** The sidebar of spec §2 in its order: store entries, then administrator entries. */
export const MENU: readonly MenuEntry[] = [
  link('', 'menu.home', 'home'),
  link('loyalty', 'menu.loyalty', 'heart'),
  link('customers', 'menu.customers', 'users'),
  link('activity', 'menu.activity', 'activity'),
  link('rewards', 'menu.rewards', 'gift'),
  link('banners', 'menu.banners', 'image'),
  link('offers', 'menu.offers', 'tag'),
  {
    kind: 'group',
    id: 'ecommerce',
    labelKey: 'menu.ecommerce',
    icon: 'cart',
    visible: ecommerce,
    children: [
      link('orders', 'menu.orders', 'package'),
      link('products', 'menu.products', 'box'),
      link('shippingcosts', 'menu.shippingCosts', 'truck'),
      link('admin/categories', 'menu.categories', 'layers', storeCategories),
    ],
  },
  link('news', 'menu.news', 'newspaper'),
  link('coupons', 'menu.coupons', 'qr'),
  link('notifications', 'menu.notifications', 'bell'),
  link('employees', 'menu.employees', 'badge'),
  link('locations', 'menu.locations', 'pin'),
  link('configuration', 'menu.configuration', 'settings'),
  link('admin', 'menu.plans', 'layers'),
  link('admin/stores', 'menu.stores', 'store'),
  link('admin/storetypes', 'menu.storeTypes', 'tag'),
  link('admin/categories', 'menu.categories', 'layers', admin),
  link('admin/cities', 'menu.cities', 'map'),
  link('admin/locations', 'menu.locations', 'pin'),
  link('admin/notifications', 'menu.notifications', 'bell'),
  link('admin/offers', 'menu.offers', 'tag'),
  link('admin/configuration', 'menu.configuration', 'settings'),
];

function linkVisible(entry: MenuLink, context: AccessContext): boolean {
  return (entry.visible ?? PAGES[entry.key].access)(context);
}

/** The sidebar a user sees: the entries their rules allow, groups with at least one child. */
export function visibleMenu(context: AccessContext, menu: readonly MenuEntry[] = MENU): MenuEntry[] {
  const visible: MenuEntry[] = [];
  for (const entry of menu) {
    if (entry.kind === 'link') {
      if (linkVisible(entry, context)) visible.push(entry);
      continue;
    }
    if (!entry.visible(context)) continue;
    const children = entry.children.filter((child) => linkVisible(child, context));
    if (children.length > 0) visible.push({ ...entry, children });
  }
  return visible;
}

/** The menu entry to highlight for a path under /dashboard: the longest entry key the path starts with. */
export function activeMenuKey(relativePath: string, menu: readonly MenuEntry[] = MENU): PageKey | null {
  const keys = menu.flatMap((entry) =>
    entry.kind === 'link' ? [entry.key] : entry.children.map((c) => c.key),
  );
  const path = relativePath.replace(/^\/+|\/+$/g, '');
  // A store's payments are reached from the stores list.
  if (path.startsWith('admin/store/')) return 'admin/stores';
  let best: PageKey | null = null;
  for (const key of keys) {
    const matches = key === '' ? path === '' : path === key || path.startsWith(`${key}/`);
    if (matches && (best === null || key.length > best.length)) best = key;
  }
  return best;
}
