import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { I18nextProvider } from 'react-i18next';
import {
  UNSAFE_createMemoryHistory as createMemoryHistory,
  type Location,
  useLocation,
} from 'react-router-dom';
import { App } from '../../src/app/App';
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

/** Reports the location the app shows: a navigation counts once the next page's code has loaded. */
function LocationProbe({ onShown }: { onShown: (location: Location) => void }) {
  const location = useLocation();
  useEffect(() => onShown(location), [location, onShown]);
  return null;
}

/** Renders the whole app (routes, guards, layout) at a path, as a user would open it. */
export function renderApp(path: string, { session, width = 1280 }: RenderAppOptions = {}) {
  setWindowWidth(width);
  if (session) startSession(session);
  const history = createMemoryHistory({ initialEntries: [path], v5Compat: true });
  let shown: Location = history.location;
  const user = userEvent.setup();
  const view = render(
    <I18nextProvider i18n={i18n}>
      <App history={history}>
        <LocationProbe
          onShown={(location) => {
            shown = location;
          }}
        />
      </App>
    </I18nextProvider>,
  );
  // `router.state.location`, as the tests read it from react-router's data router: the location shown.
  const router = {
    get state() {
      return { location: shown };
    },
  };
  return { ...view, history, router, user };
}
