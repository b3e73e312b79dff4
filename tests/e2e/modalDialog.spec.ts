import { expect, test } from '@playwright/test';
import { shot, sidebar, signIn } from './support';

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

test('a toast raised while a form is open shows above it, and its close button works with the form still open', async ({
  page,
}) => {
  await signIn(page, 'owner@demo.test');
  await page.goto('/dashboard/customers');
  // The store's subscription lapses while the form is open: the failure stays in the form and the app's
  // notice comes as a toast.
  await page.route('**/client/customer/add', (route) =>
    route.fulfill({
      status: 402,
      contentType: 'application/json',
      body: JSON.stringify({
        s: 'error',
        m: 'Tiene que activar la suscripción',
        errorType: 'no-subscription',
      }),
    }),
  );
  await page.getByRole('button', { name: 'Nuevo cliente', exact: true }).click();
  const form = page.getByRole('dialog', { name: 'Nuevo cliente' });
  const name = form.getByRole('textbox', { name: 'Nombre', exact: true });
  await expect(name).toBeFocused({ timeout: 30_000 });
  await name.fill('Lucía');
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill('lucia.toast@mail.test');
  const save = form.getByRole('button', { name: 'Guardar' });

  const toast = page.getByRole('alert').filter({ hasText: 'Suscripción no activa' });
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 1280 ? 900 : 812 });
    await save.click();
    await expect(toast).toBeVisible();
    // On top: what is under the toast's centre is the toast, not the dialog's backdrop (a node left behind a
    // modal dialog is inert and lets the point through, even when painted above it).
    const onTop = await toast.evaluate((element) => {
      const box = element.getBoundingClientRect();
      return element.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
    });
    expect(onTop).toBe(true);
    await page.screenshot({ path: shot(`toast-over-modal-${width}`) });
    // Raising it took no focus (tests/component/toastsOverModal.test.tsx: the focus stays where it was in the
    // dialog), and its close button answers while the form stays open.
    expect(await toast.evaluate((element) => element.contains(document.activeElement))).toBe(false);
    await toast.getByRole('button', { name: 'Cerrar' }).click();
    await expect(toast).toHaveCount(0);
    await expect(form).toBeVisible();
    await expect(name).toHaveValue('Lucía');
  }
});

test('the page behind an open form does not scroll with the wheel, and the form itself still does', async ({
  page,
}) => {
  // Short, so the form's fields scroll inside it.
  await page.setViewportSize({ width: 1280, height: 300 });
  await signIn(page, 'owner@demo.test');
  await page.goto('/dashboard/customers');
  const opener = page.getByRole('button', { name: 'Nuevo cliente', exact: true });
  await opener.click();
  const form = page.getByRole('dialog', { name: 'Nuevo cliente' });
  await expect(form.getByRole('textbox', { name: 'Nombre', exact: true })).toBeFocused({ timeout: 30_000 });
  const greeting = page.getByRole('button', { name: /Hola/ });
  const before = await greeting.boundingBox();

  await page.mouse.move(100, 250);
  await page.mouse.wheel(0, 400);
  const fields = form.getByRole('textbox', { name: 'Email', exact: true });
  await fields.hover();
  await page.mouse.wheel(0, 200);
  // The form's own content moved under the wheel; the page behind it did not, nor sideways.
  await expect
    .poll(() =>
      form
        .locator('.overflow-y-auto')
        .first()
        .evaluate((element) => element.scrollTop),
    )
    .toBeGreaterThan(0);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  expect(await greeting.boundingBox()).toEqual(before);
});

test('on a phone, cards out of view are left undrawn until they near the screen, and show when scrolled to', async ({
  page,
}) => {
  // What a modal's opening restyles is the page behind it: on a phone, mostly the list's cards.
  await page.setViewportSize({ width: 375, height: 812 });
  await signIn(page, 'owner@demo.test');
  await page.goto('/dashboard/customers');
  const cards = page.getByRole('main').getByRole('listitem');
  await expect(cards).toHaveCount(20, { timeout: 30_000 });
  // The browser skips a card's content while the card is far from the screen (content-visibility: auto).
  const drawn = () =>
    cards.evaluateAll((items) =>
      items.map((item) => item.firstElementChild?.checkVisibility({ contentVisibilityAuto: true }) ?? false),
    );
  const first = await drawn();
  expect(first[0]).toBe(true);
  expect(first[19]).toBe(false);
  // Still there for a screen reader and for the page's search: only the drawing waits.
  await expect(cards.nth(19).getByRole('link')).toHaveAccessibleName(/\S/);
  await cards.nth(19).scrollIntoViewIfNeeded();
  await expect.poll(async () => (await drawn())[19]).toBe(true);
  await expect(cards.nth(19).getByRole('link')).toBeVisible();
  await page.screenshot({ path: shot('cards-scrolled-375') });
});
