import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { shot, sidebar, signIn } from './support';

const WIDTHS = [
  { width: 1280, height: 900 },
  { width: 375, height: 760 },
];

/** The public pages once their code runs (the sign-in page is rendered at build time first). */
async function openPublicPage(page: Page, path: string, heading: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Idioma' })).toBeEnabled();
}

for (const viewport of WIDTHS) {
  test.describe(`accessibility at ${viewport.width} px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize(viewport);
    });

    test('the public pages and the recovery modal', async ({ page }) => {
      await openPublicPage(page, '/signin', 'Iniciar sesión');
      await page.screenshot({ path: shot(`signin-${viewport.width}`) });
      await expectNoAxeViolations(page, 'the sign-in page');

      await page.getByRole('button', { name: '¿Olvidó su contraseña?' }).click();
      await expect(page.getByRole('heading', { name: 'Recuperar contraseña' })).toBeVisible();
      await page.screenshot({ path: shot(`recovery-modal-${viewport.width}`) });
      await expectNoAxeViolations(page, 'the recovery modal');

      await openPublicPage(page, '/registro', 'Registre su negocio');
      await expect(page.getByRole('combobox', { name: 'País' }).locator('option')).not.toHaveCount(1);
      await expectNoAxeViolations(page, 'the registration page');

      await openPublicPage(page, '/resetpassword?token=abc', 'Nueva contraseña');
      await expectNoAxeViolations(page, 'the reset password page');

      await page.goto('/no-such-page');
      await expect(page.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeVisible();
      await expectNoAxeViolations(page, 'the 404 page');
    });

    for (const account of [
      { email: 'owner@demo.test', heading: 'Inicio' },
      { email: 'empleado@demo.test', heading: 'Inicio' },
      { email: 'admin@demo.test', heading: 'Paquetes Canjes' },
    ]) {
      test(`the dashboard shell of ${account.email}`, async ({ page }) => {
        await signIn(page, account.email);
        await expect(page.getByRole('heading', { level: 1, name: account.heading })).toBeVisible();
        await expect(page.getByRole('status', { name: 'Cargando…' })).toHaveCount(0);
        const name = account.email.split('@')[0];
        await page.screenshot({ path: shot(`shell-${name}-${viewport.width}`) });
        await expectNoAxeViolations(page, `the dashboard of ${account.email}`);

        if (viewport.width < 768) {
          await page.getByRole('button', { name: 'Mostrar menú' }).click();
          await expect(sidebar(page)).toBeVisible();
          await page.screenshot({ path: shot(`drawer-${name}-${viewport.width}`) });
          await expectNoAxeViolations(page, `the open menu drawer of ${account.email}`);
        } else {
          await page.goto('/dashboard/no-such-page');
          await expect(page.getByRole('heading', { level: 2, name: 'Página no encontrada' })).toBeVisible();
          await expectNoAxeViolations(page, `the 404 page inside the frame of ${account.email}`);
        }
      });
    }
  });
}
