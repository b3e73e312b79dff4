import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { queryClient } from '../../src/app/queryClient';
import { ensurePageTexts, i18n } from '../../src/i18n/i18n';
import { endSession } from '../../src/session/sessionStore';
import { dismissNotification, getNotifications } from '../../src/ui/notifications';
import { server } from '../msw/server';

// jsdom has no ResizeObserver; Headless UI's anchored menus need one to exist.
class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
globalThis.ResizeObserver ??= ResizeObserverStub;

// Lazily loaded pages and forms may take more than the default second to appear on a loaded machine.
configure({ asyncUtilTimeout: 5000 });

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  // Components of the signed-in pages read texts the dashboard loads on entry.
  await ensurePageTexts();
});
afterEach(async () => {
  cleanup();
  server.resetHandlers();
  endSession();
  queryClient.clear();
  for (const notification of getNotifications()) dismissNotification(notification.id);
  localStorage.clear();
  await i18n.changeLanguage('es');
});
afterAll(() => server.close());
