import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { type ExpectedPage, expectedFor } from './expectedPages';
import { expectPageSettled, openInApp, shot, sidebar, signIn } from './support';

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

/** What a page or modal shows while something loads. */
async function expectSettled(scope: Page | Locator): Promise<void> {
  await expect(scope.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(scope.getByRole('status', { name: 'Cargando…' })).toHaveCount(0);
}

/** A dashboard page is loaded: its heading is shown and nothing is loading, no progress bar either. */
async function expectPageLoaded(page: Page): Promise<void> {
  await expectPageSettled(page);
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
  return [...new Set(hrefs.filter((href) => href.startsWith('/dashboard')))].sort();
}

/** Opens a page inside the app (through the sidebar when it shows the link) once loaded. */
async function visit(page: Page, path: string): Promise<void> {
  const link = sidebar(page).locator(`a[href="${path}"]`);
  if (await link.isVisible()) {
    await link.click();
    // A navigation is a transition: the page before stays until the next one renders, and the sidebar
    // marks the link current only then.
    await expect(link).toHaveAttribute('aria-current', 'page');
  } else await openInApp(page, path);
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
 * Every page the registry says the signed-in user may open (src/entities/generated/pages.ts, with the
 * user's own permissions and store asked of the server): the sidebar must link exactly the pages its
 * entries allow, each page must open (never 'Sin acceso'), and a page whose resource lets the user
 * create must show its create button, whose form is checked too. Pages outside the menu (my profile,
 * the subscription, customer levels…) are opened by their address.
 */
async function checkPages(page: Page, account: string): Promise<ExpectedPage[]> {
  const expected = await expectedFor(page);
  expect(expected.pages.length, `pages the registry gives ${account}`).toBeGreaterThan(5);
  expect(await menuPaths(page), `the sidebar of ${account}`).toEqual(expected.menu);
  const inMenu = new Set(expected.menu);
  // Pages whose address names a row (a store's payments) are reached from their list, further down.
  const addressed = expected.pages.filter((item) => !item.path.includes(':'));
  const ordered = [
    ...addressed.filter((item) => inMenu.has(item.path)),
    ...addressed.filter((item) => !inMenu.has(item.path)),
  ];
  for (const item of ordered) {
    await visit(page, item.path);
    await expect(
      page.getByRole('heading', { name: 'Sin acceso' }),
      `${item.path} refused to ${account}`,
    ).toHaveCount(0);
    await check(page, `${item.path} of ${account}`, `${account}-${slug(item.path)}`);
    await checkCreateModal(page, item, account);
  }
  return expected.pages;
}

/** The page's create form, when the user may create there: its button must be on the page. */
async function checkCreateModal(
  page: Page,
  item: ExpectedPage,
  account: string,
  where = item.path,
): Promise<void> {
  if (item.create === null) return;
  const create = page.getByRole('main').getByRole('button', { name: item.create, exact: true }).first();
  await expect(create, `the '${item.create}' button on ${where}`).toBeVisible();
  await create.click();
  await openDialog(page);
  await check(page, `the '${item.create}' modal on ${where}`, `${account}-${slug(where)}-create`);
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
    await checkPages(page, 'owner');

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
    const pages = await checkPages(page, 'admin');

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
    const payments = pages.find((item) => item.id === 'storePayments');
    expect(payments?.create, 'recording a store’s payment').not.toBeNull();
    if (payments) await checkCreateModal(page, payments, 'admin', 'a store’s payments');
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
