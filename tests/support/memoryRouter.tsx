import { type ReactNode, useLayoutEffect } from 'react';
import {
  UNSAFE_createMemoryHistory as createMemoryHistory,
  type Location,
  useLocation,
} from 'react-router-dom';
import type { AppHistory } from '../../src/app/router/AppRouter';

/**
 * Reports the location the app shows: a navigation counts once the next page's code has loaded. In the
 * commit that shows it (a layout effect): a passive effect of a navigation drawn as a transition runs a
 * task later, so a test that waited for the new page's rows could still read the old address (seen in CI:
 * a search's rows shown, `q=` not yet in `router.state.location`).
 */
function LocationProbe({ onShown }: { onShown: (location: Location) => void }) {
  const location = useLocation();
  useLayoutEffect(() => onShown(location), [location, onShown]);
  return null;
}

/**
 * A memory history at a path, a probe to render inside the router, and `router.state.location` (the
 * location shown, as the tests read it from react-router's data router).
 */
export function memoryRouter(path: string): {
  history: AppHistory;
  probe: ReactNode;
  router: { readonly state: { location: Location } };
} {
  const history = createMemoryHistory({ initialEntries: [path], v5Compat: true });
  let shown: Location = history.location;
  const probe = (
    <LocationProbe
      onShown={(location) => {
        shown = location;
      }}
    />
  );
  const router = {
    get state() {
      return { location: shown };
    },
  };
  return { history, probe, router };
}
