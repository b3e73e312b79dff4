import { useSyncExternalStore } from 'react';
import type { Session } from '../contract/types';
import { getSession, subscribeToSession } from './sessionStore';

export function useSession(): Session | null {
  return useSyncExternalStore(subscribeToSession, getSession, getSession);
}
