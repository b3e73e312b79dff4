import { type ReactNode, useEffect } from 'react';
import {
  UNSAFE_createMemoryHistory as createMemoryHistory,
  type Location,
  useLocation,
} from 'react-router-dom';
import type { AppHistory } from '../../src/app/router/AppRouter';

/** Reports the location the app shows: a navigation counts once the next page's code has loaded. */
function LocationProbe({ onShown }: { onShown: (location: Location) => void }) {
  const location = useLocation();
  useEffect(() => onShown(location), [location, onShown]);
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
