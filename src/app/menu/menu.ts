import type { AccessContext, AccessRule } from '../../contract/access/accessRules';
import { MENU_GROUPS, PAGE_ENTRIES } from '../../entities/generated/pages';
import type { IconName } from '../../ui/iconShapes';
import { accessRule, PAGES, type PageKey } from './pages';

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

/**
 * The sidebar of spec §2 in its order, from the pages' menu entries in the registry: links sorted by
 * their order, the ecommerce group's children inside it (a page may have an entry in both places).
 */
function buildMenu(): MenuEntry[] {
  const placed: { order: number; entry: MenuEntry }[] = MENU_GROUPS.map((group) => ({
    order: group.order,
    entry: {
      kind: 'group',
      id: group.id,
      labelKey: group.label,
      icon: group.icon,
      visible: accessRule(group.access),
      children: [],
    },
  }));
  const children = new Map<string, { order: number; link: MenuLink }[]>();
  for (const page of PAGE_ENTRIES) {
    for (const item of page.menu) {
      const link: MenuLink = {
        kind: 'link',
        key: page.route,
        labelKey: item.label,
        icon: item.icon,
        visible: accessRule(item.access),
      };
      if (item.group === null) placed.push({ order: item.order, entry: link });
      else children.set(item.group, [...(children.get(item.group) ?? []), { order: item.order, link }]);
    }
  }
  for (const { entry } of placed) {
    if (entry.kind === 'group')
      entry.children = (children.get(entry.id) ?? []).sort((a, b) => a.order - b.order).map((c) => c.link);
  }
  return placed.sort((a, b) => a.order - b.order).map((p) => p.entry);
}

export const MENU: readonly MenuEntry[] = buildMenu();

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

/** The first page of the sidebar a user sees (inside a group, its first child); null when they see none. */
export function firstMenuKey(context: AccessContext, menu: readonly MenuEntry[] = MENU): PageKey | null {
  const [first] = visibleMenu(context, menu);
  if (!first) return null;
  return first.kind === 'link' ? first.key : (first.children[0]?.key ?? null);
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
    // A page under an entry's path belongs to it ('customers/12'), unless that entry's path is also the
    // root of other entries: 'admin' (the packages) is the whole administration's prefix, not the
    // parent of 'admin/audit'.
    const areaRoot = keys.some((other) => other.startsWith(`${key}/`));
    const matches = key === '' ? path === '' : path === key || (!areaRoot && path.startsWith(`${key}/`));
    if (matches && (best === null || key.length > best.length)) best = key;
  }
  return best;
}
