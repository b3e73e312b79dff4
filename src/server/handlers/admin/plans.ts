/**
 * Redemptions packages ('Paquetes Canjes'). Payments keep the redemptions, amount and plan name they were
 * recorded with, so changing or deleting a package never rewrites history (their planId becomes null).
 */
import { asc, eq } from 'drizzle-orm';
import type { Entity, EntityInput } from '../../../contract/types';
import { floorMoney } from '../../../lib/money';
import type { HandlerGroup } from '../../contract/handlerTypes';
import { plans } from '../../db/schema';
import { notFound } from '../../http/apiError';
import { messages } from '../../messages';

function planView(row: typeof plans.$inferSelect): Entity<'Plan'> {
  return { id: row.id, name: row.name, price: row.price, redemptions: row.redemptions, active: row.active };
}

function planValues(body: EntityInput<'Plan'>) {
  return {
    name: body.name.trim(),
    price: floorMoney(body.price),
    redemptions: body.redemptions,
    active: body.active,
  };
}

export const adminPlanHandlers = {
  async adminPlanAll({ services }) {
    const rows = await services.db.select().from(plans).orderBy(asc(plans.price), asc(plans.id));
    return { plans: rows.map(planView) };
  },

  async adminPlanAdd({ body, services }) {
    const [row] = await services.db
      .insert(plans)
      .values({ ...planValues(body), createdAt: services.now() })
      .returning();
    if (!row) throw new Error('The plan was not created');
    return { m: messages.admin.planCreated, plan: planView(row) };
  },

  async adminPlanUpdate({ body, services }) {
    const [row] = await services.db
      .update(plans)
      .set(planValues(body))
      .where(eq(plans.id, body.planId))
      .returning();
    if (!row) throw notFound(messages.admin.notFound.plan);
    return { m: messages.admin.planUpdated, plan: planView(row) };
  },

  async adminPlanDelete({ body, services }) {
    const deleted = await services.db
      .delete(plans)
      .where(eq(plans.id, body.planId))
      .returning({ id: plans.id });
    if (deleted.length === 0) throw notFound(messages.admin.notFound.plan);
    return { m: messages.admin.planDeleted };
  },
} satisfies HandlerGroup;
