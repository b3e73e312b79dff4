import type { BrowserContext, Page } from '@playwright/test';

/**
 * How the benchmarks and the end-to-end tests run Debian's Chromium (browser downloads are not possible
 * here), and the phone they emulate when they throttle: one place, so a figure and a test see one browser.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** DevTools' 'Slow 4G' preset (Lighthouse's mobile network as the browser applies it): ms and bytes/s. */
export const SLOW_4G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1.6 * 1000 * 1000 * 0.9) / 8,
  uploadThroughput: (750 * 1000 * 0.9) / 8,
};

/** A phone's CPU, as Lighthouse's mobile profile slows a desktop's. */
export const CPU_SLOWDOWN = 4;

/** Makes a page behave as that phone: DevTools' Slow 4G network and a CPU slowed CPU_SLOWDOWN times. */
export async function throttleLikeAPhone(context: BrowserContext, page: Page): Promise<void> {
  const devTools = await context.newCDPSession(page);
  await devTools.send('Network.enable');
  await devTools.send('Network.emulateNetworkConditions', SLOW_4G);
  await devTools.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
}
