import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { checkSignedIn, isSignedIn, lastSessionEndReason } from '../../session/sessionStore';
import { useSession } from '../../session/useSession';
import { signedOutState } from '../signedOutReason';
import { signInPath } from '../signInRedirect';

/**
 * The protected pages, before their code loads: without a valid session, to sign-in, remembering where
 * the user was going, and why when the server ended the session; after signing out, to '/'.
 */
export function RequireSession() {
  const session = useSession();
  const location = useLocation();
  const signedIn = isSignedIn(session);
  // A stored token without a userType is no session: the check ends it (spec §4). In an effect, since
  // ending it notifies the components that read the session.
  useEffect(() => {
    if (!signedIn) checkSignedIn();
  }, [signedIn]);
  if (signedIn) return <Outlet />;
  const reason = lastSessionEndReason();
  if (reason === 'signOut') return <Navigate to="/" replace />;
  return <Navigate to={signInPath(location)} state={signedOutState(reason)} replace />;
}
