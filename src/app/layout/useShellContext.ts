import { useEffect } from 'react';
import type { Entity, Session } from '../../api';
import { updateSession } from '../../session/sessionStore';
import { deployment } from '../deployment';
import { accessContext } from '../menu/accessContext';
import type { AccessContext } from '../menu/accessRules';
import { useStoreInfo, useUserInfo } from './shellQueries';

export interface ShellContext {
  /** False while what the menu rules need is still loading. */
  ready: boolean;
  access: AccessContext;
  generalConfiguration: Entity<'GeneralConfiguration'> | null;
}

/**
 * What the layout needs beyond the session: the user's permissions (user-info, which also refreshes the
 * session's names and permissions) and, for store users, the store's plan and the platform flags.
 */
export function useShellContext(session: Session): ShellContext {
  const isStoreUser = session.userType === 'client';
  const userInfo = useUserInfo(true);
  const storeInfo = useStoreInfo(isStoreUser);
  const user = userInfo.data?.user;
  const permissions = userInfo.data?.permissions;

  useEffect(() => {
    if (!user || !permissions) return;
    updateSession({
      firstName: user.first_name,
      LastName: user.last_name,
      permRedeem: permissions.permRedeem,
      permGivePoints: permissions.permGivePoints,
      permCreateCustomer: permissions.permCreateCustomer,
      locationId: permissions.locationId,
      locationName: permissions.locationName,
    });
  }, [user, permissions]);

  const settled = (query: { isPending: boolean }) => !query.isPending;
  return {
    ready: settled(userInfo) && (!isStoreUser || settled(storeInfo)),
    generalConfiguration: storeInfo.data?.generalConfiguration ?? null,
    access: accessContext(session, permissions, storeInfo.data, deployment),
  };
}
