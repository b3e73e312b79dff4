import { expect, test } from '@playwright/test';
import { shot } from './support';

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
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/boot-[\w-]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });

    await page.goto('/signin?redirect=%2Fdashboard%2Fcustomers');
    await page.getByLabel('Email').fill('owner@demo.test');
    await page.getByLabel('Contraseña').fill('demo1234');
    const submit = page.getByRole('button', { name: 'Ingresar' });
    await expect(submit).toBeDisabled();
    await page.screenshot({ path: shot('signin-before-code') });

    release();
    await expect(submit).toBeEnabled();
    await submit.click();
    await expect(page).toHaveURL(/\/dashboard\/customers$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Clientes' })).toBeVisible();
    await expect(page).toHaveTitle('Clientes · Panel de control');
    expect(problems).toEqual([]);
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
