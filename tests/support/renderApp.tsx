import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { routes } from '../../src/app/routes';
import type { Session } from '../../src/contract/types';
import { i18n } from '../../src/i18n/i18n';
import { startSession } from '../../src/session/sessionStore';

export interface RenderAppOptions {
  session?: Session;
  /** Window width in px (jsdom's default is 1024, a tablet). */
  width?: number;
}

export function setWindowWidth(width: number): void {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
}

/** Renders the whole app (routes, guards, layout) at a path, as a user would open it. */
export function renderApp(path: string, { session, width = 1280 }: RenderAppOptions = {}) {
  setWindowWidth(width);
  if (session) startSession(session);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const user = userEvent.setup();
  const view = render(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
  return { ...view, router, user };
}
