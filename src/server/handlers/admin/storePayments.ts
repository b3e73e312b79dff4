/**
 * What a store paid the platform for redemptions packages (page admin/store/payments/:storeId). A payment
 * and the store's redeemBought change in one transaction, so the counter always matches the payments.
 */
import { desc, eq, sql } from 'drizzle-orm';
import type { Entity } from '../../../contract/types';
import { floorMoney } from '../../../lib/money';
import type { HandlerGroup } from '../../contract/handlerTypes';
import type { Database } from '../../db/database';
import { plans, storePayments, stores } from '../../db/schema';
import { notFound } from '../../http/apiError';
import { messages } from '../../messages';
import { isoInstant } from '../../views/dates';

type PaymentRow = typeof storePayments.$inferSelect;

function paymentView(row: PaymentRow): Entity<'StorePayment'> {
  return {
    id: row.id,
    planId: row.planId,
    planName: row.planName,
    redemptions: row.redemptions,
    amount: row.amount,
    currencyCode: row.currencyCode,
    method: row.method,
    reference: row.reference,
    paidAt: row.paidAt,
    note: row.note,
    createdAt: isoInstant(row.createdAt),
  };
}

async function loadStoreRef(db: Database, storeId: number): Promise<{ id: number; name: string }> {
  const [store] = await db
    .select({ id: stores.id, name: stores.name })
    .from(stores)
    .where(eq(stores.id, storeId));
  if (!store) throw notFound(messages.notFound.store);
  return store;
}

/** The plan's name as it is today: the payment keeps it even if the plan is renamed or deleted later. */
async function planName(db: Database, planId: number | null): Promise<string> {
  if (planId === null) return '';
  const [plan] = await db.select({ name: plans.name }).from(plans).where(eq(plans.id, planId));
  if (!plan) throw notFound(messages.admin.plans.notFound);
  return plan.name;
}

export const adminStorePaymentHandlers = {
  async adminStorePayments({ body, services }) {
    const { db } = services;
    const store = await loadStoreRef(db, body.storeId);
    const rows = await db
      .select()
      .from(storePayments)
      .where(eq(storePayments.storeId, store.id))
      .orderBy(desc(storePayments.paidAt), desc(storePayments.createdAt), desc(storePayments.id));
    return { store, payments: rows.map(paymentView) };
  },

  async adminStorePaymentAdd({ body, services }) {
    const { db } = services;
    await loadStoreRef(db, body.storeId);
    const name = await planName(db, body.planId);
    const payment = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(storePayments)
        .values({
          storeId: body.storeId,
          planId: body.planId,
          planName: name,
          redemptions: body.redemptions,
          amount: floorMoney(body.amount),
          currencyCode: body.currencyCode,
          method: body.method,
          reference: body.reference,
          paidAt: body.paidAt,
          note: body.note,
          createdAt: services.now(),
        })
        .returning();
      if (!row) throw new Error('The payment was not recorded');
      await tx
        .update(stores)
        .set({ redeemBought: sql`${stores.redeemBought} + ${body.redemptions}` })
        .where(eq(stores.id, body.storeId));
      return row;
    });
    return { m: messages.admin.paymentRecorded(payment.redemptions), payment: paymentView(payment) };
  },

  async adminStorePaymentDelete({ body, services }) {
    const taken = await services.db.transaction(async (tx) => {
      const [payment] = await tx
        .delete(storePayments)
        .where(eq(storePayments.id, body.paymentId))
        .returning({ storeId: storePayments.storeId, redemptions: storePayments.redemptions });
      if (!payment) throw notFound(messages.admin.notFound.payment);
      // Those already used are gone: only what is left of the store's bought redemptions comes back.
      const [before] = await tx
        .select({ redeemBought: stores.redeemBought })
        .from(stores)
        .where(eq(stores.id, payment.storeId))
        .for('update');
      const takenBack = Math.min(payment.redemptions, before?.redeemBought ?? 0);
      await tx
        .update(stores)
        .set({ redeemBought: sql`${stores.redeemBought} - ${takenBack}` })
        .where(eq(stores.id, payment.storeId));
      return takenBack;
    });
    return { m: messages.admin.paymentDeleted(taken) };
  },
} satisfies HandlerGroup;
