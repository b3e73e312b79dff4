import { expect, test } from '@playwright/test';
import { sidebar, signIn } from './support';

/**
 * The engine's modals are the browser's own modal <dialog>: what a user notices of it is that the page
 * behind is out of reach while it is open, that Escape closes it (asking first when something was typed,
 * every time) and that the focus goes back to the button that opened it.
 */

test('a modal form keeps the page behind out of reach, and Escape gives the focus back to its opener', async ({
  page,
}) => {
  await signIn(page, 'owner@demo.test');
  await page.goto('/dashboard/customers');
  const opener = page.getByRole('button', { name: 'Nuevo cliente', exact: true });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Nuevo cliente' });
  await expect(dialog.getByRole('textbox', { name: 'Nombre', exact: true })).toBeFocused({ timeout: 30_000 });

  // The browser's modal dialog: no script marked the page behind (inert on its parts, its scroll
  // locked), which restyled the whole list page on every opening.
  expect(await dialog.evaluate((element) => element.matches('dialog:modal'))).toBe(true);
  await expect(page.locator('[inert]')).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('');
  // A link of the menu behind cannot take the focus, and a click where it is closes the form instead.
  const link = sidebar(page).getByRole('link', { name: 'Inicio' });
  const tookFocus = await link.evaluate((element: HTMLElement) => {
    element.focus();
    return document.activeElement === element;
  });
  expect(tookFocus).toBe(false);
  const box = await link.boundingBox();
  if (!box) throw new Error('the menu link has no box');
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/dashboard\/customers/);
  await expect(opener).toBeFocused();

  await opener.click();
  await expect(dialog.getByRole('textbox', { name: 'Nombre', exact: true })).toBeFocused({ timeout: 30_000 });
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();
});

test('Escape on a form with changes asks every time, and staying keeps what was typed', async ({ page }) => {
  await signIn(page, 'owner@demo.test');
  await page.goto('/dashboard/customers');
  await page.getByRole('button', { name: 'Nuevo cliente', exact: true }).click();
  const form = page.getByRole('dialog', { name: 'Nuevo cliente' });
  const name = form.getByRole('textbox', { name: 'Nombre', exact: true });
  await expect(name).toBeFocused({ timeout: 30_000 });
  await page.keyboard.type('Lucía');
  const prompt = page.getByRole('dialog', { name: '¿Salir sin guardar?' });
  // Twice with no click in between: the browser alone would close the form the second time unasked.
  for (let attempt = 0; attempt < 2; attempt++) {
    await page.keyboard.press('Escape');
    await expect(prompt).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(prompt).toHaveCount(0);
    await expect(form).toBeVisible();
    await expect(name).toHaveValue('Lucía');
  }
});
