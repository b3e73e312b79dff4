/**
 * The store's activity ('Actividad'): purchases and grants from the ledger, redemptions, and the figures
 * of each location over a range of days. Reviews and surveys are in feedback.ts.
 */
import { and, asc, count, eq, inArray, or, sql } from 'drizzle-orm';
import type { SortField } from '../../../contract/types';
import { locationScope, requireStoreUser } from '../../auth/authorization';
import type { HandlerGroup } from '../../contract/handlerTypes';
import { locations, pointsMovements, redemptions, rewards } from '../../db/schema';
import {
  assertDayOrder,
  atLocation,
  customerByCode,
  customerField,
  onDays,
  onStoreDays,
} from '../../queries/activityFilters';
import { GIVING_TYPES, selectMovements } from '../../queries/movementRows';
import { byName } from '../../queries/nameOrder';
import { orderOf, pageWindow, searchTerm } from '../../queries/paging';
import { selectRedemptions } from '../../queries/redemptionRows';
import { everyWordIn, textField } from '../../queries/search';
import { storeTimeZone } from '../../stores/storeFacts';
import { movementView } from '../../views/movementView';
import { redemptionView } from '../../views/redemptionView';

/** What the purchases tab lists: points from an amount and manual grants. */
const PURCHASE_TYPES = ['purchase', 'grant'] as const;

const MOVEMENT_SORTABLE = {
  createdAt: pointsMovements.createdAt,
  points: pointsMovements.points,
} satisfies Record<SortField<'/client/activity/purchases'>, unknown>;

const REDEMPTION_SORTABLE = {
  createdAt: redemptions.createdAt,
  points: redemptions.points,
  resolvedAt: redemptions.resolvedAt,
} satisfies Record<SortField<'/client/activity/redeemeds'>, unknown>;

export const activityHandlers = {
  async clientActivityPurchases({ body, caller, services }) {
    const user = requireStoreUser(caller);
    const { db } = services;
    const term = searchTerm(body);
    const where = and(
      eq(pointsMovements.storeId, user.storeId),
      inArray(pointsMovements.type, [...PURCHASE_TYPES]),
      await onStoreDays(db, user.storeId, pointsMovements.createdAt, body),
      atLocation(pointsMovements.locationId, user, body.locationId),
      term === undefined
        ? undefined
        : or(
            customerByCode(pointsMovements.customerId, term),
            everyWordIn(term, [
              customerField(pointsMovements.customerId, user.storeId),
              textField(pointsMovements.ticketNumber),
            ]),
          ),
    );
    const { limit, offset } = pageWindow(body);
    const rows = await selectMovements(db)
      .where(where)
      .orderBy(...orderOf(body, MOVEMENT_SORTABLE, 'createdAt', pointsMovements.id))
      .limit(limit)
      .offset(offset);
    const [total] = await db.select({ n: count() }).from(pointsMovements).where(where);
    return { purchases: rows.map(movementView), total: total?.n ?? 0 };
  },

  async clientActivityRedeemeds({ body, caller, services }) {
    const user = requireStoreUser(caller);
    const { db } = services;
    const term = searchTerm(body);
    const where = and(
      eq(redemptions.storeId, user.storeId),
      body.status === undefined ? undefined : eq(redemptions.status, body.status),
      await onStoreDays(db, user.storeId, redemptions.createdAt, body),
      atLocation(redemptions.locationId, user, body.locationId),
      term === undefined
        ? undefined
        : or(
            customerByCode(redemptions.customerId, term),
            everyWordIn(term, [
              customerField(redemptions.customerId, user.storeId),
              (pattern) =>
                inArray(
                  redemptions.rewardId,
                  db
                    .select({ id: rewards.id })
                    .from(rewards)
                    .where(and(eq(rewards.storeId, user.storeId), textField(rewards.name)(pattern))),
                ),
            ]),
          ),
    );
    const { limit, offset } = pageWindow(body);
    const rows = await selectRedemptions(db)
      .where(where)
      .orderBy(...orderOf(body, REDEMPTION_SORTABLE, 'createdAt', redemptions.id))
      .limit(limit)
      .offset(offset);
    const [total] = await db.select({ n: count() }).from(redemptions).where(where);
    return { redeemeds: rows.map(redemptionView), total: total?.n ?? 0 };
  },

  async clientActivityLocations({ body, caller, services }) {
    const user = requireStoreUser(caller);
    const { db } = services;
    assertDayOrder(body);
    const bound = locationScope(user);
    const places = await db
      .select({ id: locations.id, name: locations.name })
      .from(locations)
      .where(and(eq(locations.storeId, user.storeId), bound === null ? undefined : eq(locations.id, bound)))
      .orderBy(...byName(locations.name), asc(locations.id));
    if (places.length === 0) return { locations: [] };
    const placeIds = places.map((place) => place.id);
    const zone = await storeTimeZone(db, user.storeId);
    const live = sql`NOT ${pointsMovements.deleted}`;
    const giving = inArray(pointsMovements.type, [...GIVING_TYPES]);
    const ledger = await db
      .select({
        locationId: pointsMovements.locationId,
        purchases:
          sql<number>`count(*) FILTER (WHERE ${pointsMovements.type} = 'purchase' AND ${live})`.mapWith(
            Number,
          ),
        pointsGiven:
          sql<number>`coalesce(sum(${pointsMovements.points}) FILTER (WHERE ${giving} AND ${live}), 0)`.mapWith(
            Number,
          ),
        customers:
          sql<number>`count(DISTINCT ${pointsMovements.customerId}) FILTER (WHERE (${giving} OR ${pointsMovements.type} = 'redemption') AND ${live})`.mapWith(
            Number,
          ),
      })
      .from(pointsMovements)
      .where(
        and(
          eq(pointsMovements.storeId, user.storeId),
          inArray(pointsMovements.locationId, placeIds),
          onDays(pointsMovements.createdAt, zone, body),
        ),
      )
      .groupBy(pointsMovements.locationId);
    const given = await db
      .select({ locationId: redemptions.locationId, n: count() })
      .from(redemptions)
      .where(
        and(
          eq(redemptions.storeId, user.storeId),
          eq(redemptions.status, 'confirmed'),
          inArray(redemptions.locationId, placeIds),
          onDays(redemptions.createdAt, zone, body),
        ),
      )
      .groupBy(redemptions.locationId);
    const ledgerOf = new Map(ledger.map((row) => [row.locationId, row]));
    const redemptionsOf = new Map(given.map((row) => [row.locationId, row.n]));
    return {
      locations: places.map((place) => ({
        location: place,
        purchases: ledgerOf.get(place.id)?.purchases ?? 0,
        pointsGiven: ledgerOf.get(place.id)?.pointsGiven ?? 0,
        redemptions: redemptionsOf.get(place.id) ?? 0,
        customers: ledgerOf.get(place.id)?.customers ?? 0,
      })),
    };
  },
} satisfies HandlerGroup;
