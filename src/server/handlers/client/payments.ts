/** The store's payment configuration: the methods its customers can pay online-shop orders with. */
import { and, asc, eq } from 'drizzle-orm';
import type { Entity } from '../../../contract/types';
import { requireStoreUser } from '../../auth/authorization';
import type { HandlerGroup } from '../../contract/handlerTypes';
import { paymentMethods } from '../../db/schema';
import { notFound } from '../../http/apiError';
import { messages } from '../../messages';

function paymentMethodView(row: typeof paymentMethods.$inferSelect): Entity<'PaymentMethod'> {
  return { id: row.id, type: row.type, name: row.name, instructions: row.instructions, active: row.active };
}

export const paymentHandlers = {
  async clientPaymentGetAll({ caller, services }) {
    const user = requireStoreUser(caller);
    // In the order they were created: the order the checkout offers them in.
    const rows = await services.db
      .select()
      .from(paymentMethods)
      .where(eq(paymentMethods.storeId, user.storeId))
      .orderBy(asc(paymentMethods.id));
    return { paymentMethods: rows.map(paymentMethodView) };
  },

  async clientPaymentSave({ body, caller, services }) {
    const user = requireStoreUser(caller);
    const values = {
      type: body.type,
      name: body.name,
      instructions: body.instructions,
      active: body.active,
    };
    const [row] =
      body.paymentMethodId === undefined
        ? await services.db
            .insert(paymentMethods)
            .values({ ...values, storeId: user.storeId })
            .returning()
        : await services.db
            .update(paymentMethods)
            .set(values)
            .where(and(eq(paymentMethods.id, body.paymentMethodId), eq(paymentMethods.storeId, user.storeId)))
            .returning();
    if (!row) throw notFound(messages.paymentMethods.notFound);
    return { m: messages.paymentMethods.saved, paymentMethod: paymentMethodView(row) };
  },
} satisfies HandlerGroup;
