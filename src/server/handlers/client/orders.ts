/**
 * Orders ('Órdenes') customers placed in the store's online shop: the paged list, status moves (delivered
 * grants the products' points through the ledger) and the staff's internal notes.
 */
import { and, count, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { SortField } from '../../../contract/types';
import { decodeCompactId } from '../../../lib/compactId';
import { actorOf } from '../../auth/actor';
import { requireStoreUser } from '../../auth/authorization';
import type { StoreCaller } from '../../auth/caller';
import type { HandlerGroup } from '../../contract/handlerTypes';
import type { Database } from '../../db/database';
import { customers, orderItems, orderNotes, orders } from '../../db/schema';
import { notFound } from '../../http/apiError';
import { recordMovement } from '../../ledger/ledger';
import { messages } from '../../messages';
import { customerField, onStoreDays } from '../../queries/activityFilters';
import { type OrderDetails, selectOrders, withDetails } from '../../queries/orderRows';
import { orderOf, pageWindow, searchTerm } from '../../queries/paging';
import { everyWordIn, textField } from '../../queries/search';
import { assertMove } from '../../shop/orderStatus';
import { orderNoteView, orderNumber, orderView } from '../../views/orderView';

const SORTABLE = {
  createdAt: orders.createdAt,
  updatedAt: orders.updatedAt,
  number: orders.id,
  total: orders.total,
  status: orders.status,
} satisfies Record<SortField<'/client/orders/get-all'>, unknown>;

const orderOfStore = (storeId: number, orderId: number) =>
  and(eq(orders.id, orderId), eq(orders.storeId, storeId));

/**
 * The order number, or every word in the customer's name, email or mobile or the contact the order was
 * placed with.
 */
function orderSearch(storeId: number, term: string): SQL | undefined {
  const number = decodeCompactId(term.trim());
  return or(
    number === null ? undefined : eq(orders.id, number),
    everyWordIn(term, [
      customerField(orders.customerId, storeId),
      textField(orders.customerEmail),
      textField(orders.customerMobile),
    ]),
  );
}

async function loadOrder(db: Database, storeId: number, orderId: number): Promise<OrderDetails> {
  const [row] = await withDetails(db, await selectOrders(db).where(orderOfStore(storeId, orderId)));
  if (!row) throw notFound(messages.orders.notFound);
  return row;
}

/**
 * The products' points of a delivered order, granted to its customer in the ledger (one 'order'
 * movement with the order total as amount). Nothing to grant for an order without points, or for a
 * customer deleted since (their ledger is closed).
 */
async function grantOrderPoints(
  tx: Database,
  user: StoreCaller,
  order: { id: number; customerId: number; total: number },
  clock: () => Date,
): Promise<void> {
  const [earned] = await tx
    .select({
      points: sql<number>`coalesce(sum(${orderItems.quantity} * ${orderItems.points}), 0)`.mapWith(Number),
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id));
  const points = earned?.points ?? 0;
  const [live] = await tx
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.id, order.customerId), isNull(customers.deletedAt)));
  if (points <= 0 || !live) return;
  await recordMovement(
    tx,
    {
      storeId: user.storeId,
      customerId: order.customerId,
      type: 'order',
      points,
      lifetimePoints: points,
      amount: order.total,
      description: messages.orders.movement(orderNumber(order.id)),
      location: null,
      employee: actorOf(user),
      orderId: order.id,
    },
    clock,
  );
}

export const orderHandlers = {
  async clientOrdersGetAll({ body, caller, services }) {
    const user = requireStoreUser(caller);
    const { db } = services;
    const term = searchTerm(body);
    const where = and(
      eq(orders.storeId, user.storeId),
      body.status === undefined ? undefined : eq(orders.status, body.status),
      await onStoreDays(db, user.storeId, orders.createdAt, body),
      term === undefined ? undefined : orderSearch(user.storeId, term),
    );
    const { limit, offset } = pageWindow(body);
    const rows = await selectOrders(db)
      .where(where)
      .orderBy(...orderOf(body, SORTABLE, 'createdAt', orders.id))
      .limit(limit)
      .offset(offset);
    const [total] = await db.select({ n: count() }).from(orders).where(where);
    return { orders: (await withDetails(db, rows)).map(orderView), total: total?.n ?? 0 };
  },

  async clientOrdersUpdate({ body, caller, services }) {
    const user = requireStoreUser(caller);
    const { db } = services;
    await db.transaction(async (tx) => {
      // The row lock serialises moves of one order: two 'delivered' at once cannot both grant points.
      const [order] = await tx
        .select({ id: orders.id, status: orders.status, customerId: orders.customerId, total: orders.total })
        .from(orders)
        .where(orderOfStore(user.storeId, body.orderId))
        .for('update');
      if (!order) throw notFound(messages.orders.notFound);
      assertMove(order.status, body.status);
      await tx
        .update(orders)
        .set({ status: body.status, updatedAt: services.now() })
        .where(eq(orders.id, order.id));
      if (body.status === 'delivered') await grantOrderPoints(tx, user, order, services.now);
    });
    return {
      m: messages.orders.updated(messages.orders.status[body.status]),
      order: orderView(await loadOrder(db, user.storeId, body.orderId)),
    };
  },

  async clientOrdersAddNote({ body, caller, services }) {
    const user = requireStoreUser(caller);
    const { db } = services;
    const { order } = await loadOrder(db, user.storeId, body.orderId);
    const [note] = await db
      .insert(orderNotes)
      .values({ orderId: order.id, text: body.text, author: actorOf(user).name, createdAt: services.now() })
      .returning();
    if (!note) throw new Error('The note was not created');
    return { m: messages.orders.noteAdded, note: orderNoteView(note) };
  },

  async clientOrdersDeleteNote({ body, caller, services }) {
    const user = requireStoreUser(caller);
    const deleted = await services.db
      .delete(orderNotes)
      .where(
        and(
          eq(orderNotes.id, body.noteId),
          eq(orderNotes.orderId, body.orderId),
          inArray(
            orderNotes.orderId,
            services.db
              .select({ id: orders.id })
              .from(orders)
              .where(orderOfStore(user.storeId, body.orderId)),
          ),
        ),
      )
      .returning({ id: orderNotes.id });
    if (deleted.length === 0) throw notFound(messages.orders.noteNotFound);
    return { m: messages.orders.noteDeleted };
  },
} satisfies HandlerGroup;
