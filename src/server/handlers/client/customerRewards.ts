/**
 * Rewards at the counter: giving one to a customer, and confirming or refusing the reward requests
 * customers made from the app. Employees bound to a location act on their location's requests (and on
 * those made without one).
 */
import { and, eq } from 'drizzle-orm';
import { actorOf } from '../../auth/actor';
import {
  locationScope,
  operatingLocation,
  requireStoreUser,
  requireSubscription,
} from '../../auth/authorization';
import type { StoreCaller } from '../../auth/caller';
import type { HandlerGroup } from '../../contract/handlerTypes';
import type { Database } from '../../db/database';
import { customers, redemptions } from '../../db/schema';
import { notFound } from '../../http/apiError';
import { cancelRequest, confirmRequest, giveReward } from '../../ledger/redemptions';
import { mailRequestConfirmed, mailRewardRedeemed } from '../../mail/customerMails';
import { messages } from '../../messages';
import { loadCustomer } from '../../queries/customerRows';
import { loadRedemption } from '../../queries/redemptionRows';
import { customerView } from '../../views/customerView';
import { redemptionView } from '../../views/redemptionView';

/** 404 unless the redemption is the store's and, for a bound employee, of their location or of none. */
async function assertVisibleRedemption(
  db: Database,
  caller: StoreCaller,
  redemptionId: number,
): Promise<void> {
  const [row] = await db
    .select({ locationId: redemptions.locationId })
    .from(redemptions)
    .where(and(eq(redemptions.id, redemptionId), eq(redemptions.storeId, caller.storeId)));
  const bound = locationScope(caller);
  if (!row || (bound !== null && row.locationId !== null && row.locationId !== bound)) {
    throw notFound(messages.notFound.redemption);
  }
}

export const customerRewardHandlers = {
  async clientCustomerGiveReward({ body, caller, services, request }) {
    const user = requireStoreUser(caller);
    const { db } = services;
    const now = services.now();
    await requireSubscription(db, user.storeId, now);
    const location = await operatingLocation(db, user, body.locationId);
    await loadCustomer(db, user.storeId, body.customerId);
    const redemptionId = await db.transaction((tx) =>
      giveReward(
        tx,
        {
          storeId: user.storeId,
          customerId: body.customerId,
          rewardId: body.rewardId,
          location,
          employee: actorOf(user),
        },
        services.now,
      ),
    );
    const redemption = await redemptionView(await loadRedemption(db, user.storeId, redemptionId));
    const customer = await loadCustomer(db, user.storeId, body.customerId);
    await mailRewardRedeemed(services, request.log, user.storeId, customer, redemption.reward.name);
    return { m: messages.ok.rewardGiven, redemption, customer: customerView(customer) };
  },
  async clientCustomerDeleteRewardRequested({ body, caller, services }) {
    const user = requireStoreUser(caller);
    const { db } = services;
    await assertVisibleRedemption(db, user, body.redemptionId);
    await db.transaction((tx) =>
      cancelRequest(tx, user.storeId, body.redemptionId, actorOf(user), services.now),
    );
    return {
      m: messages.ok.requestCancelled,
      redemption: redemptionView(await loadRedemption(db, user.storeId, body.redemptionId)),
    };
  },
  async clientCustomerConfirmRewardRequested({ body, caller, services, request }) {
    const user = requireStoreUser(caller);
    const { db } = services;
    const now = services.now();
    await requireSubscription(db, user.storeId, now);
    await assertVisibleRedemption(db, user, body.redemptionId);
    await db.transaction((tx) => confirmRequest(tx, user.storeId, body.redemptionId, services.now));
    const redemption = redemptionView(await loadRedemption(db, user.storeId, body.redemptionId));
    const [customer] = await db
      .select({ email: customers.email, firstName: customers.firstName })
      .from(customers)
      .where(eq(customers.id, redemption.customer.id));
    if (customer)
      await mailRequestConfirmed(services, request.log, user.storeId, customer, redemption.reward.name);
    return { m: messages.ok.requestConfirmed, redemption };
  },
} satisfies HandlerGroup;
