/** The points ledger: latest grants, massive grants, purchases, a customer's movements, the chart. */
import { and, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import pointsPerOperation from '../../../../schemas/common/PointsPerOperation.json';
import { floorMoney } from '../../../lib/money';
import { purchasePoints } from '../../../lib/points';
import { actorOf } from '../../auth/actor';
import {
  locationScope,
  operatingLocation,
  requireStoreUser,
  requireSubscription,
} from '../../auth/authorization';
import type { HandlerGroup } from '../../contract/handlerTypes';
import { present } from '../../contract/present';
import { customers, levels, pointsMovements, stores } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../http/apiError';
import { assertGrantDetails } from '../../ledger/grantDetails';
import { recordMovement } from '../../ledger/ledger';
import { grantToMany } from '../../ledger/massGrant';
import { mailPointsGiven } from '../../mail/customerMails';
import { messages } from '../../messages';
import { onDays } from '../../queries/activityFilters';
import { loadCustomer, unknownCustomerIds } from '../../queries/customerRows';
import { GIVING_TYPES, loadMovement, selectMovements } from '../../queries/movementRows';
import { orderOf, pageWindow, searchTerm } from '../../queries/paging';
import { everyWordIn, textField } from '../../queries/search';
import type { Said } from '../../said';
import { storeTimeZone } from '../../stores/storeFacts';
import { customerView } from '../../views/customerView';
import { movementView } from '../../views/movementView';

const MAX_CHART_DAYS = 366;
const MAX_POINTS_PER_OPERATION = pointsPerOperation.maximum;
const DAY_MS = 86_400_000;
/** Ids of a points file that name no customer: the first few are named, the rest counted. */
const NAMED_IDS = 10;

function unknownCustomers(ids: readonly number[]): Said {
  const named = ids.slice(0, NAMED_IDS).join(', ');
  const more = ids.length - NAMED_IDS;
  if (ids.length === 1) return messages.notFound.notACustomer({ ids: named });
  return more > 0
    ? messages.notFound.customersAndMore({ ids: named, more })
    : messages.notFound.customers({ ids: named });
}

/** The days of an inclusive range, as YYYY-MM-DD. */
function daysOf(startDate: string, endDate: string): string[] {
  const days: string[] = [];
  for (let t = Date.parse(`${startDate}T00:00:00Z`); t <= Date.parse(`${endDate}T00:00:00Z`); t += DAY_MS) {
    days.push(new Date(t).toISOString().slice(0, 10));
  }
  return days;
}

export const pointsHandlers = {
  async clientLastGivenPoints({ body, caller, services }) {
    const user = requireStoreUser(caller);
    const bound = locationScope(user);
    const rows = await selectMovements(services.db)
      .where(
        and(
          eq(pointsMovements.storeId, user.storeId),
          inArray(pointsMovements.type, [...GIVING_TYPES]),
          bound === null ? undefined : eq(pointsMovements.locationId, bound),
        ),
      )
      .orderBy(desc(pointsMovements.createdAt), desc(pointsMovements.id))
      .limit(present(body.limit, 'limit'));
    return { movements: rows.map(movementView) };
  },

  async clientProcessMassiveGivePoints({ body, caller, services }) {
    const user = requireStoreUser(caller);
    const { db } = services;
    if ((body.target === 'level') !== (body.levelId !== undefined))
      throw badRequest(messages.invalid.massiveLevelIdOnly);
    if ((body.target === 'customers') !== (body.customerIds !== undefined)) {
      throw badRequest(messages.invalid.massiveCustomerIdsOnly);
    }
    let filter: SQL | undefined;
    if (body.levelId !== undefined) {
      const [level] = await db
        .select({ id: levels.id })
        .from(levels)
        .where(and(eq(levels.id, body.levelId), eq(levels.storeId, user.storeId)));
      if (!level) throw notFound(messages.notFound.level);
      filter = eq(customers.levelId, level.id);
    }
    let skippedIds: number[] = [];
    if (body.customerIds !== undefined) {
      skippedIds = await unknownCustomerIds(db, user.storeId, body.customerIds);
      if (skippedIds.length > 0 && !body.skipUnknown) throw notFound(unknownCustomers(skippedIds));
      const skipped = new Set(skippedIds);
      filter = inArray(
        customers.id,
        body.customerIds.filter((id) => !skipped.has(id)),
      );
    }
    const result = await db.transaction((tx) =>
      grantToMany(
        tx,
        {
          storeId: user.storeId,
          filter,
          points: body.points,
          description: body.description,
          employee: actorOf(user),
        },
        services.now,
      ),
    );
    return { m: messages.ok.massiveDone(result.customersAffected, skippedIds.length), ...result, skippedIds };
  },

  async clientTransactionAdd({ body, caller, services, request }) {
    const user = requireStoreUser(caller);
    const { db } = services;
    const now = services.now();
    await requireSubscription(db, user.storeId, now);
    await assertGrantDetails(db, user.storeId, body);
    const location = await operatingLocation(db, user, body.locationId);
    const [store] = await db
      .select({
        useConversion: stores.useConversion,
        conversionMoney: stores.conversionMoney,
        conversionPoints: stores.conversionPoints,
      })
      .from(stores)
      .where(eq(stores.id, user.storeId));
    if (!store?.useConversion || store.conversionMoney <= 0) throw conflict(messages.conflict.conversionOff);
    const points = purchasePoints(body.amount, store.conversionMoney, store.conversionPoints);
    // What one call may give, as a grant's `points` is bounded by the contract (PointsPerOperation).
    if (points > MAX_POINTS_PER_OPERATION)
      throw badRequest(messages.invalid.purchaseTooManyPoints({ points, max: MAX_POINTS_PER_OPERATION }));
    const result = await db.transaction((tx) =>
      recordMovement(
        tx,
        {
          storeId: user.storeId,
          customerId: body.customerId,
          type: 'purchase',
          points,
          lifetimePoints: points,
          amount: floorMoney(body.amount),
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
    await mailPointsGiven(services, request.log, user.storeId, customer, points);
    return {
      m: messages.ok.purchaseRecorded,
      movement: movementView(await loadMovement(db, result.movementId)),
      customer: customerView(customer),
    };
  },

  async clientTransactionCustomer({ body, caller, services }) {
    const user = requireStoreUser(caller);
    const { db } = services;
    await loadCustomer(db, user.storeId, body.customerId);
    const term = searchTerm(body);
    const where = and(
      eq(pointsMovements.storeId, user.storeId),
      eq(pointsMovements.customerId, body.customerId),
      term === undefined
        ? undefined
        : everyWordIn(term, [
            textField(pointsMovements.description),
            textField(pointsMovements.ticketNumber),
          ]),
    );
    const { limit, offset } = pageWindow(body);
    const rows = await selectMovements(db)
      .where(where)
      .orderBy(...orderOf(body, { createdAt: pointsMovements.createdAt }, 'createdAt', pointsMovements.id))
      .limit(limit)
      .offset(offset);
    const [total] = await db.select({ n: count() }).from(pointsMovements).where(where);
    return { movements: rows.map(movementView), total: total?.n ?? 0 };
  },

  async clientStatsPoints({ body, caller, services }) {
    const user = requireStoreUser(caller);
    const { db } = services;
    if (body.endDate < body.startDate) throw badRequest(messages.invalid.dateRangeOrder);
    const days = daysOf(body.startDate, body.endDate);
    if (days.length > MAX_CHART_DAYS)
      throw badRequest(messages.invalid.dateRangeTooLong({ days: MAX_CHART_DAYS }));
    const zone = await storeTimeZone(db, user.storeId);
    const day = sql<string>`to_char(${pointsMovements.createdAt} AT TIME ZONE ${zone}, 'YYYY-MM-DD')`;
    const rows = await db
      .select({
        day,
        given:
          sql<number>`coalesce(sum(${pointsMovements.points}) FILTER (WHERE ${inArray(pointsMovements.type, [...GIVING_TYPES])}), 0)`.mapWith(
            Number,
          ),
        redeemed:
          sql<number>`coalesce(sum(-${pointsMovements.points}) FILTER (WHERE ${pointsMovements.type} = 'redemption'), 0)`.mapWith(
            Number,
          ),
      })
      .from(pointsMovements)
      .where(
        and(
          eq(pointsMovements.storeId, user.storeId),
          eq(pointsMovements.deleted, false),
          onDays(pointsMovements.createdAt, zone, body),
        ),
      )
      // By position: the day expression carries the zone as a parameter, and PostgreSQL does not see two
      // parameterised copies of it as the same expression.
      .groupBy(sql`1`)
      .orderBy(sql`1`);
    const byDay = new Map(rows.map((row) => [row.day, row]));
    return {
      data: days.map((date) => ({
        date,
        given: byDay.get(date)?.given ?? 0,
        redeemed: byDay.get(date)?.redeemed ?? 0,
      })),
    };
  },
} satisfies HandlerGroup;
