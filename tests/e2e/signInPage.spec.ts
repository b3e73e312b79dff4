import { type Browser, expect, test } from '@playwright/test';
import { throttleLikeAPhone } from '../../scripts/chromium';
import { DEMO_PASSWORD, holdAppCode, shot } from './support';

/** A fresh context (empty cache) whose page runs on a slow 4G connection and a 4× slower CPU. */
async function throttledPage(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL, locale: 'es-ES' });
  const page = await context.newPage();
  await throttleLikeAPhone(context, page);
  return { context, page };
}

test.describe('the sign-in page, rendered at build time', () => {
  test('comes compressed with the form already in its HTML', async ({ request }) => {
    const response = await request.get('/signin', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.status()).toBe(200);
    expect(response.headers()['content-encoding']).toBe('br');
    expect(response.headers()['cache-control']).toBe('no-cache');
    const html = await response.text();
    expect(html).toContain('<title>Iniciar sesión · Panel de control</title>');
    expect(html).toMatch(/<div id="root" data-prerendered="es">.*<h1[^>]*>Iniciar sesión<\/h1>/s);

    const script = /<script type="module" crossorigin src="([^"]+)"/.exec(html)?.[1];
    expect(script).toBeTruthy();
    const asset = await request.get(script ?? '', { headers: { 'accept-encoding': 'gzip' } });
    expect(asset.headers()['content-encoding']).toBe('gzip');
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers().vary).toMatch(/accept-encoding/i);
  });

  test('is taken over by the app without errors, keeping what was typed before', async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    // The app's code waits until the fields are filled, as on a slow connection.
    const release = await holdAppCode(page);

    await page.goto('/signin?redirect=%2Fdashboard%2Fcustomers');
    await page.getByLabel('Email').fill('owner@demo.test');
    await page.getByLabel('Contraseña').fill('demo1234');
    // The recovery link's button works once the code runs: the sign of the page taken over.
    const recovery = page.getByRole('button', { name: '¿Olvidó su contraseña?' });
    await expect(recovery).toBeDisabled();
    await page.screenshot({ path: shot('signin-before-code') });

    release();
    await expect(recovery).toBeEnabled();
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await expect(page).toHaveURL(/\/dashboard\/customers$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Clientes' })).toBeVisible();
    await expect(page).toHaveTitle('Clientes · Panel de control');
    expect(problems).toEqual([]);
  });

  test('keeps an Enter pressed before its code has run and signs in when it is there, five times out of five', async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(5 * 60_000);
    for (let attempt = 1; attempt <= 5; attempt++) {
      const { context, page } = await throttledPage(browser, baseURL);
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
      });
      page.on('pageerror', (error) => problems.push(error.message));
      try {
        const release = await holdAppCode(page);
        await page.goto('/signin', { waitUntil: 'commit' });
        // As a password manager does: both fields filled and the form sent as soon as they show.
        await page.getByLabel('Email').fill('owner@demo.test');
        await page.getByLabel('Contraseña').fill(DEMO_PASSWORD);
        await page.getByLabel('Contraseña').press('Enter');
        await expect(page.getByText('Validando el usuario y contraseña, por favor espere...')).toBeVisible();
        await expect(page).toHaveURL(/\/signin$/);
        if (attempt === 1) await page.screenshot({ path: shot('signin-enter-before-code') });
        release();
        // Signed in (the session is saved before the page moves); the throttled home itself takes long.
        await expect(page, `attempt ${attempt}`).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
        expect(problems).toEqual([]);
      } finally {
        await context.close();
      }
    }
  });

  test('starts afresh in another remembered language, without errors', async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    await page.goto('/signin');
    await page.evaluate(() => localStorage.setItem('loyalty.language', 'en'));
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    await expect(page).toHaveTitle('Sign in · Control panel');
    expect(problems).toEqual([]);
  });
});
