import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { queryClient } from '../../src/app/queryClient';
import { i18n } from '../../src/i18n/i18n';
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

// Pages are lazily loaded chunks: the first test to open one waits for Vite to transform its modules,
// which on a busy machine takes longer than findBy*'s default second.
configure({ asyncUtilTimeout: 5000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
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
