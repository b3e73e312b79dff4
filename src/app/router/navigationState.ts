import { createContext, useContext } from 'react';

export interface NavigationState {
  /** A navigation waits for the next page's code; the current page stays on screen meanwhile. */
  pending: boolean;
  /** How many times the page (the path, not the query) has changed since the app started. */
  pageChanges: number;
}

export const NavigationStateContext = createContext<NavigationState>({ pending: false, pageChanges: 0 });

export function useNavigationPending(): boolean {
  return useContext(NavigationStateContext).pending;
}

export function usePageChanges(): number {
  return useContext(NavigationStateContext).pageChanges;
}
