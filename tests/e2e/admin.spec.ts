import { expect, test } from '@playwright/test';
import { shot, sidebar, signIn, signOut } from './support';

test.describe('the administrator', () => {
  test('creates a store with its owner; the new owner signs in and sees the menu of the plan', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, 'admin@demo.test');
    // The first page of the administrator's menu, named in the top bar.
    await expect(page).toHaveURL(/\/dashboard\/admin$/);
    await expect(page.getByRole('banner').getByRole('heading', { name: 'Paquetes Canjes' })).toBeVisible();

    await sidebar(page).getByRole('link', { name: 'Negocios' }).click();
    await expect(page.getByRole('table', { name: 'Negocios' })).toBeVisible();
    await page.getByRole('button', { name: 'Nuevo negocio' }).click();
    await expect(page.getByRole('heading', { name: 'Nuevo negocio' })).toBeVisible();
    await page.getByLabel('Nombre del negocio').fill('Floristería Rosa');
    const storeType = page.getByLabel('Tipo de negocio');
    await expect(storeType).toBeEnabled();
    await storeType.selectOption({ index: 1 });
    await expect(page.getByLabel('País')).toHaveValue('1');
    await page.getByLabel(/^Nombre( \*)?$/).fill('Marta');
    await page.getByLabel('Apellido').fill('Gil');
    await page.getByLabel('Email').fill('marta@floristeria-rosa.test');
    await page.getByLabel('Contraseña').fill('rosas-rojas-9');
    // The plan: offers and news, no push notifications.
    await page.getByRole('switch', { name: 'Ofertas' }).click();
    await page.getByRole('switch', { name: 'Novedades' }).click();
    await page.screenshot({ path: shot('admin-store-modal-1280') });
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Negocio creado')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Nuevo negocio' })).toHaveCount(0);
    await expect(page.getByRole('cell', { name: 'Floristería Rosa', exact: true })).toBeVisible();
    await page.screenshot({ path: shot('admin-stores-1280') });
    await signOut(page);

    await signIn(page, 'marta@floristeria-rosa.test', 'rosas-rojas-9');
    await expect(sidebar(page).getByRole('link', { name: 'Inicio' })).toBeVisible();
    await expect(sidebar(page).getByRole('link', { name: 'Ofertas' })).toBeVisible();
    await expect(sidebar(page).getByRole('link', { name: 'Novedades' })).toBeVisible();
    await expect(sidebar(page).getByRole('link', { name: 'Notificaciones' })).toHaveCount(0);
    await expect(sidebar(page).getByRole('link', { name: 'Negocios' })).toHaveCount(0);
    await page.screenshot({ path: shot('new-owner-1280') });
    await signOut(page);
  });
});
