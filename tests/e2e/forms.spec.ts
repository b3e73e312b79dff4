import { expect, test } from '@playwright/test';
import { shot, signIn } from './support';

/**
 * The engine's forms at the edges of a real day (issue 15): a browser in another zone than the store's,
 * edits not saved yet, numbers with a decimal comma. Against the real server (Café Central is in
 * Madrid), in Debian's Chromium.
 */

/** A day and time of day on a zone's wall clock. */
function wallClock(instant: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    date: `${part('year')}-${part('month')}-${part('day')}`,
    time: `${part('hour')}:${part('minute')}`,
  };
}

test.describe('a browser on UTC', () => {
  test.use({ timezoneId: 'UTC' });

  test("schedules a notification for now + 2 min on its own clock: accepted, and stored at that instant in the store's zone", async ({
    page,
  }) => {
    await signIn(page, 'owner@demo.test');
    await page.goto('/dashboard/notifications');
    await expect(page.getByRole('table', { name: 'Notificaciones' })).toBeVisible();
    await page.getByRole('button', { name: 'Nueva notificación' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Nueva notificación' });
    await dialog.getByLabel(/Título/).fill('Desayuno en dos minutos');
    await dialog.getByLabel(/Descripción/).fill('Prueba de zona horaria.');

    // Two whole minutes from now on the browser's clock (UTC), as a user in London in winter would type.
    const instant = new Date(Math.ceil(Date.now() / 60_000) * 60_000 + 2 * 60_000);
    const typed = wallClock(instant, 'UTC');
    await dialog.getByLabel(/^Fecha/).fill(typed.date);
    const time = dialog.getByLabel(/^Hora/);
    await time.fill(typed.time);
    const inMadrid = wallClock(instant, 'Europe/Madrid');
    const [hours, minutes] = inMadrid.time.split(':');
    // The form says which zone the time means and what it is there.
    await expect(dialog.getByText(/En la hora de su dispositivo \(UTC\)\. En Europe\/Madrid/)).toContainText(
      `${Number(hours)}:${minutes}`,
    );
    await page.screenshot({ path: shot('notification-zone-1280') });
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Notificación creada')).toBeVisible();

    // Stored in the store's zone: the list shows Madrid's wall clock for that instant.
    const row = page.getByRole('row', { name: /Desayuno en dos minutos/ });
    await expect(row).toContainText(inMadrid.time);
    const day = new Intl.DateTimeFormat('es', { dateStyle: 'medium', timeZone: 'UTC' }).format(
      new Date(`${inMadrid.date}T00:00:00Z`),
    );
    await expect(row).toContainText(day);
  });
});

test('unsaved settings: a section says so, and leaving or reloading asks first', async ({ page }) => {
  await signIn(page, 'owner@demo.test');
  await page.goto('/dashboard/loyalty');
  const rules = page.getByRole('region', { name: 'Reglas de fidelización' });
  const welcome = rules.getByLabel('Puntos de bienvenida');
  await expect(welcome).toBeEditable();
  await welcome.fill('75');
  await expect(rules.getByRole('status')).toHaveText('Cambios sin guardar');
  await page.screenshot({ path: shot('loyalty-unsaved-1280') });

  await page
    .getByRole('navigation', { name: 'Menú principal' })
    .getByRole('link', { name: 'Clientes' })
    .click();
  const prompt = page.getByRole('dialog', { name: '¿Salir sin guardar?' });
  await expect(prompt.getByRole('heading', { name: '¿Salir sin guardar?' })).toBeVisible();
  await page.screenshot({ path: shot('leave-prompt-1280') });
  await prompt.getByRole('button', { name: 'Seguir editando' }).click();
  await expect(page).toHaveURL(/\/dashboard\/loyalty$/);
  await expect(welcome).toHaveValue('75');

  // Reloading the tab gets the browser's own question; staying keeps what was typed.
  const asked = page.waitForEvent('dialog');
  void page.reload().catch(() => undefined);
  const question = await asked;
  expect(question.type()).toBe('beforeunload');
  await question.dismiss();
  await expect(welcome).toHaveValue('75');
});

test("the administrator types a city's point with decimal commas and it is saved as typed", async ({
  page,
}) => {
  await signIn(page, 'admin@demo.test');
  await page.goto('/dashboard/admin/cities');
  await page.getByRole('button', { name: 'Nueva ciudad' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Nueva ciudad' });
  await dialog.getByLabel(/País/).selectOption({ label: 'España' });
  await dialog.getByLabel(/Nombre/).fill('Málaga Este');
  await dialog.getByRole('combobox', { name: /Zona horaria/ }).fill('madrid');
  await page.getByRole('option', { name: /Europe\/Madrid/ }).click();
  await dialog.getByRole('textbox', { name: 'Latitud' }).fill('37,884');
  await dialog.getByRole('textbox', { name: 'Longitud' }).fill('-4,779');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Ciudad creada')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Buscar ciudades' }).fill('Málaga Este');
  const row = page.getByRole('table', { name: 'Ciudades' }).getByRole('row', { name: /Málaga Este/ });
  await expect(row).toContainText('37,884');
  await expect(row).toContainText('-4,779');
});
