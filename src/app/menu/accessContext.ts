import type { AccessContext } from '../../contract/access/accessRules';
import type { Entity, Session } from '../../contract/types';
import type { Deployment } from '../deployment';

/**
 * The menu rules' inputs from what the app knows: the session, the user-info permissions, the store
 * info (plan flags, platform configuration) and the deployment.
 */
export function accessContext(
  session: Pick<Session, 'userType' | 'storeUserType'>,
  permissions:
    | Partial<
        Pick<Entity<'Permissions'>, 'permStore' | 'permGivePoints' | 'permRedeem' | 'permCreateCustomer'>
      >
    | undefined,
  storeInfo:
    | { store: Pick<Entity<'Store'>, 'plan'>; generalConfiguration: Entity<'GeneralConfiguration'> }
    | undefined,
  deployment: Pick<Deployment, 'multistore' | 'defaultBrand'>,
): AccessContext {
  return {
    userType: session.userType,
    storeUserType: session.storeUserType,
    permStore: session.storeUserType === 'owner' || permissions?.permStore === true,
    permissions: {
      permStore: permissions?.permStore === true,
      permGivePoints: permissions?.permGivePoints === true,
      permRedeem: permissions?.permRedeem === true,
      permCreateCustomer: permissions?.permCreateCustomer === true,
    },
    multistore: deployment.multistore,
    defaultBrand: deployment.defaultBrand,
    bannersEnabled: storeInfo?.generalConfiguration.bannersEnabled === true,
    plan: storeInfo?.store.plan ?? null,
  };
}
