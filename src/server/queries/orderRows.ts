/**
 * Reading orders as the contract shows them: the order with its customer's name, then the items and
 * notes of all the orders of a page in two queries (not two per order).
 */
import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/database';
import { customers, orderItems, orderNotes, orders } from '../db/schema';

export const orderColumns = {
  id: orders.id,
  customerId: orders.customerId,
  firstName: customers.firstName,
  lastName: customers.lastName,
  customerEmail: orders.customerEmail,
  customerMobile: orders.customerMobile,
  subtotal: orders.subtotal,
  shippingCost: orders.shippingCost,
  total: orders.total,
  status: orders.status,
  shippingAddress: orders.shippingAddress,
  createdAt: orders.createdAt,
  updatedAt: orders.updatedAt,
};

export function selectOrders(db: Database) {
  return db.select(orderColumns).from(orders).innerJoin(customers, eq(customers.id, orders.customerId));
}

export type OrderRow = Awaited<ReturnType<typeof selectOrders>>[number];
export type OrderItemRow = typeof orderItems.$inferSelect;
export type OrderNoteRow = typeof orderNotes.$inferSelect;

export interface OrderDetails {
  order: OrderRow;
  items: OrderItemRow[];
  notes: OrderNoteRow[];
}

function groupByOrder<T extends { orderId: number }>(rows: T[]): Map<number, T[]> {
  const byOrder = new Map<number, T[]>();
  for (const row of rows) {
    const list = byOrder.get(row.orderId) ?? [];
    list.push(row);
    byOrder.set(row.orderId, list);
  }
  return byOrder;
}

/** The items (as ordered) and notes (oldest first) of these orders, kept in the orders' order. */
export async function withDetails(db: Database, rows: OrderRow[]): Promise<OrderDetails[]> {
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return [];
  const items = groupByOrder(
    await db.select().from(orderItems).where(inArray(orderItems.orderId, ids)).orderBy(asc(orderItems.id)),
  );
  const notes = groupByOrder(
    await db
      .select()
      .from(orderNotes)
      .where(inArray(orderNotes.orderId, ids))
      .orderBy(asc(orderNotes.createdAt), asc(orderNotes.id)),
  );
  return rows.map((order) => ({ order, items: items.get(order.id) ?? [], notes: notes.get(order.id) ?? [] }));
}
