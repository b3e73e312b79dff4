/**
 * Redemptions packages ('Paquetes Canjes'). Payments keep the redemptions, amount and plan name they were
 * recorded with, so changing or deleting a package never rewrites history (their planId becomes null).
 */
import { asc } from 'drizzle-orm';
import type { Entity, EntityInput } from '../../../contract/types';
import { floorMoney } from '../../../lib/money';
import type { HandlerGroup } from '../../contract/handlerTypes';
import { plans } from '../../db/schema';
import { messages } from '../../messages';
import { crudHandlers } from '../crud/crudHandlers';
import { platformScope } from '../crud/crudScope';

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

export const adminPlanHandlers = crudHandlers({
  operations: {
    list: 'adminPlanAll',
    add: 'adminPlanAdd',
    update: 'adminPlanUpdate',
    remove: 'adminPlanDelete',
  },
  table: plans,
  scope: platformScope,
  select: (db) => db.select().from(plans),
  orderBy: [asc(plans.price), asc(plans.id)],
  view: planView,
  values: planValues,
  addValues: (services) => ({ createdAt: services.now() }),
  idField: 'planId',
  answerKeys: { list: 'plans', item: 'plan' },
  messages: messages.admin.plans,
}) satisfies HandlerGroup;
