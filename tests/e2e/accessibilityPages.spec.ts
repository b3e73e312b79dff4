import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { PAGE_ROUTES } from '../../src/entities/generated/routes';
import { expectNoAxeViolations } from './axe';
import { shot, sidebar, signIn } from './support';

/**
 * axe-core on every page of the owner's and the administrator's menus, the pages outside it (my
 * profile, the subscription, payment methods, customer levels, a store's payments) and their modals:
 * each page's create form, a row's edit form and delete confirmation, the customers list's action
 * forms and menus, a customer's and an order's page with one of their forms, a confirmation, each
 * activity tab, the cities modal with its map and the top bar's menus; then a few pages on a phone.
 * One sign-in per account and sequential navigation keep it to about a minute and a half. Violations
 * are soft assertions, so one run lists every page's.
 */

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 375, height: 760 };

/** The engine's create buttons ('Nuevo premio', 'Añadir nota'…), read from the Spanish catalogues. */
const CREATE_BUTTON = (() => {
  const folder = fileURLToPath(new URL('../../src/i18n/locales/pages/es/', import.meta.url));
  const names = new Set<string>();
  for (const file of readdirSync(folder).filter((name) => name.endsWith('.json'))) {
    const catalogue = JSON.parse(readFileSync(`${folder}${file}`, 'utf8')) as {
      entities?: Record<string, { create?: string }>;
    };
    for (const entity of Object.values(catalogue.entities ?? {})) if (entity.create) names.add(entity.create);
  }
  const escaped = [...names].map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^(${escaped.join('|')})$`);
})();

/** What a page or modal shows while something loads. */
async function expectSettled(scope: Page | Locator): Promise<void> {
  await expect(scope.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(scope.getByRole('status', { name: 'Cargando…' })).toHaveCount(0);
}

/** A dashboard page is loaded: its heading is shown and nothing is loading. */
async function expectPageLoaded(page: Page): Promise<void> {
  const main = page.getByRole('main');
  await expect(main.getByRole('heading').first()).toBeVisible();
  await expectSettled(page);
  await expect(page.locator('[role="progressbar"]')).toHaveCount(0);
}

/** A modal is open with its contents loaded (a form's fields, a map). */
async function openDialog(page: Page): Promise<Locator> {
  const dialog = page.getByRole('dialog');
  // The dialog's own element has no box (its panel is fixed): its title tells it is shown.
  await expect(dialog.getByRole('heading').first()).toBeVisible();
  await expectSettled(dialog);
  return dialog;
}

async function closeDialog(page: Page): Promise<void> {
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

const slug = (path: string) => path.replace(/^\/dashboard\/?/, '').replace(/[^a-z0-9]+/gi, '-') || 'home';

/** Every page of the signed-in user's sidebar, its groups opened first. */
async function menuPaths(page: Page): Promise<string[]> {
  const menu = sidebar(page);
  await expect(menu.getByRole('link').first()).toBeVisible();
  const closed = menu.locator('button[aria-expanded="false"]');
  while ((await closed.count()) > 0) await closed.first().click();
  const hrefs = await menu
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return [...new Set(hrefs.filter((href) => href.startsWith('/dashboard')))];
}

/** Opens a page (through the sidebar when it shows the link: the app's own navigation) once loaded. */
async function visit(page: Page, path: string): Promise<void> {
  const link = sidebar(page).locator(`a[href="${path}"]`);
  if (await link.isVisible()) {
    await link.click();
    // A navigation is a transition: the page before stays until the next one renders, and the sidebar
    // marks the link current only then.
    await expect(link).toHaveAttribute('aria-current', 'page');
  } else await page.goto(path);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expectPageLoaded(page);
}

/** Opens the detail page of a list's first row, by the link on its name, once it has replaced the list. */
async function openFirstDetail(page: Page, path: RegExp): Promise<void> {
  const main = page.getByRole('main');
  const link = main.getByRole('table').getByRole('link').first();
  const name = (await link.innerText()).trim();
  await link.click();
  await expect(page).toHaveURL(path);
  await expect(main.getByRole('heading', { level: 2, name })).toBeVisible();
  await expectPageLoaded(page);
}

/** Opens a page action of a list, from its button or from the further actions' menu, and its dialog. */
async function runPageAction(page: Page, label: string): Promise<void> {
  const main = page.getByRole('main');
  const button = main.getByRole('button', { name: label, exact: true });
  if (await button.isVisible()) await button.click();
  else {
    await checkOpenMenu(
      page,
      main.getByRole('button', { name: 'Más acciones' }),
      'the page actions menu',
      'menu',
    );
    await page.getByRole('menuitem', { name: label, exact: true }).click();
  }
  await openDialog(page);
}

/** Opens a menu or a popover by its button and checks the page with it open. */
async function checkOpenMenu(page: Page, button: Locator, what: string, name: string): Promise<void> {
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await check(page, what, name);
}

async function check(page: Page, what: string, name: string): Promise<void> {
  await page.screenshot({ path: shot(`a11y-${name}`) });
  await expectNoAxeViolations(page, what, { soft: true });
}

/**
 * Each page of the menu, then the pages the menu does not list (my profile, the subscription, customer
 * levels…: reached from the user menu or another page) of the account's side of the registry, each
 * with its create form when it has one.
 */
async function checkPages(page: Page, account: string, side: (route: string) => boolean): Promise<void> {
  const menu = await menuPaths(page);
  expect(menu.length).toBeGreaterThan(5);
  const others = PAGE_ROUTES.filter((route) => !route.includes(':') && side(route))
    .map((route) => `/dashboard/${route}`.replace(/\/$/, ''))
    .filter((path) => !menu.includes(path));
  for (const path of [...menu, ...others]) {
    await visit(page, path);
    if (await page.getByRole('heading', { name: 'Sin acceso' }).isVisible()) continue;
    await check(page, `${path} of ${account}`, `${account}-${slug(path)}`);
    await checkCreateModal(page, path, account);
  }
}

/** The page's create form, when it has a create button. */
async function checkCreateModal(page: Page, path: string, account: string): Promise<void> {
  const create = page.getByRole('main').getByRole('button', { name: CREATE_BUTTON }).first();
  if (!(await create.isVisible())) return;
  const label = await create.innerText();
  await create.click();
  await openDialog(page);
  await check(page, `the '${label}' modal on ${path}`, `${account}-${slug(path)}-create`);
  await closeDialog(page);
}

/** The edit form and the delete confirmation of a list's first row. */
async function checkRowModals(page: Page, path: string, account: string): Promise<void> {
  await visit(page, path);
  const table = page.getByRole('main').getByRole('table');
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await table
    .getByRole('button', { name: /^Editar: / })
    .first()
    .click();
  await openDialog(page);
  await check(page, `the edit modal on ${path}`, `${account}-${slug(path)}-edit`);
  await closeDialog(page);
  await table
    .getByRole('button', { name: /^Eliminar: / })
    .first()
    .click();
  await openDialog(page);
  await check(page, `the delete confirmation on ${path}`, `${account}-${slug(path)}-delete`);
  await closeDialog(page);
}

test.describe('accessibility of every dashboard page', () => {
  test.describe.configure({ timeout: 180_000 });
  test.use({ actionTimeout: 15_000 });

  test('the owner’s pages and modals at 1280 px', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await signIn(page, 'owner@demo.test');
    await checkPages(page, 'owner', (route) => !route.startsWith('admin'));

    // The top bar's menus.
    const banner = page.getByRole('banner');
    await checkOpenMenu(
      page,
      banner.getByRole('button', { name: /Hola/ }),
      'the user menu',
      'owner-user-menu',
    );
    await page.keyboard.press('Escape');
    await checkOpenMenu(
      page,
      banner.getByRole('button', { name: /Idioma/ }),
      'the language menu',
      'owner-language-menu',
    );
    await page.keyboard.press('Escape');

    await checkRowModals(page, '/dashboard/rewards', 'owner');

    // The customers list's own actions: a form with the customer picker, a list answer, a form with a
    // file, the columns popover and the further actions' menu.
    await visit(page, '/dashboard/customers');
    const main = page.getByRole('main');
    await checkOpenMenu(
      page,
      main.getByRole('button', { name: 'Columnas' }),
      'the columns popover',
      'owner-columns',
    );
    await page.keyboard.press('Escape');
    for (const [label, name] of [
      ['Dar puntos', 'give-points'],
      ['Solicitudes pendientes', 'pending-requests'],
      ['Dar puntos desde un archivo', 'massive-points'],
    ] as const) {
      await runPageAction(page, label);
      await check(page, `the '${label}' modal`, `owner-customers-${name}`);
      await closeDialog(page);
    }

    // A customer's page, and the give points form of its actions.
    await openFirstDetail(page, /\/dashboard\/customers\/\d+$/);
    await check(page, 'a customer’s page', 'owner-customer-detail');
    await main.getByRole('button', { name: 'Dar puntos' }).click();
    await openDialog(page);
    await check(page, 'the give points form', 'owner-customer-give-points');
    await closeDialog(page);

    // An order's page with its lines and notes, and the new note form.
    await visit(page, '/dashboard/orders');
    await openFirstDetail(page, /\/dashboard\/orders\/[^/]+$/);
    await check(page, 'an order’s page', 'owner-order-detail');
    await main
      .getByRole('region', { name: 'Notas internas' })
      .getByRole('button', { name: 'Añadir nota' })
      .first()
      .click();
    await openDialog(page);
    await check(page, 'the new note form', 'owner-order-note');
    await closeDialog(page);

    // A confirmation of a settings page's action.
    await visit(page, '/dashboard/configuration');
    await main.getByRole('button', { name: 'Generar uno nuevo' }).click();
    await openDialog(page);
    await check(page, 'the new API token confirmation', 'owner-configuration-confirm');
    await closeDialog(page);

    for (const tab of ['purchases', 'redemptions', 'reviews', 'surveys']) {
      await page.goto(`/dashboard/activity?tab=${tab}`);
      await expectPageLoaded(page);
      await expect(main.getByRole('table')).toBeVisible();
      await check(page, `the activity tab ${tab}`, `owner-activity-${tab}`);
    }
  });

  test('the administrator’s pages and modals at 1280 px', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await signIn(page, 'admin@demo.test');
    await checkPages(page, 'admin', (route) => route.startsWith('admin') || route === 'myprofile');

    // The cities modal with its map, for a new city and for one that has its point.
    await visit(page, '/dashboard/admin/cities');
    await page.getByRole('button', { name: 'Nueva ciudad' }).click();
    const dialog = await openDialog(page);
    await expect(dialog.locator('.leaflet-container')).toBeVisible();
    await expectSettled(dialog);
    await check(page, 'the new city modal with its map', 'admin-city-create-map');
    await closeDialog(page);
    await checkRowModals(page, '/dashboard/admin/cities', 'admin');

    // A store's payments, reached from the stores list.
    await visit(page, '/dashboard/admin/stores');
    const table = page.getByRole('main').getByRole('table');
    await checkOpenMenu(
      page,
      table.getByRole('button', { name: /^Acciones de / }).first(),
      'a row’s actions menu',
      'admin-stores-row-menu',
    );
    await page.getByRole('menuitem', { name: 'Pagos' }).click();
    await expect(page).toHaveURL(/\/dashboard\/admin\/store\/payments\/\d+$/);
    await expect(page.getByRole('main').getByRole('heading', { level: 2, name: /^Pagos de / })).toBeVisible();
    await expectPageLoaded(page);
    await check(page, 'a store’s payments', 'admin-store-payments');
    await checkCreateModal(page, 'a store’s payments', 'admin');
  });

  test('a few pages and a modal at 375 px', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await signIn(page, 'owner@demo.test');
    await page.goto('/dashboard/customers');
    await expectPageLoaded(page);
    await check(page, 'the customers list on a phone', 'phone-customers');
    await page.getByRole('main').getByRole('button', { name: 'Nuevo cliente' }).click();
    await openDialog(page);
    await check(page, 'the new customer modal on a phone', 'phone-customer-create');
    await closeDialog(page);
    await page.goto('/dashboard/loyalty');
    await expectPageLoaded(page);
    await check(page, 'the loyalty settings on a phone', 'phone-loyalty');
    await page.goto('/dashboard/myprofile');
    await expectPageLoaded(page);
    await check(page, 'my profile on a phone', 'phone-myprofile');
  });
});
