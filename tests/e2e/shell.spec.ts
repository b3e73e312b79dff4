import { expect, type Page, test } from '@playwright/test';
import { shot, sidebar } from './support';

async function sidebarWidth(page: Page): Promise<number> {
  const box = await sidebar(page).boundingBox();
  return box?.width ?? 0;
}

test('an owner signs in, uses the shell on a desktop and a phone, switches language and signs out', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/signin');
  await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
  await page.screenshot({ path: shot('signin-1280') });

  await page.getByLabel('Email').fill('owner@demo.test');
  await page.getByLabel('Contraseña').fill('demo1234');
  await page.getByRole('button', { name: 'Ingresar' }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  const greeting = page.getByRole('button', { name: /Hola \S+/ });
  await expect(greeting).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Inicio');
  await expect(page.getByRole('contentinfo')).toContainText('Versión 17.3.5');
  await page.screenshot({ path: shot('dashboard-1280') });

  // Desktop: open at 240 px, collapses to the icon rail and back.
  expect(await sidebarWidth(page)).toBe(240);
  await page.getByRole('button', { name: 'Ocultar menú' }).click();
  await expect.poll(() => sidebarWidth(page)).toBe(72);
  await page.getByRole('button', { name: 'Mostrar menú' }).click();
  await expect.poll(() => sidebarWidth(page)).toBe(240);

  // Phone: collapsed after the resize settles, opens as a drawer, closes after a click.
  await page.setViewportSize({ width: 375, height: 760 });
  await expect(page.getByRole('navigation', { name: 'Menú principal' })).toBeHidden({ timeout: 3000 });
  await page.screenshot({ path: shot('dashboard-375') });
  await page.getByRole('button', { name: 'Mostrar menú' }).click();
  await expect.poll(() => sidebarWidth(page)).toBe(280);
  await page.screenshot({ path: shot('dashboard-375-menu') });
  await page
    .getByRole('navigation', { name: 'Menú principal' })
    .getByRole('link', { name: 'Clientes' })
    .click();
  await expect(page).toHaveURL(/\/dashboard\/customers$/);
  await expect(page.getByRole('navigation', { name: 'Menú principal' })).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Clientes');

  // English and back to Spanish; the choice survives a reload.
  await page.getByRole('button', { name: 'ES Idioma' }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Customers');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Customers');
  await page.getByRole('button', { name: 'EN Language' }).click();
  await page.getByRole('menuitem', { name: 'Español' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Clientes');

  // Sign out: back to '/', the session gone.
  await greeting.click();
  await page.getByRole('menuitem', { name: 'Salir' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('loyalty.session'))).toBeNull();
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/signin\?redirect=%2Fdashboard$/);
});
