import type { ApiFailure } from '../contract/types';
import { i18n } from '../i18n/i18n';
import { getSession } from '../session/sessionStore';
import { notify } from '../ui/notifications';

/** The page where an owner activates the subscription (descriptor schemas/resources/subscription.json). */
export const SUBSCRIPTION_PAGE = '/dashboard/recurringsubscription';

/**
 * A store whose subscription lapsed is told so, whichever call found out (spec §8); the owner, who may
 * activate it, is offered the way to the subscription page.
 */
export function raiseNoSubscriptionNotice(failure: ApiFailure): void {
  if (failure.errorType !== 'no-subscription') return;
  const owner = getSession()?.storeUserType === 'owner';
  notify({
    kind: 'error',
    title: i18n.t('api.noSubscription.title'),
    description: i18n.t('api.noSubscription.description'),
    ...(owner ? { link: { to: SUBSCRIPTION_PAGE, label: i18n.t('api.noSubscription.action') } } : {}),
  });
}
