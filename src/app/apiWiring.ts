import { wireApi } from '../api';
import { endSession, getSession } from '../session/sessionStore';
import { readStoredSession } from '../session/storedSession';
import { raiseNoSubscriptionNotice } from './noSubscriptionNotice';

const UNAUTHORISED = 401;

/** The app's side of every call: the session's token, the no-subscription notice, and a 401 ending the session. */
wireApi({
  getToken: () => readStoredSession()?.token,
  onFailure(failure, status) {
    raiseNoSubscriptionNotice(failure);
    // An expired or revoked session, or a store deactivated meanwhile: end it, and the guards send the user
    // to sign in again, where the reason is said.
    if (status === UNAUTHORISED && getSession())
      endSession(failure.errorType === 'store-inactive' ? 'storeInactive' : 'expired');
  },
});
