import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { queryClient } from '../../src/app/queryClient';
import { i18n } from '../../src/i18n/i18n';
import { endSession } from '../../src/session/sessionStore';
import { dismissNotification, getNotifications } from '../../src/ui/notifications';
import { server } from '../msw/server';

// The machine that runs the suite is shared and often loaded: a lazy page's first render can take more
// than Testing Library's default second, which made findBy* fail on load rather than on behaviour.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

// jsdom has no ResizeObserver; Headless UI's anchored menus need one to exist.
class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
globalThis.ResizeObserver ??= ResizeObserverStub;

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
