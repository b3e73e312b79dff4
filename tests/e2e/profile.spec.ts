import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, shot, sidebar, signIn } from './support';

const OWNER = 'owner@demo.test';

/** The sidebar, named in English too. */
function englishMenu(page: Page) {
  return page.getByRole('navigation', { name: 'Main menu' });
}

/** Puts the owner's saved language back, so the specs after this one sign in to a Spanish interface. */
async function restoreSpanish(request: APIRequestContext): Promise<void> {
  const login = await request.post('/login/client', { data: { email: OWNER, password: DEMO_PASSWORD } });
  const { session } = (await login.json()) as { session: { token: string } };
  const headers = { token: session.token };
  const info = await request.post('/client/employee/info', { data: {}, headers });
  const { user } = (await info.json()) as {
    user: { first_name: string; last_name: string; email: string; country: { id: number } | null };
  };
  const saved = await request.post('/client/employee/update-profile', {
    headers,
    data: {
      first_name: user.first_name,
      last_name: user.last_name,
      email: user.email,
      countryId: user.country?.id ?? null,
      defaultLanguage: 'es',
    },
  });
  expect(saved.ok()).toBe(true);
}

test.describe('My profile', () => {
  test.afterAll(async ({ request }) => {
    await restoreSpanish(request);
  });

  test('the owner changes the language and the whole interface follows, after a reload and a new sign-in', async ({
    page,
    browser,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, OWNER);
    await page.goto('/dashboard/myprofile');
    const profile = page.getByRole('region', { name: 'Datos personales' });
    await expect(profile.getByLabel(/^Nombre/)).toHaveValue('Lucía');
    await profile.getByLabel('Idioma').selectOption({ label: 'English' });
    await profile.getByRole('button', { name: 'Guardar' }).click();

    // The toast already speaks the language saved, and so does everything around it.
    await expect(page.getByText('Profile updated')).toBeVisible();
    await expect(page.getByText('The information has been saved.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Personal details' })).toBeVisible();
    await expect(englishMenu(page).getByRole('link', { name: 'Customers' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.screenshot({ path: shot('profile-english-1280') });

    await page.reload();
    await expect(page.getByRole('region', { name: 'Personal details' })).toBeVisible();
    await expect(englishMenu(page).getByRole('link', { name: 'Loyalty' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Personal details' }).getByLabel('Language')).toHaveValue(
      'en',
    );

    // Another browser, where nothing is remembered: sign-in is in Spanish, the frame after it in English.
    const elsewhere = await browser.newContext({ viewport: { width: 375, height: 800 } });
    const phone = await elsewhere.newPage();
    await signIn(phone, OWNER);
    await expect(phone.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    await phone.getByRole('button', { name: /Hello Lucía/ }).click();
    await expect(phone.getByRole('menuitem', { name: 'My profile' })).toBeVisible();
    await expect(phone.getByRole('menuitem', { name: 'Sign out' })).toBeVisible();
    await phone.screenshot({ path: shot('profile-english-after-sign-in-375') });
    await elsewhere.close();

    // And back to Spanish the same way.
    await page
      .getByRole('region', { name: 'Personal details' })
      .getByLabel('Language')
      .selectOption({ label: 'Español' });
    await page
      .getByRole('region', { name: 'Personal details' })
      .getByRole('button', { name: 'Save' })
      .click();
    await expect(page.getByText('Perfil actualizado')).toBeVisible();
    await expect(sidebar(page).getByRole('link', { name: 'Clientes' })).toBeVisible();
  });
});
