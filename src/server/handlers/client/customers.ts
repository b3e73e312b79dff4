/**
 * The store's customers ('Clientes'): the paged list, the counter's quick search, the record and its
 * figures, creating, changing and deleting. Their points are in customerPoints.ts, their rewards in
 * customerRewards.ts.
 */
import { and, asc, count, desc, eq, gt, inArray, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { SortField } from '../../../contract/types';
import { decodeCompactId } from '../../../lib/compactId';
import { actorOf } from '../../auth/actor';
import { operatingLocation, requireStoreUser, requireSubscription } from '../../auth/authorization';
import type { HandlerGroup } from '../../contract/handlerTypes';
import { present } from '../../contract/present';
import type { Database } from '../../db/database';
import { customerDevices, customers, levels, pointsMovements, redemptions, stores } from '../../db/schema';
import { conflict, notFound } from '../../http/apiError';
import { recordMovement } from '../../ledger/ledger';
import { cancelPendingRequests } from '../../ledger/redemptions';
import { mailWelcome } from '../../mail/customerMails';
import { messages } from '../../messages';
import {
  customerSearch,
  liveCustomerOfStore,
  loadCustomer,
  selectCustomers,
  unknownCustomerIds,
} from '../../queries/customerRows';
import { GIVING_TYPES } from '../../queries/movementRows';
import { orderOf, pageWindow, searchTerm } from '../../queries/paging';
import { selectRedemptions } from '../../queries/redemptionRows';
import { customerView } from '../../views/customerView';
import { redemptionView } from '../../views/redemptionView';

const SORTABLE = {
  first_name: customers.firstName,
  last_name: customers.lastName,
  points: customers.points,
  createdAt: customers.createdAt,
  lastVisitAt: customers.lastVisitAt,
} satisfies Record<SortField<'/client/customer/all'>, unknown>;

const liveOfStore = (storeId: number) => and(eq(customers.storeId, storeId), isNull(customers.deletedAt));

/** 409 when another live customer of the store has this email or mobile. */
async function assertContactsFree(
  db: Database,
  storeId: number,
  contacts: { email: string; mobile: string },
  exceptId?: number,
): Promise<void> {
  const others = exceptId === undefined ? undefined : ne(customers.id, exceptId);
  if (contacts.email) {
    const [taken] = await db
      .select({ id: customers.id })
      .from(customers)
      .where(and(liveOfStore(storeId), eq(customers.email, contacts.email), others))
      .limit(1);
    if (taken) throw conflict(messages.conflict.customerEmailTaken);
  }
  if (contacts.mobile) {
    const [taken] = await db
      .select({ id: customers.id })
      .from(customers)
      .where(and(liveOfStore(storeId), eq(customers.mobile, contacts.mobile), others))
      .limit(1);
    if (taken) throw conflict(messages.conflict.customerMobileTaken);
  }
}

/**
 * How many customers match. Without a filter it is the store's customer counter, which the same
 * transactions that add and delete customers keep exact: counting 100,000 rows on every page would
 * cost more than the page itself.
 */
async function customerTotal(
  db: Database,
  storeId: number,
  where: SQL | undefined,
  unfiltered: boolean,
): Promise<number> {
  if (unfiltered) {
    const [store] = await db.select({ n: stores.clientsAmount }).from(stores).where(eq(stores.id, storeId));
    return store?.n ?? 0;
  }
  const [total] = await db.select({ n: count() }).from(customers).where(where);
  return total?.n ?? 0;
}

export const customerHandlers = {
  async clientCustomerAll({ body, caller, services }) {
    const user = requireStoreUser(caller);
    const { db } = services;
    const term = searchTerm(body);
    const where = and(
      liveOfStore(user.storeId),
      body.levelId === undefined ? undefined : eq(customers.levelId, body.levelId),
      term === undefined ? undefined : customerSearch(term),
    );
    const { limit, offset } = pageWindow(body);
    const order = orderOf(body, SORTABLE, 'createdAt', customers.id);
    // The page's ids first (an index-only scan, cheap even at page 2,000), then only those 50 rows.
    const pageIds = db
      .select({ id: customers.id })
      .from(customers)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset);
    const rows = await selectCustomers(db)
      .where(inArray(customers.id, pageIds))
      .orderBy(...order);
    return {
      customers: rows.map(customerView),
      total: await customerTotal(db, user.storeId, where, term === undefined && body.levelId === undefined),
    };
  },

  async clientCustomerUnknownIds({ body, caller, services }) {
    const user = requireStoreUser(caller);
    return { unknownIds: await unknownCustomerIds(services.db, user.storeId, body.customerIds) };
  },

  async clientCustomerSearch({ body, caller, services }) {
    const user = requireStoreUser(caller);
    const term = body.query.trim();
    const code = decodeCompactId(term);
    const rows = await selectCustomers(services.db)
      .where(and(liveOfStore(user.storeId), customerSearch(term)))
      .orderBy(
        ...(code === null ? [] : [desc(sql`${customers.id} = ${code}`)]),
        asc(customers.firstName),
        asc(customers.lastName),
        asc(customers.id),
      )
      .limit(present(body.limit, 'limit'));
    return { customers: rows.map(customerView) };
  },

  async clientCustomerInfo({ body, caller, services }) {
    const user = requireStoreUser(caller);
    const { db } = services;
    const customer = await loadCustomer(db, user.storeId, body.customerId);
    const [ledger] = await db
      .select({
        purchases:
          sql<number>`count(*) FILTER (WHERE ${pointsMovements.type} = 'purchase' AND NOT ${pointsMovements.deleted})`.mapWith(
            Number,
          ),
        earned:
          sql<number>`coalesce(sum(${pointsMovements.points}) FILTER (WHERE ${inArray(pointsMovements.type, [...GIVING_TYPES])} AND NOT ${pointsMovements.deleted}), 0)`.mapWith(
            Number,
          ),
        spent:
          sql<number>`coalesce(sum(-${pointsMovements.points}) FILTER (WHERE ${inArray(pointsMovements.type, ['redemption', 'refund'])}), 0)`.mapWith(
            Number,
          ),
      })
      .from(pointsMovements)
      .where(and(eq(pointsMovements.customerId, customer.id), eq(pointsMovements.storeId, user.storeId)));
    const [confirmed] = await db
      .select({ n: count() })
      .from(redemptions)
      .where(and(eq(redemptions.customerId, customer.id), eq(redemptions.status, 'confirmed')));
    return {
      customer: customerView(customer),
      stats: {
        purchases: ledger?.purchases ?? 0,
        redemptions: confirmed?.n ?? 0,
        pointsEarned: ledger?.earned ?? 0,
        pointsSpent: Math.max(ledger?.spent ?? 0, 0),
      },
    };
  },

  async clientCustomerPoints({ body, caller, services }) {
    const user = requireStoreUser(caller);
    const { db } = services;
    const customer = await loadCustomer(db, user.storeId, body.customerId);
    const [next] = await db
      .select({ name: levels.name, minPoints: levels.minPoints })
      .from(levels)
      .where(and(eq(levels.storeId, user.storeId), gt(levels.minPoints, customer.totalPoints)))
      .orderBy(asc(levels.minPoints), asc(levels.position))
      .limit(1);
    return {
      points: customer.points,
      totalPoints: customer.totalPoints,
      level: customer.levelId === null ? null : { id: customer.levelId, name: customer.levelName ?? '' },
      nextLevel: next ? { ...next, missing: next.minPoints - customer.totalPoints } : null,
    };
  },

  async clientCustomerPendingRedemptions({ body, caller, services }) {
    const user = requireStoreUser(caller);
    const customer = await loadCustomer(services.db, user.storeId, body.customerId);
    const rows = await selectRedemptions(services.db)
      .where(
        and(
          eq(redemptions.customerId, customer.id),
          eq(redemptions.storeId, user.storeId),
          eq(redemptions.status, 'pending'),
        ),
      )
      .orderBy(asc(redemptions.createdAt), asc(redemptions.id));
    return { redemptions: rows.map(redemptionView) };
  },

  async clientCustomerAdd({ body, caller, services, request }) {
    const user = requireStoreUser(caller);
    const { db } = services;
    const now = services.now();
    await requireSubscription(db, user.storeId, now);
    const location = await operatingLocation(db, user, body.locationId);
    const contacts = { email: body.email.toLowerCase(), mobile: body.mobile.trim() };
    const [store] = await db
      .select({ welcomePoints: stores.welcomePoints })
      .from(stores)
      .where(eq(stores.id, user.storeId));
    const welcomePoints = store?.welcomePoints ?? 0;
    const customerId = await db.transaction(async (tx) => {
      await assertContactsFree(tx, user.storeId, contacts);
      const [created] = await tx
        .insert(customers)
        .values({
          storeId: user.storeId,
          firstName: body.first_name,
          lastName: body.last_name,
          ...contacts,
          birthDate: body.birthDate,
          createdAt: now,
        })
        .returning({ id: customers.id });
      if (!created) throw new Error('The customer was not created');
      await tx
        .update(stores)
        .set({ clientsAmount: sql`${stores.clientsAmount} + 1` })
        .where(eq(stores.id, user.storeId));
      if (welcomePoints > 0) {
        await recordMovement(
          tx,
          {
            storeId: user.storeId,
            customerId: created.id,
            type: 'welcome',
            points: welcomePoints,
            lifetimePoints: welcomePoints,
            location,
            employee: actorOf(user),
            visit: true,
          },
          services.now,
        );
      }
      return created.id;
    });
    const customer = await loadCustomer(db, user.storeId, customerId);
    await mailWelcome(services, request.log, user.storeId, customer);
    return { m: messages.ok.customerCreated, customer: customerView(customer) };
  },

  async clientCustomerUpdate({ body, caller, services }) {
    const user = requireStoreUser(caller);
    const { db } = services;
    await loadCustomer(db, user.storeId, body.customerId);
    const contacts = { email: body.email.toLowerCase(), mobile: body.mobile.trim() };
    await assertContactsFree(db, user.storeId, contacts, body.customerId);
    await db
      .update(customers)
      .set({ firstName: body.first_name, lastName: body.last_name, ...contacts, birthDate: body.birthDate })
      .where(liveCustomerOfStore(user.storeId, body.customerId));
    return {
      m: messages.ok.customerUpdated,
      customer: customerView(await loadCustomer(db, user.storeId, body.customerId)),
    };
  },

  async clientCustomerDelete({ body, caller, services }) {
    const user = requireStoreUser(caller);
    const { db } = services;
    const now = services.now();
    await loadCustomer(db, user.storeId, body.customerId);
    await db.transaction(async (tx) => {
      await cancelPendingRequests(tx, user.storeId, { customerIds: [body.customerId] }, services.now);
      // The row stays, anonymised, so the ledger and redemptions keep their customer and the figures hold.
      const [deleted] = await tx
        .update(customers)
        .set({
          firstName: messages.anonymisedCustomer,
          lastName: '',
          email: '',
          mobile: '',
          birthDate: null,
          deletedAt: now,
        })
        .where(liveCustomerOfStore(user.storeId, body.customerId))
        .returning({ id: customers.id });
      if (!deleted) throw notFound(messages.notFound.customer);
      await tx.delete(customerDevices).where(eq(customerDevices.customerId, body.customerId));
      await tx
        .update(stores)
        .set({ clientsAmount: sql`${stores.clientsAmount} - 1` })
        .where(eq(stores.id, user.storeId));
    });
    return { m: messages.ok.customerDeleted };
  },
} satisfies HandlerGroup;
