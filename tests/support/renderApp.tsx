import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { App } from '../../src/app/App';
import type { Session } from '../../src/contract/types';
import { i18n } from '../../src/i18n/i18n';
import { startSession } from '../../src/session/sessionStore';
import { memoryRouter } from './memoryRouter';

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
  const { history, probe, router } = memoryRouter(path);
  const user = userEvent.setup();
  const view = render(
    <I18nextProvider i18n={i18n}>
      <App history={history}>{probe}</App>
    </I18nextProvider>,
  );
  return { ...view, history, router, user };
}
