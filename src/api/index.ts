import { readStoredSession } from '../session/storedSession';
import { createApiClient } from './client';
import { apiBaseUrl } from './config';
import { raiseNoSubscriptionNotice } from './noSubscriptionNotice';

/** The one API client of the app. */
export const api = createApiClient({
  baseUrl: apiBaseUrl(),
  getToken: () => readStoredSession()?.token,
  onFailure: raiseNoSubscriptionNotice,
});

export type * from './types';
export { isFailure } from './types';
