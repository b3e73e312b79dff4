import { describe, expect, it } from 'vitest';
import { accessContext } from '../../src/app/menu/accessContext';
import { activeMenuKey, firstMenuKey, type MenuEntry, visibleMenu } from '../../src/app/menu/menu';
import { PAGES, type PageKey } from '../../src/app/menu/pages';
import type { Entity } from '../../src/contract/types';

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
  ])('%s highlights %s', (path, key) => {
    expect(activeMenuKey(path)).toBe(key);
  });
});
