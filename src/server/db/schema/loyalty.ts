/**
 * The loyalty programme of a store: customers, levels, the points ledger, rewards, redemptions, coupons,
 * reviews and surveys.
 */
import { type SQL, sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { counter, createdAt, foldedSql, id, instant, money } from './columns';
import { stores } from './stores';

export const levels = pgTable(
  'levels',
  {
    id: id(),
    storeId: integer()
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    description: text().notNull().default(''),
    minPoints: integer().notNull(),
    color: text().notNull().default('#9ca3af'),
    position: integer().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('levels_store_min_points_idx').on(t.storeId, t.minPoints)],
);

/**
 * A store's customers. The QR code is derived from the id (compact identifier), so it is not stored.
 * Deleting a customer anonymises the row and sets deletedAt: the ledger keeps pointing at it and the
 * store's figures do not change. Emails and mobiles are unique per store among live customers.
 */
export const customers = pgTable(
  'customers',
  {
    id: id(),
    storeId: integer()
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    firstName: text().notNull(),
    lastName: text().notNull().default(''),
    email: text().notNull().default(''),
    mobile: text().notNull().default(''),
    birthDate: date({ mode: 'string' }),
    points: counter().notNull().default(0),
    totalPoints: counter().notNull().default(0),
    levelId: integer().references(() => levels.id, { onDelete: 'set null' }),
    lastVisitAt: instant(),
    createdAt: createdAt(),
    deletedAt: instant(),
    /**
     * What the list's free-text search matches, folded (lower case, no accents: foldedSql); a trigram
     * index serves each word's '%word%'.
     */
    searchText: text()
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          foldedSql(
            sql`${customers.firstName} || ' ' || ${customers.lastName} || ' ' || ${customers.email} || ' ' || ${customers.mobile}`,
          ),
      ),
  },
  (t) => {
    const live = sql`${t.deletedAt} IS NULL`;
    return [
      check('customers_points_not_negative', sql`${t.points} >= 0 AND ${t.totalPoints} >= 0`),
      uniqueIndex('customers_store_email_key')
        .on(t.storeId, t.email)
        .where(sql`${t.email} <> '' AND ${t.deletedAt} IS NULL`),
      uniqueIndex('customers_store_mobile_key')
        .on(t.storeId, t.mobile)
        .where(sql`${t.mobile} <> '' AND ${t.deletedAt} IS NULL`),
      // The paged list's sort orders, each within one store and over live customers only: a page is
      // found by an index-only scan of these (customer/all looks the 50 rows up afterwards).
      index('customers_store_created_idx').on(t.storeId, t.createdAt, t.id).where(live),
      index('customers_store_first_name_idx').on(t.storeId, t.firstName, t.id).where(live),
      index('customers_store_last_name_idx').on(t.storeId, t.lastName, t.id).where(live),
      index('customers_store_points_idx').on(t.storeId, t.points, t.id).where(live),
      index('customers_store_last_visit_idx').on(t.storeId, t.lastVisitAt, t.id).where(live),
      index('customers_store_level_idx').on(t.storeId, t.levelId),
      index('customers_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    ];
  },
);

/** Push devices of a customer's app, the targets of notifications. */
export const customerDevices = pgTable(
  'customer_devices',
  {
    id: id(),
    customerId: integer()
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    platform: text({ enum: ['ios', 'android', 'web'] }).notNull(),
    pushToken: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('customer_devices_push_token_key').on(t.pushToken),
    // A push to one customer counts their devices; sending to a whole store joins them by customer.
    index('customer_devices_customer_idx').on(t.customerId),
  ],
);

export const rewards = pgTable(
  'rewards',
  {
    id: id(),
    storeId: integer()
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    description: text().notNull().default(''),
    image: text().notNull().default(''),
    points: integer().notNull(),
    active: boolean().notNull().default(true),
    /** null: unlimited. */
    stock: integer(),
    redeemedCount: integer().notNull().default(0),
    createdAt: createdAt(),
    /** Deleted rewards stay as rows so that past redemptions keep pointing at them. */
    deletedAt: instant(),
  },
  (t) => [
    index('rewards_store_points_idx').on(t.storeId, t.points),
    check('rewards_stock_not_negative', sql`${t.stock} IS NULL OR ${t.stock} >= 0`),
  ],
);

export const MOVEMENT_TYPES = [
  'welcome',
  'purchase',
  'grant',
  'discount',
  'deletion',
  'redemption',
  'refund',
  'massive',
  'coupon',
  'order',
] as const;
export type MovementType = (typeof MOVEMENT_TYPES)[number];

export const REDEMPTION_STATUSES = ['pending', 'confirmed', 'cancelled'] as const;
export const REDEMPTION_SOURCES = ['store', 'request'] as const;

export const redemptions = pgTable(
  'redemptions',
  {
    id: id(),
    storeId: integer()
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    customerId: integer()
      .notNull()
      .references(() => customers.id),
    rewardId: integer()
      .notNull()
      .references(() => rewards.id),
    points: integer().notNull(),
    status: text({ enum: REDEMPTION_STATUSES }).notNull(),
    source: text({ enum: REDEMPTION_SOURCES }).notNull(),
    // Where and by whom: kept as written, since locations and employees may be deleted later.
    locationId: integer(),
    locationName: text(),
    employeeId: integer(),
    employeeName: text(),
    createdAt: createdAt(),
    resolvedAt: instant(),
  },
  (t) => [
    index('redemptions_store_status_idx').on(t.storeId, t.status, t.createdAt),
    index('redemptions_store_created_idx').on(t.storeId, t.createdAt),
    index('redemptions_customer_idx').on(t.customerId, t.status),
  ],
);

export const coupons = pgTable(
  'coupons',
  {
    id: id(),
    storeId: integer()
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    code: text().notNull(),
    points: integer().notNull(),
    description: text().notNull().default(''),
    expirationDate: date({ mode: 'string' }),
    usedByCustomerId: integer().references(() => customers.id),
    usedAt: instant(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('coupons_store_code_key').on(t.storeId, t.code),
    index('coupons_store_created_idx').on(t.storeId, t.createdAt),
  ],
);

/**
 * The points ledger: one row per change of a balance, written in the same transaction as the balance.
 * `points` is signed; `balanceAfter` is the balance right after the row. A reversed grant keeps its row
 * with deleted = true and gets a 'deletion' row pointing at it.
 */
export const pointsMovements = pgTable(
  'points_movements',
  {
    id: id(),
    storeId: integer()
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    customerId: integer()
      .notNull()
      .references(() => customers.id),
    type: text({ enum: MOVEMENT_TYPES }).notNull(),
    points: integer().notNull(),
    balanceAfter: counter().notNull(),
    amount: money(),
    ticketNumber: text().notNull().default(''),
    description: text().notNull().default(''),
    locationId: integer(),
    locationName: text(),
    employeeId: integer(),
    employeeName: text(),
    deleted: boolean().notNull().default(false),
    reversesMovementId: integer(),
    redemptionId: integer().references(() => redemptions.id),
    couponId: integer().references(() => coupons.id, { onDelete: 'set null' }),
    orderId: integer(),
    createdAt: createdAt(),
  },
  (t) => [
    check('points_movements_balance_not_negative', sql`${t.balanceAfter} >= 0`),
    index('points_movements_store_created_idx').on(t.storeId, t.createdAt),
    index('points_movements_customer_created_idx').on(t.customerId, t.createdAt),
    index('points_movements_store_location_created_idx').on(t.storeId, t.locationId, t.createdAt),
    uniqueIndex('points_movements_reverses_key').on(t.reversesMovementId),
  ],
);

export const reviews = pgTable(
  'reviews',
  {
    id: id(),
    storeId: integer()
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    customerId: integer()
      .notNull()
      .references(() => customers.id),
    rating: integer().notNull(),
    comment: text().notNull().default(''),
    response: text().notNull().default(''),
    respondedAt: instant(),
    locationId: integer(),
    locationName: text(),
    createdAt: createdAt(),
  },
  (t) => [
    index('reviews_store_created_idx').on(t.storeId, t.createdAt),
    check('reviews_rating_range', sql`${t.rating} BETWEEN 1 AND 5`),
  ],
);

export const surveys = pgTable(
  'surveys',
  {
    id: id(),
    storeId: integer()
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    customerId: integer()
      .notNull()
      .references(() => customers.id),
    score: integer().notNull(),
    comment: text().notNull().default(''),
    locationId: integer(),
    locationName: text(),
    createdAt: createdAt(),
  },
  (t) => [
    index('surveys_store_created_idx').on(t.storeId, t.createdAt),
    check('surveys_score_range', sql`${t.score} BETWEEN 0 AND 10`),
  ],
);
