import { expect, test } from '@playwright/test';
import { latestMailTo, shot, sidebar, signIn, signOut } from './support';

test.describe('the reference server and the app, with the demo accounts', () => {
  test('owner, employee and administrator each see their own menu', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });

    await signIn(page, 'owner@demo.test');
    await expect(sidebar(page).getByRole('link', { name: 'Empleados' })).toBeVisible();
    await expect(sidebar(page).getByRole('link', { name: 'Configuración' })).toBeVisible();
    await expect(sidebar(page).getByRole('link', { name: 'Negocios' })).toHaveCount(0);
    await signOut(page);

    await signIn(page, 'empleado@demo.test');
    await expect(sidebar(page).getByRole('link', { name: 'Clientes' })).toBeVisible();
    await expect(sidebar(page).getByRole('link', { name: 'Empleados' })).toHaveCount(0);
    await expect(sidebar(page).getByRole('link', { name: 'Configuración' })).toHaveCount(0);
    await page.screenshot({ path: shot('employee-1280') });
    await page.goto('/dashboard/employees');
    await expect(page.getByRole('heading', { name: 'Sin acceso' })).toBeVisible();
    await signOut(page);

    await signIn(page, 'admin@demo.test');
    await expect(page).toHaveURL(/\/dashboard\/admin$/);
    await expect(sidebar(page).getByRole('link', { name: 'Paquetes Canjes' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(sidebar(page).getByRole('link', { name: 'Clientes' })).toHaveCount(0);
    await page.screenshot({ path: shot('admin-1280') });
    await signOut(page);
  });

  test("a wrong password shows the server's message", async ({ page }) => {
    await page.goto('/signin');
    await page.getByLabel('Email').fill('owner@demo.test');
    await page.getByLabel('Contraseña').fill('not-the-password');
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/login/client')),
      page.getByRole('button', { name: 'Ingresar' }).click(),
    ]);
    expect(response.status()).toBeGreaterThanOrEqual(400);
    expect(response.status()).toBeLessThan(500);
    const body = (await response.json()) as { s: string; m: string };
    expect(body.s).toBe('error');
    await expect(page.getByRole('alert')).toHaveText(body.m);
    await expect(page).toHaveURL(/\/signin$/);
  });

  test('a forgotten password is reset from the mailed link, and only the new one works', async ({ page }) => {
    const email = 'owner2@demo.test';
    await page.goto('/signin');
    await page.getByRole('button', { name: '¿Olvidó su contraseña?' }).click();
    await page.getByRole('dialog').getByLabel('Email').fill(email);
    await page.getByRole('dialog').getByRole('button', { name: 'Enviar' }).click();
    await expect(page.getByText('Pedido recibido')).toBeVisible();

    const mail = await latestMailTo(email);
    const link = /https?:\/\/\S+\/resetpassword\?token=[\w-]+/.exec(mail)?.[0];
    expect(link, mail).toBeTruthy();
    const { pathname, search } = new URL(link ?? '');
    await page.goto(`${pathname}${search}`);
    await page.getByLabel('Contraseña nueva').fill('panaderia-2026');
    await page.getByLabel('Repita la contraseña').fill('panaderia-2026');
    await page.getByRole('button', { name: 'Guardar contraseña' }).click();
    await expect(page.getByText('La contraseña fué cambiada con éxito. Ya puede usarla.')).toBeVisible();

    // The link works once.
    await page.goto(`${pathname}${search}`);
    await page.getByLabel('Contraseña nueva').fill('otra-clave-2026');
    await page.getByLabel('Repita la contraseña').fill('otra-clave-2026');
    await page.getByRole('button', { name: 'Guardar contraseña' }).click();
    await expect(page.getByRole('alert')).not.toBeEmpty();

    await page.goto('/signin');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Contraseña').fill('demo1234');
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page).toHaveURL(/\/signin$/);

    await signIn(page, email, 'panaderia-2026');
    await expect(page.getByRole('button', { name: /Hola \S+/ })).toBeVisible();
  });

  test('the session survives a reload', async ({ page }) => {
    await signIn(page, 'owner@demo.test');
    await page.goto('/dashboard/customers');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Clientes');
    await page.reload();
    await expect(page).toHaveURL(/\/dashboard\/customers$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Clientes');
    await expect(page.getByRole('button', { name: /Hola \S+/ })).toBeVisible();
  });
});
