import { endSession, getSession } from '../session/sessionStore';
import { readStoredSession } from '../session/storedSession';
import { createApiClient } from './client';
import { apiBaseUrl } from './config';
import { raiseNoSubscriptionNotice } from './noSubscriptionNotice';

const UNAUTHORISED = 401;

/** The one API client of the app. */
export const api = createApiClient({
  baseUrl: apiBaseUrl(),
  getToken: () => readStoredSession()?.token,
  onFailure(failure, status) {
    raiseNoSubscriptionNotice(failure);
    // An expired or revoked session: end it, and the guards send the user to sign in again.
    if (status === UNAUTHORISED && getSession()) endSession();
  },
});

export type * from '../contract/types';
export { isFailure } from '../contract/types';
export { ApiCallError, unwrap } from './unwrap';
