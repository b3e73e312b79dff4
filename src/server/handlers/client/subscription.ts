/**
 * The store's recurring subscription to the platform ('Suscripción'), paid through PayPal. There is no
 * PayPal here: saving checks what can be checked without it (the shape of the subscription id, and that
 * the plan is one of the platform's PayPal plans) and records the period the plan pays for. None of these
 * answers 'no-subscription': they are how a store without a subscription gets one.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Entity } from '../../../contract/types';
import { requireStoreUser } from '../../auth/authorization';
import type { HandlerGroup } from '../../contract/handlerTypes';
import type { Database } from '../../db/database';
import { paypalPlans, subscriptions } from '../../db/schema';
import { badRequest, conflict } from '../../http/apiError';
import { messages } from '../../messages';
import { loadPlatformSettings } from '../../stores/storeFacts';

/** PayPal's subscription ids: 'I-' and a dozen upper-case letters and digits (I-BW452GLLEP1G). */
const PAYPAL_SUBSCRIPTION_ID = /^I-[0-9A-Z]{10,20}$/;

type SubscriptionRow = typeof subscriptions.$inferSelect;

function subscriptionView(row: SubscriptionRow): Entity<'Subscription'> {
  return {
    id: row.id,
    paypalPlanId: row.paypalPlanId,
    paypalSubscriptionId: row.paypalSubscriptionId,
    status: row.status,
    amount: row.amount,
    currencyCode: row.currencyCode,
    startDate: row.startDate,
    endDate: row.endDate,
  };
}

/** Today as hasActiveSubscription (auth/authorization.ts) counts paid days, so both agree. */
function today(now: Date): string {
  return now.toISOString().slice(0, 10);
}

async function storeSubscriptions(db: Database, storeId: number, limit?: number): Promise<SubscriptionRow[]> {
  const query = db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.storeId, storeId))
    .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id));
  return limit === undefined ? query : query.limit(limit);
}

export const subscriptionHandlers = {
  async clientSubscriptionStatus({ caller, services }) {
    const user = requireStoreUser(caller);
    const { db } = services;
    const settings = await loadPlatformSettings(db);
    const [latest] = await storeSubscriptions(db, user.storeId, 1);
    const enabled = latest?.status === 'active' && latest.endDate >= today(services.now());
    return {
      withSubscription: settings.withSubscription,
      status: enabled ? 'enabled' : 'disabled',
      subscription: latest ? subscriptionView(latest) : null,
    };
  },

  async clientSubscriptionSave({ body, caller, services }) {
    const user = requireStoreUser(caller);
    const { db } = services;
    if (!PAYPAL_SUBSCRIPTION_ID.test(body.paypalSubscriptionId)) {
      throw badRequest(messages.subscription.badSubscriptionId);
    }
    const [plan] = await db
      .select()
      .from(paypalPlans)
      .where(and(eq(paypalPlans.id, body.paypalPlanId), eq(paypalPlans.active, true)));
    if (!plan) throw badRequest(messages.subscription.unknownPlan);
    const [recorded] = await db
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(eq(subscriptions.paypalSubscriptionId, body.paypalSubscriptionId));
    if (recorded) throw conflict(messages.subscription.alreadyRecorded);
    const now = services.now();
    const start = today(now);
    const row = await db.transaction(async (tx) => {
      // The new subscription replaces the store's current one.
      await tx
        .update(subscriptions)
        .set({ status: 'cancelled' })
        .where(and(eq(subscriptions.storeId, user.storeId), eq(subscriptions.status, 'active')));
      const [created] = await tx
        .insert(subscriptions)
        .values({
          storeId: user.storeId,
          paypalPlanId: plan.id,
          paypalSubscriptionId: body.paypalSubscriptionId,
          status: 'active',
          amount: plan.price,
          currencyCode: plan.currencyCode,
          startDate: start,
          // PostgreSQL's calendar: a month from 31 January ends on 28 (or 29) February.
          endDate: sql`(${start}::date + ${`1 ${plan.interval}`}::interval)::date`,
          createdAt: now,
        })
        .returning();
      if (!created) throw new Error('The subscription was not recorded');
      return created;
    });
    return { m: messages.subscription.saved, subscription: subscriptionView(row) };
  },

  async clientSubscriptionGetAll({ caller, services }) {
    const user = requireStoreUser(caller);
    const rows = await storeSubscriptions(services.db, user.storeId);
    return { subscriptions: rows.map(subscriptionView) };
  },
} satisfies HandlerGroup;
