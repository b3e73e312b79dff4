import { wireApi } from '../api';
import { describeFailure } from '../i18n/serverMessages';
import { endSession, getSession } from '../session/sessionStore';
import { readStoredSession } from '../session/storedSession';
import { raiseNoSubscriptionNotice } from './noSubscriptionNotice';

const UNAUTHORISED = 401;

/**
 * The app's side of every call: the session's token, failures in the user's language, the
 * no-subscription notice, and a 401 ending the session.
 */
wireApi({
  getToken: () => readStoredSession()?.token,
  describe: describeFailure,
  onFailure(failure, status) {
    raiseNoSubscriptionNotice(failure);
    // An expired or revoked session, or a store deactivated meanwhile: end it, and the guards send the user
    // to sign in again, where the reason is said.
    if (status === UNAUTHORISED && getSession())
      endSession(failure.errorType === 'store-inactive' ? 'storeInactive' : 'expired');
  },
});
