import type { ApiFailure } from '../contract/types';
import { i18n } from '../i18n/i18n';
import { notify } from '../ui/notifications';

/** A store whose subscription lapsed is told so, whichever call found out (spec §8). */
export function raiseNoSubscriptionNotice(failure: ApiFailure): void {
  if (failure.errorType !== 'no-subscription') return;
  notify({
    kind: 'error',
    title: i18n.t('api.noSubscription.title'),
    description: i18n.t('api.noSubscription.description'),
  });
}
