import type { Session } from '../../api';

/** The customers page's actions the dashboard opens (the page reads them from `?action=`). */
export type QuickAction = 'search' | 'addPoints' | 'giveReward';

const QUICK_ACTIONS: readonly QuickAction[] = ['search', 'addPoints', 'giveReward'];

type Permissions = Pick<Session, 'userType' | 'storeUserType' | 'permGivePoints' | 'permRedeem'>;

/**
 * The daily jobs this user may do: owners all of them; employees may always look a customer up, and give
 * points or redeem only with those permissions (spec §6), so no button leads to a refusal.
 */
export function allowedQuickActions(user: Permissions): QuickAction[] {
  if (user.userType !== 'client') return [];
  if (user.storeUserType === 'owner') return [...QUICK_ACTIONS];
  return QUICK_ACTIONS.filter(
    (action) =>
      action === 'search' ||
      (action === 'addPoints' && user.permGivePoints) ||
      (action === 'giveReward' && user.permRedeem),
  );
}

export function quickActionPath(action: QuickAction): string {
  return `/dashboard/customers?action=${action}`;
}
