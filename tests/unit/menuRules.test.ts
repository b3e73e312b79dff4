import { describe, expect, it } from 'vitest';
import { accessContext } from '../../src/app/menu/accessContext';
import { activeMenuKey, firstMenuKey, MENU, type MenuEntry, visibleMenu } from '../../src/app/menu/menu';
import { PAGES, type PageKey } from '../../src/app/menu/pages';
import type { AccessExpression, RuleName } from '../../src/contract/access/accessExpression';
import type { Entity } from '../../src/contract/types';
import { MENU_GROUPS, PAGE_ENTRIES } from '../../src/entities/generated/pages';

type Who = 'admin' | 'owner' | 'employee' | 'permStoreEmployee';
type Plan = Entity<'Store'>['plan'];

const FULL_PLAN: Plan = {
  planShowProducts: true,
  planShowOffers: true,
  planShowNews: true,
  planPushNotifications: true,
  planLocationLimit: 0,
};
const EMPTY_PLAN: Plan = {
  planShowProducts: false,
  planShowOffers: false,
  planShowNews: false,
  planPushNotifications: false,
  planLocationLimit: 0,
};

interface Situation {
  plan?: Plan;
  banners?: boolean;
  multistore?: boolean;
  defaultBrand?: boolean;
}

function context(
  who: Who,
  { plan = FULL_PLAN, banners = true, multistore = true, defaultBrand = true }: Situation = {},
) {
  const session =
    who === 'admin'
      ? { userType: 'admin' as const, storeUserType: null }
      : {
          userType: 'client' as const,
          storeUserType: who === 'owner' ? ('owner' as const) : ('employee' as const),
        };
  const storeInfo =
    who === 'admin'
      ? undefined
      : { store: { plan }, generalConfiguration: { supportPhone: '', bannersEnabled: banners } };
  return accessContext(session, { permStore: who === 'permStoreEmployee' }, storeInfo, {
    multistore,
    defaultBrand,
  });
}

function keys(entries: MenuEntry[]): string[] {
  return entries.map((entry) =>
    entry.kind === 'link'
      ? entry.key || '(home)'
      : `${entry.id}[${entry.children.map((c) => c.key).join(',')}]`,
  );
}

const STORE_SETTINGS = ['loyalty', 'customers', 'activity', 'rewards'];
const ECOMMERCE = 'ecommerce[orders,products,shippingcosts]';
const ECOMMERCE_WITH_CATEGORIES = 'ecommerce[orders,products,shippingcosts,admin/categories]';
const ADMIN_ENTRIES = ['admin', 'admin/stores', 'admin/storetypes', 'admin/categories', 'admin/cities'];

describe('menu rules (spec §6)', () => {
  it.each<[string, Who, Situation, string[]]>([
    [
      'owner, multistore platform, default brand, full plan, banners on',
      'owner',
      {},
      [
        '(home)',
        ...STORE_SETTINGS,
        'banners',
        'offers',
        ECOMMERCE,
        'news',
        'coupons',
        'notifications',
        'employees',
        'locations',
        'configuration',
      ],
    ],
    [
      'owner of a single-store platform also manages categories in ecommerce',
      'owner',
      { multistore: false },
      [
        '(home)',
        ...STORE_SETTINGS,
        'banners',
        'offers',
        ECOMMERCE_WITH_CATEGORIES,
        'news',
        'coupons',
        'notifications',
        'employees',
        'locations',
        'configuration',
      ],
    ],
    [
      'owner whose plan has no flags, banners off: no offers, news, ecommerce, notifications or banners',
      'owner',
      { plan: EMPTY_PLAN, banners: false },
      ['(home)', ...STORE_SETTINGS, 'coupons', 'employees', 'locations', 'configuration'],
    ],
    [
      'owner under another brand: no notifications, admin locations instead',
      'owner',
      { defaultBrand: false },
      [
        '(home)',
        ...STORE_SETTINGS,
        'banners',
        'offers',
        ECOMMERCE,
        'news',
        'coupons',
        'employees',
        'locations',
        'configuration',
        'admin/locations',
      ],
    ],
    ['employee without permStore: home and customers only', 'employee', {}, ['(home)', 'customers']],
    [
      'employee with permStore: the store settings and ecommerce with categories, not the owner-only entries',
      'permStoreEmployee',
      {},
      [
        '(home)',
        ...STORE_SETTINGS,
        'banners',
        'offers',
        ECOMMERCE_WITH_CATEGORIES,
        'news',
        'coupons',
        'employees',
        'locations',
      ],
    ],
    [
      'administrator, default brand: the administrator entries only',
      'admin',
      {},
      [
        ...ADMIN_ENTRIES,
        'admin/locations',
        'admin/notifications',
        'admin/offers',
        'admin/news',
        'admin/configuration',
      ],
    ],
    [
      'administrator under another brand: notifications instead of admin locations',
      'admin',
      { defaultBrand: false },
      [
        'notifications',
        ...ADMIN_ENTRIES,
        'admin/notifications',
        'admin/offers',
        'admin/news',
        'admin/configuration',
      ],
    ],
  ])('%s', (_situation, who, situation, expected) => {
    expect(keys(visibleMenu(context(who, situation)))).toEqual(expected);
  });

  it.each<[Who, Situation, string]>([
    ['admin', {}, 'admin'],
    ['owner', {}, ''],
    ['employee', {}, ''],
  ])('starts a %s on the first entry of their menu', (who, situation, first) => {
    expect(firstMenuKey(context(who, situation))).toBe(first);
  });

  it('labels the entries with the Spanish labels of spec §2', async () => {
    const { default: es } = await import('../../src/i18n/locales/es.json');
    expect(Object.values(es.menu)).toEqual(
      expect.arrayContaining([
        'Inicio',
        'Premios',
        'Clientes',
        'Empleados',
        'Fidelización',
        'Actividad',
        'Negocios',
        'Ofertas',
        'Ciudades',
        'Novedades',
        'Sucursales',
        'Configuración',
        'Notificaciones',
        'Tipos de Negocio',
        'Categorías',
        'Paquetes Canjes',
        'Cupones QR',
        'Banner',
        'Costos de envío',
        'Órdenes',
        'Productos',
        'Salir',
      ]),
    );
  });
});

describe('page access (the same rules guard typed addresses)', () => {
  it.each<[PageKey, Who, Situation, boolean]>([
    ['employees', 'employee', {}, false],
    ['employees', 'permStoreEmployee', {}, true],
    ['customers', 'employee', {}, true],
    ['configuration', 'permStoreEmployee', {}, false],
    ['payment', 'owner', {}, true],
    ['recurringsubscription', 'employee', {}, false],
    ['myprofile', 'employee', {}, true],
    ['myprofile', 'admin', {}, true],
    ['admin/stores', 'owner', {}, false],
    ['admin/store/payments/:storeId', 'admin', {}, true],
    ['offers', 'owner', { plan: { ...FULL_PLAN, planShowOffers: false } }, false],
    ['products', 'owner', { plan: { ...FULL_PLAN, planShowProducts: false } }, false],
    ['banners', 'owner', { banners: false }, false],
    ['customerlevels', 'permStoreEmployee', {}, true],
    ['admin/categories', 'owner', { multistore: false }, true],
    ['admin/categories', 'owner', {}, false],
    ['', 'admin', {}, false],
  ])('%s for %s %j: %s', (page, who, situation, allowed) => {
    expect(PAGES[page].access(context(who, situation))).toBe(allowed);
  });
});

/**
 * Spec §6 in the test's own words: who each named rule lets in, per situation. Written apart from the
 * app's rules (src/contract/access) so that the sweeps below compare two readings of the spec; typed
 * by RuleName, so a new named rule does not compile until it says who it lets in.
 */
const RULE_LETS_IN: Record<RuleName, (who: Who, situation: Required<Situation>) => boolean> = {
  public: () => true,
  signedIn: () => true,
  admin: (who) => who === 'admin',
  allStoreUsers: (who) => who !== 'admin',
  owner: (who) => who === 'owner',
  permStoreEmployee: (who) => who === 'permStoreEmployee',
  ownerOfSingleStore: (who, s) => who === 'owner' && !s.multistore,
  storeSettings: (who) => who === 'owner' || who === 'permStoreEmployee',
  ecommerce: (who, s) => (who === 'owner' || who === 'permStoreEmployee') && s.plan.planShowProducts,
  storeCategories: (who, s) =>
    RULE_LETS_IN.ecommerce(who, s) && (who === 'permStoreEmployee' || (who === 'owner' && !s.multistore)),
};

/** Whether the spec lets `who` in under `expression` (the test users hold permStore at most). */
function letsIn(expression: AccessExpression, who: Who, s: Required<Situation>): boolean {
  if (typeof expression === 'string') return RULE_LETS_IN[expression](who, s);
  if ('plan' in expression) return who !== 'admin' && s.plan[expression.plan] === true;
  if ('feature' in expression) return who !== 'admin' && s.banners;
  if ('permission' in expression)
    return who === 'owner' || (who === 'permStoreEmployee' && expression.permission === 'permStore');
  if ('allOf' in expression) return expression.allOf.every((part) => letsIn(part, who, s));
  if ('anyOf' in expression) return expression.anyOf.some((part) => letsIn(part, who, s));
  return letsIn(s.defaultBrand ? expression.byBrand.default : expression.byBrand.other, who, s);
}

const EVERYONE: Who[] = ['admin', 'owner', 'employee', 'permStoreEmployee'];
const SITUATIONS: Required<Situation>[] = [
  { plan: FULL_PLAN, banners: true, multistore: true, defaultBrand: true },
  { plan: EMPTY_PLAN, banners: false, multistore: true, defaultBrand: true },
  { plan: FULL_PLAN, banners: true, multistore: false, defaultBrand: true },
  { plan: FULL_PLAN, banners: true, multistore: true, defaultBrand: false },
];
const CASES = EVERYONE.flatMap((who) => SITUATIONS.map((situation) => [who, situation] as const));

/** The sidebar the spec expects, in the registry's order: entries whose expression lets the user in. */
function expectedMenu(who: Who, s: Required<Situation>): string[] {
  const linkAccess = new Map<string, AccessExpression>();
  for (const page of PAGE_ENTRIES)
    for (const item of page.menu) linkAccess.set(`${item.group ?? ''}>${page.route}`, item.access);
  const groupAccess = new Map(MENU_GROUPS.map((group) => [group.id, group.access]));
  const seen = (group: string, key: string) => {
    const expression = linkAccess.get(`${group}>${key}`);
    if (expression === undefined) throw new Error(`menu entry ${group}>${key} is not in the registry`);
    return letsIn(expression, who, s);
  };
  return MENU.flatMap((entry) => {
    if (entry.kind === 'link') return seen('', entry.key) ? [entry.key || '(home)'] : [];
    const expression = groupAccess.get(entry.id);
    if (expression === undefined || !letsIn(expression, who, s)) return [];
    const children = entry.children.filter((child) => seen(entry.id, child.key)).map((c) => c.key);
    return children.length > 0 ? [`${entry.id}[${children.join(',')}]`] : [];
  });
}

describe('every page and menu entry of the registry against spec §6', () => {
  it.each(
    PAGE_ENTRIES.flatMap((page) => CASES.map(([who, s]) => [page.route, who, s, page.access] as const)),
  )('page %s for %s %j', (route, who, situation, expression) => {
    expect(PAGES[route].access(context(who, situation))).toBe(letsIn(expression, who, situation));
  });

  it.each(CASES)('the sidebar of %s %j', (who, situation) => {
    expect(keys(visibleMenu(context(who, situation)))).toEqual(expectedMenu(who, situation));
  });

  it('the registry has pages and menu entries to sweep', () => {
    expect(PAGE_ENTRIES.length).toBeGreaterThan(20);
    expect(MENU.length).toBeGreaterThan(10);
  });
});

describe('active sidebar entry', () => {
  it.each<[string, PageKey | null]>([
    ['', ''],
    ['/', ''],
    ['/customers', 'customers'],
    ['/customers/', 'customers'],
    ['/admin', 'admin'],
    ['/admin/stores', 'admin/stores'],
    ['/admin/store/payments/7', 'admin/stores'],
    ['/orders', 'orders'],
    ['/myprofile', null],
    ['/admin/audit', null],
    ['/audit/41', null],
  ])('%s highlights %s', (path, key) => {
    expect(activeMenuKey(path)).toBe(key);
  });
});
