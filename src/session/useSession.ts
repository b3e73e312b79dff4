import { useSyncExternalStore } from 'react';
import type { Session } from '../api/types';
import { getSession, subscribeToSession } from './sessionStore';

export function useSession(): Session | null {
  return useSyncExternalStore(subscribeToSession, getSession, getSession);
}
