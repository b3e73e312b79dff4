import type { SessionEndReason } from '../session/sessionStore';

/**
 * Why the app sent a signed-in user to the sign-in page without their asking, carried in the navigation's
 * state so the sign-in page says it once (a reload or a later visit shows the plain page).
 */
export type SignedOutReason = Extract<SessionEndReason, 'expired' | 'storeInactive'>;

export interface SignedOutState {
  signedOutBecause: SignedOutReason;
}

export function signedOutState(reason: SessionEndReason | null): SignedOutState | undefined {
  return reason === 'expired' || reason === 'storeInactive' ? { signedOutBecause: reason } : undefined;
}

export function signedOutReason(state: unknown): SignedOutReason | null {
  if (typeof state !== 'object' || state === null || !('signedOutBecause' in state)) return null;
  const reason = state.signedOutBecause;
  return reason === 'expired' || reason === 'storeInactive' ? reason : null;
}
