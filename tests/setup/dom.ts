import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { queryClient } from '../../src/api/queryClient';
import { ensurePageTexts, i18n } from '../../src/i18n/i18n';
import { endSession } from '../../src/session/sessionStore';
import { dismissNotification, getNotifications } from '../../src/ui/notifications';
import { refusedBodiesError } from '../msw/requestBodies';
import { server, takeRefusedBodies } from '../msw/server';
import { installModalDialog } from './modalDialog';

// jsdom has no ResizeObserver; Headless UI's anchored menus need one to exist.
class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
globalThis.ResizeObserver ??= ResizeObserverStub;

// jsdom has <dialog> but not its modal part (showModal, close, Escape, the rest of the page made inert):
// what the browser does, as far as tests can see it.
installModalDialog(window);

// jsdom lays nothing out: a chart's responsive container (recharts) is given the size a browser would
// give it, so charts draw in tests as they do for users instead of warning about a 0 x 0 box.
const layoutRect = HTMLElement.prototype.getBoundingClientRect;
HTMLElement.prototype.getBoundingClientRect = function getBoundingClientRect(this: HTMLElement) {
  return this.classList.contains('recharts-responsive-container')
    ? new DOMRect(0, 0, 800, 288)
    : layoutRect.call(this);
};

// Lazily loaded pages and forms may take more than the default second to appear on a loaded machine (the
// first test of a file also waits for its chunks to be transformed): conditions are awaited, not time.
configure({ asyncUtilTimeout: 10_000 });

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  // Components of the signed-in pages read texts the dashboard loads on entry.
  await ensurePageTexts();
});
afterEach(async () => {
  cleanup();
  // What a library appended to the page outside React's roots (recharts' text-measuring span, a portal
  // root) would stay for the next file in this worker, whose queries would then find it too.
  document.body.replaceChildren();
  // A body the reference server would refuse fails the test that made the app send it.
  const refused = await takeRefusedBodies();
  server.resetHandlers();
  endSession();
  queryClient.clear();
  for (const notification of getNotifications()) dismissNotification(notification.id);
  localStorage.clear();
  await i18n.changeLanguage('es');
  if (refused.length > 0) throw refusedBodiesError(refused);
});
afterAll(() => server.close());
