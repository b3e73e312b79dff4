import { createContext, useContext } from 'react';

/** True while a navigation waits for the next page's code; the current page stays on screen meanwhile. */
export const NavigationPendingContext = createContext(false);

export function useNavigationPending(): boolean {
  return useContext(NavigationPendingContext);
}
