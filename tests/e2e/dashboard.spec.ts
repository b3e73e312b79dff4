import { expect, type Page, test } from '@playwright/test';
import type { ApiRequest } from '../../src/contract/types';
import { ask } from './expectedPages';
import { shot, signIn } from './support';

/** A figure or a store fact: the group around its label (a term of a description list). */
function shown(page: Page, label: string) {
  const exactly = new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
  return page.locator('dt').filter({ hasText: exactly }).locator('..');
}

const count = (value: number) => new Intl.NumberFormat('es').format(value);

test("the owner's dashboard shows the seeded figures and a chart of the points", async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.setViewportSize({ width: 1280, height: 900 });

  const statsCall = page.waitForRequest((request) => request.url().endsWith('/client/stats/points'));
  await signIn(page, 'owner@demo.test');
  const sent = (await statsCall).postDataJSON() as ApiRequest<'/client/stats/points'>;

  const { store } = await ask(page, '/client/get-store-info', {});
  const { storeMoreInfo } = await ask(page, '/client/store/more-info', {});
  const { data } = await ask(page, '/client/stats/points', sent);

  // The chart asked for the 30 days ending today in the store's zone.
  expect(sent.endDate).toBe(
    new Intl.DateTimeFormat('en-CA', { timeZone: store.timeZone }).format(new Date()),
  );
  expect(data).toHaveLength(30);
  expect(data[0]?.date).toBe(sent.startDate);

  await expect(page.getByRole('heading', { level: 2, name: store.name })).toBeVisible();
  await expect(shown(page, 'Tipo de negocio')).toContainText(store.storetype.name);
  await expect(shown(page, 'País')).toContainText('España');
  await expect(shown(page, 'Moneda')).toContainText(`(${store.currencyCode})`);
  await expect(shown(page, 'Clientes')).toContainText(count(store.clientsAmount));
  await expect(shown(page, 'Canjes disponibles')).toContainText(count(store.redeemBought + store.redeemFree));
  const given = data.reduce((sum, day) => sum + day.given, 0);
  const redeemed = data.reduce((sum, day) => sum + day.redeemed, 0);
  expect(given).toBeGreaterThan(0);
  await expect(shown(page, 'Puntos otorgados')).toContainText(count(given));
  await expect(shown(page, 'Puntos canjeados')).toContainText(count(redeemed));
  // The seed guarantees both (tests/server/seed.test.ts): answered surveys, and three branches.
  expect(storeMoreInfo.nps).not.toBeNull();
  await expect(shown(page, 'NPS (satisfacción)')).toContainText(
    new Intl.NumberFormat('es', { maximumFractionDigits: 1 }).format(storeMoreInfo.nps ?? Number.NaN),
  );
  expect(store.isMultiStore).toBe(true);
  await expect(shown(page, 'Página web para clientes').getByRole('link')).toHaveAttribute(
    'href',
    `${store.clientWebApp.replace(/\/+$/, '')}/${store.slug}`,
  );

  // A chart with points: two drawn areas with a path each.
  const chart = page.getByRole('img', { name: /^Gráfico de puntos del / });
  await expect(chart).toBeVisible();
  const curves = chart.locator('path.recharts-area-curve');
  await expect(curves).toHaveCount(2);
  for (const curve of await curves.all()) expect(await curve.getAttribute('d')).toMatch(/^M[\d.]+,[\d.]+/);

  await expect(page.getByRole('link', { name: 'Dar puntos' })).toHaveAttribute(
    'href',
    '/dashboard/customers?action=addPoints',
  );
  await page.screenshot({ path: shot('dashboard-data-1280'), fullPage: true });

  await page.getByRole('button', { name: 'Ver los datos en una tabla' }).click();
  await expect(page.getByRole('table', { name: /Puntos otorgados y canjeados por día/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /^Total/ })).toContainText(count(given));

  // A longer range: the same call with the new start, and the month names on the axis.
  const yearCall = page.waitForRequest((request) => request.url().endsWith('/client/stats/points'));
  await page.getByLabel('Periodo').selectOption({ label: '365 días' });
  expect((await yearCall).postDataJSON()).toEqual(expect.objectContaining({ endDate: sent.endDate }));
  for (const month of ['enero', 'junio']) await expect(chart.getByText(month, { exact: true })).toBeVisible();
  await page.getByLabel('Periodo').selectOption({ label: '30 días' });

  // Full-page pictures are taken from the top: the top bar is fixed and would sit mid-page otherwise.
  // Right to left (as VITE_FORCE_RTL or a right-to-left language sets <html dir>): the chart mirrors, its
  // values' axis on the right and time running leftwards.
  await page.evaluate(() => document.documentElement.setAttribute('dir', 'rtl'));
  const valuesAxisOnTheRight = async () => {
    const chartBox = await chart.boundingBox();
    const valuesAxis = await chart.locator('.recharts-yAxis-tick-labels').boundingBox();
    return Boolean(chartBox && valuesAxis && valuesAxis.x > chartBox.x + chartBox.width / 2);
  };
  await expect.poll(valuesAxisOnTheRight).toBe(true);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: shot('dashboard-rtl-1280'), fullPage: true });
  await page.evaluate(() => document.documentElement.setAttribute('dir', 'ltr'));
  await expect.poll(valuesAxisOnTheRight).toBe(false);

  // A phone: everything stacks, nothing runs off the side.
  await page.getByRole('button', { name: 'Ocultar la tabla' }).click();
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.getByRole('navigation', { name: 'Menú principal' })).toBeHidden({ timeout: 3000 });
  await expect(chart.locator('path.recharts-area-curve')).toHaveCount(2);
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: shot('dashboard-data-375'), fullPage: true });

  expect(problems).toEqual([]);
});

test("an employee's dashboard names the branch and offers the jobs the permissions allow", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'empleado@demo.test');
  const { permissions } = await ask(page, '/client/employee/info', {});
  expect(permissions.locationName).not.toBe('');

  await expect(shown(page, 'Su sucursal')).toHaveText(new RegExp(permissions.locationName));
  await expect(page.getByRole('link', { name: 'Buscar cliente' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Dar puntos' })).toHaveCount(
    permissions.permGivePoints ? 1 : 0,
  );
  await expect(page.getByRole('link', { name: 'Canjear premio' })).toHaveCount(
    permissions.permRedeem ? 1 : 0,
  );
  await expect(
    page.getByRole('img', { name: /^Gráfico de puntos del / }).locator('path.recharts-area-curve'),
  ).toHaveCount(2);
  await page.screenshot({ path: shot('dashboard-employee-1280'), fullPage: true });
});

test("on a phone the points chart's code loads only when the chart comes near the screen", async ({
  page,
}) => {
  await page.setViewportSize({ width: 412, height: 823 });
  const chartCode: string[] = [];
  page.on('request', (request) => {
    if (/\/PointsChart-[\w-]+\.js$/.test(new URL(request.url()).pathname)) chartCode.push(request.url());
  });
  await signIn(page, 'owner@demo.test');
  await expect(shown(page, 'Puntos otorgados')).toBeVisible();
  const card = page.getByRole('region', { name: 'Puntos por día' });
  await expect(card.getByRole('button', { name: 'Ver los datos en una tabla' })).toBeAttached();
  await page.waitForLoadState('networkidle');
  // Below the fold, by more than the margin at which it starts loading.
  expect((await card.boundingBox())?.y ?? 0).toBeGreaterThan(823 * 1.25);
  await expect(card.getByRole('status', { name: 'Cargando el gráfico…' })).toBeAttached();
  expect(chartCode).toEqual([]);

  await card.scrollIntoViewIfNeeded();
  const curves = card
    .getByRole('img', { name: /^Gráfico de puntos del / })
    .locator('path.recharts-area-curve');
  await expect(curves).toHaveCount(2);
  expect(chartCode).toHaveLength(1);
});
