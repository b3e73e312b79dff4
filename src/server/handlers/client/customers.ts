/**
 * The store's customers ('Clientes'): the paged list, the counter's quick search, the record and its
 * figures, and the points operations, which all go through the ledger.
 */
import { and, asc, count, desc, eq, gt, inArray, isNull, like, ne, or, type SQL, sql } from 'drizzle-orm';
import { decodeCompactId } from '../../../lib/compactId';
import { actorOf } from '../../auth/actor';
import {
  locationScope,
  operatingLocation,
  requirePermission,
  requireStoreSettings,
  requireStoreUser,
  requireSubscription,
} from '../../auth/authorization';
import type { StoreCaller } from '../../auth/caller';
import type { HandlerGroup } from '../../contract/handlerTypes';
import { present } from '../../contract/present';
import type { Database } from '../../db/database';
import { customerDevices, customers, levels, pointsMovements, redemptions, stores } from '../../db/schema';
import { conflict, notFound } from '../../http/apiError';
import { recordMovement } from '../../ledger/ledger';
import { cancelPendingRequests, cancelRequest, confirmRequest, giveReward } from '../../ledger/redemptions';
import { sendQuietly } from '../../mail/sendQuietly';
import { messages } from '../../messages';
import {
  type CustomerRow,
  liveCustomerOfStore,
  loadCustomer,
  selectCustomers,
} from '../../queries/customerRows';
import { GIVING_TYPES, selectMovements } from '../../queries/movementRows';
import { containsPattern, orderOf, pageWindow, searchTerm } from '../../queries/paging';
import { selectRedemptions } from '../../queries/redemptionRows';
import { customerCode, customerView } from '../../views/customerView';
import { movementView } from '../../views/movementView';
import { redemptionView } from '../../views/redemptionView';

const SORTABLE = {
  first_name: customers.firstName,
  last_name: customers.lastName,
  points: customers.points,
  createdAt: customers.createdAt,
  lastVisitAt: customers.lastVisitAt,
};

/** Free text against names, email and mobile; a valid QR code also matches its customer exactly. */
function customerSearch(term: string): SQL | undefined {
  const byText = like(customers.searchText, containsPattern(term.toLowerCase()));
  const code = decodeCompactId(term);
  return code === null ? byText : or(byText, eq(customers.id, code));
}

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

async function storeMailSettings(db: Database, storeId: number) {
  const [store] = await db
    .select({
      name: stores.name,
      welcomePoints: stores.welcomePoints,
      emailOnCustomerCreation: stores.emailOnCustomerCreation,
      emailOnGivePoints: stores.emailOnGivePoints,
      emailOnRedeemed: stores.emailOnRedeemed,
    })
    .from(stores)
    .where(eq(stores.id, storeId));
  if (!store) throw notFound(messages.notFound.store);
  return store;
}

/** A redemption of the store the caller may act on: bound employees only their location's (or none). */
async function visibleRedemption(db: Database, caller: StoreCaller, redemptionId: number): Promise<void> {
  const [row] = await db
    .select({ locationId: redemptions.locationId })
    .from(redemptions)
    .where(and(eq(redemptions.id, redemptionId), eq(redemptions.storeId, caller.storeId)));
  const bound = locationScope(caller);
  if (!row || (bound !== null && row.locationId !== null && row.locationId !== bound)) {
    throw notFound(messages.notFound.redemption);
  }
}

async function loadRedemptionView(db: Database, storeId: number, redemptionId: number) {
  const [row] = await selectRedemptions(db)
    .where(and(eq(redemptions.id, redemptionId), eq(redemptions.storeId, storeId)))
    .limit(1);
  if (!row) throw notFound(messages.notFound.redemption);
  return redemptionView(row);
}

async function pointsMail(
  services: Parameters<typeof sendQuietly>[0],
  log: Parameters<typeof sendQuietly>[1],
  storeId: number,
  customer: CustomerRow,
  points: number,
) {
  const store = await storeMailSettings(services.db, storeId);
  if (!store.emailOnGivePoints || !customer.email) return;
  await sendQuietly(services, log, {
    to: customer.email,
    subject: messages.mail.pointsSubject(store.name),
    text: messages.mail.pointsText(customer.firstName, store.name, points, customer.points),
  });
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
    const user = requirePermission(caller, 'permCreateCustomer');
    const { db } = services;
    const now = services.now();
    await requireSubscription(db, user.storeId, now);
    const location = await operatingLocation(db, user, body.locationId);
    const contacts = { email: body.email.toLowerCase(), mobile: body.mobile.trim() };
    const store = await storeMailSettings(db, user.storeId);
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
      if (store.welcomePoints > 0) {
        await recordMovement(
          tx,
          {
            storeId: user.storeId,
            customerId: created.id,
            type: 'welcome',
            points: store.welcomePoints,
            lifetimePoints: store.welcomePoints,
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
    if (store.emailOnCustomerCreation && customer.email) {
      await sendQuietly(services, request.log, {
        to: customer.email,
        subject: messages.mail.welcomeSubject(store.name),
        text: messages.mail.welcomeText(
          customer.firstName,
          store.name,
          customer.points,
          customerCode(customer.id),
        ),
      });
    }
    return { m: messages.ok.customerCreated, customer: customerView(customer) };
  },

  async clientCustomerUpdate({ body, caller, services }) {
    const user = requirePermission(caller, 'permCreateCustomer');
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
    const user = requireStoreSettings(caller);
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

  async clientCustomerAddPoints({ body, caller, services, request }) {
    const user = requirePermission(caller, 'permGivePoints');
    const { db } = services;
    const now = services.now();
    await requireSubscription(db, user.storeId, now);
    const location = await operatingLocation(db, user, body.locationId);
    const result = await db.transaction((tx) =>
      recordMovement(
        tx,
        {
          storeId: user.storeId,
          customerId: body.customerId,
          type: 'grant',
          points: body.points,
          lifetimePoints: body.points,
          ticketNumber: body.ticketNumber,
          description: body.description,
          location,
          employee: actorOf(user),
          visit: true,
        },
        services.now,
      ),
    );
    const customer = await loadCustomer(db, user.storeId, body.customerId);
    const [movement] = await selectMovements(db).where(eq(pointsMovements.id, result.movementId));
    if (!movement) throw new Error('The movement just written is missing');
    await pointsMail(services, request.log, user.storeId, customer, body.points);
    return {
      m: messages.ok.pointsAdded(body.points),
      movement: movementView(movement),
      customer: customerView(customer),
    };
  },

  async clientCustomerDiscountPoints({ body, caller, services }) {
    const user = requirePermission(caller, 'permGivePoints');
    const { db } = services;
    const location = await operatingLocation(db, user, undefined);
    const result = await db.transaction((tx) =>
      recordMovement(
        tx,
        {
          storeId: user.storeId,
          customerId: body.customerId,
          type: 'discount',
          points: -body.points,
          lifetimePoints: 0,
          description: body.description,
          location,
          employee: actorOf(user),
          visit: true,
        },
        services.now,
      ),
    );
    const [movement] = await selectMovements(db).where(eq(pointsMovements.id, result.movementId));
    if (!movement) throw new Error('The movement just written is missing');
    return {
      m: messages.ok.pointsDiscounted(body.points),
      movement: movementView(movement),
      customer: customerView(await loadCustomer(db, user.storeId, body.customerId)),
    };
  },

  async clientCustomerDeletePoints({ body, caller, services }) {
    const user = requirePermission(caller, 'permGivePoints');
    const { db } = services;
    const location = await operatingLocation(db, user, undefined);
    const { movementId, customerId } = await db.transaction(async (tx) => {
      const [original] = await tx
        .select({
          id: pointsMovements.id,
          type: pointsMovements.type,
          points: pointsMovements.points,
          customerId: pointsMovements.customerId,
        })
        .from(pointsMovements)
        .where(and(eq(pointsMovements.id, body.movementId), eq(pointsMovements.storeId, user.storeId)));
      if (!original) throw notFound(messages.notFound.movement);
      if (!(GIVING_TYPES as readonly string[]).includes(original.type))
        throw conflict(messages.conflict.movementNotReversible);
      // Marking it deleted is conditional, so of two concurrent reversals only one goes on.
      const [marked] = await tx
        .update(pointsMovements)
        .set({ deleted: true })
        .where(and(eq(pointsMovements.id, original.id), eq(pointsMovements.deleted, false)))
        .returning({ id: pointsMovements.id });
      if (!marked) throw conflict(messages.conflict.movementAlreadyDeleted);
      const result = await recordMovement(
        tx,
        {
          storeId: user.storeId,
          customerId: original.customerId,
          type: 'deletion',
          points: -original.points,
          lifetimePoints: -original.points,
          location,
          employee: actorOf(user),
          reversesMovementId: original.id,
        },
        services.now,
      );
      return { movementId: result.movementId, customerId: original.customerId };
    });
    const [movement] = await selectMovements(db).where(eq(pointsMovements.id, movementId));
    if (!movement) throw new Error('The movement just written is missing');
    return {
      m: messages.ok.movementDeleted,
      movement: movementView(movement),
      customer: customerView(await loadCustomer(db, user.storeId, customerId)),
    };
  },

  async clientCustomerGiveReward({ body, caller, services, request }) {
    const user = requirePermission(caller, 'permRedeem');
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
    const redemption = await loadRedemptionView(db, user.storeId, redemptionId);
    const customer = await loadCustomer(db, user.storeId, body.customerId);
    const store = await storeMailSettings(db, user.storeId);
    if (store.emailOnRedeemed && customer.email) {
      await sendQuietly(services, request.log, {
        to: customer.email,
        subject: messages.mail.redeemedSubject(store.name),
        text: messages.mail.redeemedText(
          customer.firstName,
          store.name,
          redemption.reward.name,
          customer.points,
        ),
      });
    }
    return { m: messages.ok.rewardGiven, redemption, customer: customerView(customer) };
  },

  async clientCustomerDeleteRewardRequested({ body, caller, services }) {
    const user = requirePermission(caller, 'permRedeem');
    const { db } = services;
    await visibleRedemption(db, user, body.redemptionId);
    await db.transaction((tx) =>
      cancelRequest(tx, user.storeId, body.redemptionId, actorOf(user), services.now),
    );
    return {
      m: messages.ok.requestCancelled,
      redemption: await loadRedemptionView(db, user.storeId, body.redemptionId),
    };
  },

  async clientCustomerConfirmRewardRequested({ body, caller, services, request }) {
    const user = requirePermission(caller, 'permRedeem');
    const { db } = services;
    const now = services.now();
    await requireSubscription(db, user.storeId, now);
    await visibleRedemption(db, user, body.redemptionId);
    await db.transaction((tx) => confirmRequest(tx, user.storeId, body.redemptionId, services.now));
    const redemption = await loadRedemptionView(db, user.storeId, body.redemptionId);
    const [customer] = await db
      .select({ email: customers.email, firstName: customers.firstName })
      .from(customers)
      .where(eq(customers.id, redemption.customer.id));
    const store = await storeMailSettings(db, user.storeId);
    if (customer?.email) {
      await sendQuietly(services, request.log, {
        to: customer.email,
        subject: messages.mail.requestConfirmedSubject(store.name),
        text: messages.mail.requestConfirmedText(customer.firstName, store.name, redemption.reward.name),
      });
    }
    return { m: messages.ok.requestConfirmed, redemption };
  },
} satisfies HandlerGroup;
