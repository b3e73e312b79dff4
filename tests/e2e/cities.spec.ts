import { expect, test } from '@playwright/test';
import { shot, signIn } from './support';

/**
 * The administrator's cities map and the owner's activity, against the real server without network:
 * the server runs with MAP_TILE_URL=none (playwright.config.ts), so the map draws only its bundled
 * world outline — and a point can still be chosen on it.
 */

test('the administrator picks a point on the map and saves a city that then appears in the list', async ({
  page,
}) => {
  await signIn(page, 'admin@demo.test');
  await page.goto('/dashboard/admin/cities');
  const table = page.getByRole('table', { name: 'Ciudades' });
  await expect(table.getByText('Madrid', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Nueva ciudad' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Nueva ciudad' });
  const map = dialog.getByRole('application', { name: 'Mapa para elegir el punto de la ciudad' });
  await expect(map).toBeVisible();
  // No tiles: the outline is drawn instead, and nothing waits on a tile server.
  await expect(map.locator('.leaflet-world-outline-pane path').first()).toBeAttached();
  await expect(map.locator('img.leaflet-tile')).toHaveCount(0);
  const latitude = dialog.getByRole('textbox', { name: 'Latitud' });
  const longitude = dialog.getByRole('textbox', { name: 'Longitud' });
  await expect(latitude).toHaveValue('');

  await dialog.getByLabel(/País/).selectOption({ label: 'España' });
  await dialog.getByLabel(/Nombre/).fill('Soria');
  await dialog.getByRole('combobox', { name: /Zona horaria/ }).fill('madrid');
  await page.getByRole('option', { name: /Europe\/Madrid/ }).click();

  // A click on the map sets the point: somewhere north-west of the map's centre (0, 0).
  const box = await map.boundingBox();
  if (!box) throw new Error('The map has no box');
  await map.click({ position: { x: box.width * 0.45, y: box.height * 0.35 } });
  await expect(latitude).not.toHaveValue('');
  const picked = {
    latitude: Number((await latitude.inputValue()).replace(',', '.')),
    longitude: Number((await longitude.inputValue()).replace(',', '.')),
  };
  expect(picked.latitude).toBeGreaterThan(0);
  expect(picked.longitude).toBeLessThan(0);
  await expect(dialog.getByRole('textbox', { name: 'Nivel de zoom' })).toHaveValue('1');
  await page.screenshot({ path: shot('city-modal-1280') });

  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Ciudad creada')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Nueva ciudad' })).toHaveCount(0);

  // Reloaded, the new city is in the list with the point that was picked.
  await page.reload();
  await page.getByRole('searchbox', { name: 'Buscar ciudades' }).fill('Soria');
  const row = table.getByRole('row', { name: /Soria/ });
  await expect(row).toContainText('España');
  await expect(row).toContainText('Europe/Madrid');
  const shown = new Intl.NumberFormat('es', { maximumFractionDigits: 3 }).format(picked.latitude);
  await expect(row).toContainText(shown);
});

test('the owner opens the activity, switches tabs and filters by a branch', async ({ page }) => {
  await signIn(page, 'owner@demo.test');
  await page
    .getByRole('navigation', { name: 'Menú principal' })
    .getByRole('link', { name: 'Actividad' })
    .click();
  await expect(page.getByRole('tab', { name: 'Compras', selected: true })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Compras' }).getByRole('row').nth(1)).toBeVisible();

  await page.getByRole('tab', { name: 'Reseñas' }).click();
  await expect(page).toHaveURL(/tab=reviews/);
  const reviews = page.getByRole('table', { name: 'Reseñas' });
  await expect(reviews.getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByText('Valoración media')).toBeVisible();

  await page.getByLabel('Sucursal').selectOption({ label: 'Café Central Sol' });
  await expect(page).toHaveURL(/reviews\.locationId=\d+/);
  // Every review listed is now of that branch (the last column but the actions). Polled: the rows shown
  // before stay until the filtered answer's rows are drawn, and the first of them may be of that branch too.
  await expect
    .poll(async () => {
      const branches = await reviews
        .getByRole('row')
        .evaluateAll((rows) => rows.slice(1).map((row) => row.querySelectorAll('td')[6]?.textContent ?? ''));
      return [...new Set(branches)];
    })
    .toEqual(['Café Central Sol']);
  await page.screenshot({ path: shot('activity-reviews-1280'), fullPage: true });

  // The tab and the filter survive a reload.
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Reseñas', selected: true })).toBeVisible();
  await expect(page.getByLabel('Sucursal')).toHaveValue(/\d+/);

  await page.getByRole('tab', { name: 'Encuestas' }).click();
  await expect(page.getByRole('table', { name: 'Encuestas' }).getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByText('NPS', { exact: true })).toBeVisible();
});
