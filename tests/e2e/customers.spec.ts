import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { api, type Customer, serverBalance, shot, signIn } from './support';

/** The balance the customer's page shows, as a number. */
async function shownBalance(page: Page): Promise<number> {
  const figure = page
    .getByRole('main')
    .locator('dt', { hasText: /^Saldo$/ })
    .first()
    .locator('+ dd');
  return Number((await figure.innerText()).replace(/\D/g, ''));
}

const points = (value: number) => new Intl.NumberFormat('es').format(value);

test('the demo employee finds a customer by name, gives points and redeems a reward; the balance shown is the server’s', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'empleado@demo.test');
  await page
    .getByRole('navigation', { name: 'Menú principal' })
    .getByRole('link', { name: 'Clientes' })
    .click();
  const table = page.getByRole('table', { name: 'Clientes' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await page.screenshot({ path: shot('customers-list-1280') });

  // Someone the store has: the newest customer, found by their full name.
  const { customers } = await api<{ customers: Customer[] }>(page, '/client/customer/all', {
    page: 1,
    pageSize: 1,
    sortBy: 'createdAt',
    sortDirection: 'desc',
  });
  const customer = customers[0];
  if (!customer) throw new Error('The demo store has no customers');
  const fullName = `${customer.first_name} ${customer.last_name}`;
  await page.getByRole('searchbox', { name: 'Buscar por nombre, email, móvil o código' }).fill(fullName);
  await expect(page).toHaveURL(/q=/);
  // Exactly what the server finds for those words: the customer, and anyone whose names hold the same
  // words in another order (a search matches every word anywhere).
  const found = await api<{ customers: Customer[] }>(page, '/client/customer/all', {
    page: 1,
    pageSize: 20,
    search: fullName,
  });
  expect(found.customers.map((match) => match.id)).toContain(customer.id);
  await expect(table.getByRole('row')).toHaveCount(found.customers.length + 1);
  await table.locator(`a[href="/dashboard/customers/${customer.id}"]`).click();

  await expect(page).toHaveURL(new RegExp(`/dashboard/customers/${customer.id}$`));
  await expect(page.getByRole('heading', { level: 2, name: fullName })).toBeVisible();
  const before = await serverBalance(page, customer.id);
  await expect.poll(() => shownBalance(page)).toBe(before);

  // Give points: the branch is the employee's own (not offered), the toast and the page say the new balance.
  await page.getByRole('button', { name: 'Dar puntos' }).click();
  const give = page.getByRole('dialog', { name: `Dar puntos: ${fullName}` });
  await give.getByLabel(/Puntos a dar/).fill('500');
  await give.getByLabel(/Descripción/).fill('Prueba de extremo a extremo');
  await expect(give.getByLabel(/^Sucursal/)).toHaveCount(0);
  await page.screenshot({ path: shot('customers-give-points-1280') });
  await give.getByRole('button', { name: 'Dar puntos' }).click();
  const afterGrant = before + 500;
  await expect(
    page.getByText(
      `Se dieron 500 puntos a ${customer.first_name}. Nuevo saldo: ${points(afterGrant)} puntos.`,
    ),
  ).toBeVisible();
  expect(await serverBalance(page, customer.id)).toBe(afterGrant);
  await expect.poll(() => shownBalance(page)).toBe(afterGrant);

  // Redeem the first active reward: its points leave the balance, and the redemption message shows.
  await page.getByRole('button', { name: 'Entregar premio' }).click();
  const redeem = page.getByRole('dialog', { name: `Entregar un premio: ${fullName}` });
  const reward = redeem.getByLabel(/^Premio/);
  await expect(reward.locator('option')).not.toHaveCount(1);
  const choice = (await reward.locator('option').nth(1).innerText()).trim();
  const cost = Number(choice.split('·').at(-1)?.replace(/\D/g, ''));
  await reward.selectOption({ label: choice });
  await redeem.getByRole('button', { name: 'Entregar premio' }).click();
  const afterReward = afterGrant - cost;
  await expect(page.getByText(`Nuevo saldo: ${points(afterReward)} puntos.`)).toBeVisible();
  await expect(page.getByText('El premio ya puede canjearse', { exact: false })).toBeVisible();
  expect(await serverBalance(page, customer.id)).toBe(afterReward);
  await expect.poll(() => shownBalance(page)).toBe(afterReward);

  // The history has both, the grant at the employee's branch and reversible, the redemption not.
  const history = page.getByRole('table', { name: 'Historial de puntos' });
  const grant = history.getByRole('row').filter({ hasText: 'Prueba de extremo a extremo' });
  await expect(grant).toContainText('Puntos dados');
  await expect(grant).toContainText('Sol');
  await expect(grant.getByRole('button', { name: /^Anular/ })).toBeVisible();
  const redemption = history.getByRole('row').filter({ hasText: 'Premio canjeado' }).first();
  await expect(redemption).toBeVisible();
  await expect(redemption.getByRole('button', { name: /^Anular/ })).toHaveCount(0);
  await page.screenshot({ path: shot('customers-detail-1280'), fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  // The layout follows a resize once it settles (spec §2: 1000 ms).
  await expect(page.getByRole('navigation', { name: 'Menú principal' })).toBeHidden({ timeout: 3000 });
  await expect(page.getByRole('heading', { level: 2, name: fullName })).toBeVisible();
  await page.screenshot({ path: shot('customers-detail-375') });
});

test('a customer is found by their name typed without accents, in any order, here and in the dashboard’s picker; the export writes every match', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'owner@demo.test');
  const stamp = Date.now();
  const { customer } = await api<{ customer: Customer }>(page, '/client/customer/add', {
    first_name: 'Lola',
    last_name: 'Fernández Núñez',
    email: `lola.${stamp}@correo.test`,
    mobile: '',
    birthDate: null,
  });

  await page.goto('/dashboard/customers');
  const table = page.getByRole('table', { name: 'Clientes' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  const search = page.getByRole('searchbox', { name: 'Buscar por nombre, email, móvil o código' });
  await search.fill('nunez FERNANDEZ lola');
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('link', { name: 'Lola' })).toBeVisible();

  // Every customer matching a search goes into the file, not the 20 on screen.
  await search.fill('garcia');
  const { total } = await api<{ total: number }>(page, '/client/customer/all', {
    page: 1,
    pageSize: 1,
    search: 'garcia',
  });
  expect(total).toBeGreaterThan(20);
  await expect(page.getByText(`1–20 de ${total}`)).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^clientes-\d{4}-\d{2}-\d{2}\.csv$/);
  await expect(page.getByText(`Se exportaron ${points(total)} filas`)).toBeVisible();
  const path = await download.path();
  const text = (await readFile(path, 'utf8')).replace('\uFEFF', '');
  expect(text.split('\r\n').filter(Boolean)).toHaveLength(total + 1);

  // The dashboard's quick action 'Dar puntos' opens a picker that finds her the same way.
  await page.goto('/dashboard');
  await page.getByRole('link', { name: /^Dar puntos/ }).click();
  const give = page.getByRole('dialog', { name: 'Dar puntos' });
  await give.getByLabel(/^Cliente/).fill('fernandez lola');
  await expect(page.getByRole('option', { name: /^Lola Fernández Núñez/ })).toBeVisible();
  await page.screenshot({ path: shot('customers-picker-without-accents-1280') });
  expect(customer.id).toBeGreaterThan(0);
});
