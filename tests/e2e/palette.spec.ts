import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { api, type Customer, serverBalance, shot, signIn } from './support';

/** How long a form may take to appear the first time (its chunk downloads and compiles). */
const FORM_LOAD_MS = 30_000;

const palette = (page: Page) => page.getByRole('dialog', { name: 'Buscar' });
const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Buscar páginas, acciones y clientes' });

test('the demo employee gives 50 points to a customer found by name with the keyboard alone: open, type the name, Enter, 50 and Enter', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'empleado@demo.test');
  await expect(page.getByRole('button', { name: 'Buscar' })).toBeVisible();
  // Someone the store has, named as the counter would type them.
  const { customers } = await api<{ customers: Customer[] }>(page, '/client/customer/all', {
    page: 1,
    pageSize: 1,
    sortBy: 'createdAt',
    sortDirection: 'desc',
  });
  const customer = customers[0];
  if (!customer) throw new Error('The demo store has no customers');
  const fullName = `${customer.first_name} ${customer.last_name}`;
  const before = await serverBalance(page, customer.id);

  // 1: open.
  await page.keyboard.press('Control+K');
  await expect(searchBox(page)).toBeFocused();
  // 2: type the name.
  await page.keyboard.type(fullName);
  const first = palette(page).getByRole('option').first();
  await expect(first).toContainText(`Dar puntos a ${fullName}`);
  // The customer themself, with their balance.
  const found = palette(page).getByRole('option').filter({ hasText: 'Código' }).first();
  await expect(found).toContainText(fullName);
  await expect(found).toContainText(`${new Intl.NumberFormat('es').format(before)} puntos`);
  await expectNoAxeViolations(page, 'the command palette with a customer found');
  await page.screenshot({ path: shot('palette-customer-1280') });
  // 3: Enter.
  await page.keyboard.press('Enter');
  const give = page.getByRole('dialog', { name: new RegExp(`^Dar puntos: ${fullName}`) });
  // The form's code (its precompiled validators) loads on its first use: a slow machine takes a while.
  await expect(give.getByLabel(/Puntos a dar/)).toBeFocused({ timeout: FORM_LOAD_MS });
  await expect(page).toHaveURL(new RegExp(`/dashboard/customers/${customer.id}$`));
  // 4: type 50 and Enter.
  await page.keyboard.type('50');
  await page.keyboard.press('Enter');
  await expect(
    page.getByText(`Se dieron 50 puntos a ${customer.first_name}.`, { exact: false }),
  ).toBeVisible();
  expect(await serverBalance(page, customer.id)).toBe(before + 50);

  // The next time, what was chosen comes first, before anything is typed.
  await page.keyboard.press('Control+K');
  await expect(palette(page).getByRole('option').first()).toContainText(`Dar puntos a ${fullName}`);
  await page.keyboard.press('Escape');
  await expect(palette(page)).toBeHidden();
});

test("on a phone the top bar's search button opens the palette; '/' opens it too, and it gives the focus back on close", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page, 'owner@demo.test');
  const button = page.getByRole('banner').getByRole('button', { name: 'Buscar' });
  await button.click();
  await expect(searchBox(page)).toBeFocused();
  await page.keyboard.type('client');
  await expect(palette(page).getByRole('option', { name: /Nuevo cliente/ })).toBeVisible();
  await expectNoAxeViolations(page, 'the command palette on a phone');
  await page.screenshot({ path: shot('palette-375') });
  await page.keyboard.press('Escape');
  await expect(palette(page)).toBeHidden();
  await expect(button).toBeFocused();

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('heading', { level: 1 }).click();
  await page.keyboard.press('/');
  await expect(searchBox(page)).toBeFocused();
  await page.keyboard.type('nuevo cliente');
  await expect(palette(page).getByRole('option').first()).toContainText('Nuevo cliente');
  await page.keyboard.press('Enter');
  // The create form, open and ready to type in.
  await expect(page.getByRole('dialog', { name: 'Nuevo cliente' }).getByRole('textbox').first()).toBeFocused({
    timeout: FORM_LOAD_MS,
  });
  await expect(page).toHaveURL(/\/dashboard\/customers$/);
});
