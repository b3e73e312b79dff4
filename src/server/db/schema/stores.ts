/**
 * Stores, their users (owners, employees, platform administrators), sessions, recovery tokens, rate-limited
 * attempts, the store's API token and its locations.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  char,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { counter, createdAt, id, instant, money } from './columns';
import { cities, countries, currencies, storeTypes } from './platform';

export const stores = pgTable(
  'stores',
  {
    id: id(),
    name: text().notNull(),
    slug: text().notNull(),
    storeTypeId: integer()
      .notNull()
      .references(() => storeTypes.id),
    countryId: integer()
      .notNull()
      .references(() => countries.id),
    /** The store's home city: its time zone is the store's (scheduled notifications, daily figures). */
    cityId: integer().references(() => cities.id, { onDelete: 'set null' }),
    currencyCode: char({ length: 3 })
      .notNull()
      .references(() => currencies.code),
    active: boolean().notNull().default(true),
    ruc: text().notNull().default(''),
    // Loyalty settings
    useConversion: boolean().notNull().default(false),
    conversionPoints: integer().notNull().default(1),
    conversionMoney: money().notNull().default(1),
    welcomePoints: integer().notNull().default(0),
    emailOnCustomerCreation: boolean().notNull().default(true),
    emailOnGivePoints: boolean().notNull().default(true),
    emailOnRedeemed: boolean().notNull().default(true),
    showDescriptionField: boolean().notNull().default(false),
    showTicketNumberField: boolean().notNull().default(false),
    requestReward: boolean().notNull().default(false),
    rewardRequestInfo: text().notNull().default(''),
    qrReward: boolean().notNull().default(false),
    discountGivenPoints: boolean().notNull().default(false),
    // Business profile
    logo: text().notNull().default(''),
    phone: text().notNull().default(''),
    phoneCode: text().notNull().default(''),
    description: text().notNull().default(''),
    email: text().notNull().default(''),
    ordersLink: text().notNull().default(''),
    // Redemptions the store may still give: bought packages, and the free ones of the month
    redeemBought: counter().notNull().default(0),
    redeemFree: integer().notNull().default(0),
    monthFreeRedeems: integer().notNull().default(0),
    /**
     * The month ('YYYY-MM', in the store's time zone) whose free redemptions redeemFree holds: the
     * scheduler refills it with monthFreeRedeems once when the month changes (null: never refilled).
     */
    freeRedeemsMonth: text(),
    // Plan flags set by the administrator
    planShowProducts: boolean().notNull().default(false),
    planShowOffers: boolean().notNull().default(false),
    planShowNews: boolean().notNull().default(false),
    planPushNotifications: boolean().notNull().default(false),
    planLocationLimit: integer().notNull().default(0),
    // Counters kept by the ledger in the same transaction as each movement: the sums of points are
    // 64-bit (one store gives billions over the years); the others grow by one per customer or redemption.
    clientsAmount: integer().notNull().default(0),
    pointsGiven: counter().notNull().default(0),
    pointsRedeemed: counter().notNull().default(0),
    redemptionsCount: integer().notNull().default(0),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [
    uniqueIndex('stores_slug_key').on(t.slug),
    index('stores_created_at_idx').on(t.createdAt),
    check(
      'stores_counters_not_negative',
      sql`${t.redeemBought} >= 0 AND ${t.redeemFree} >= 0 AND ${t.clientsAmount} >= 0`,
    ),
  ],
);

export const locations = pgTable(
  'locations',
  {
    id: id(),
    storeId: integer()
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    address: text().notNull().default(''),
    phone: text().notNull().default(''),
    // A city that locations use cannot be deleted (the administrator moves them first).
    cityId: integer().references(() => cities.id, { onDelete: 'restrict' }),
    latitude: doublePrecision(),
    longitude: doublePrecision(),
    active: boolean().notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('locations_store_name_idx').on(t.storeId, t.name), index('locations_city_idx').on(t.cityId)],
);

export const USER_TYPES = ['admin', 'client'] as const;
export const STORE_USER_TYPES = ['owner', 'employee'] as const;

/**
 * Every account: platform administrators (no store) and store users (an owner or an employee of one
 * store). Emails are kept in lower case and are unique across the platform, so one sign-in form serves all.
 */
export const users = pgTable(
  'users',
  {
    id: id(),
    email: text().notNull(),
    passwordHash: text().notNull(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    mobile: text().notNull().default(''),
    userType: text({ enum: USER_TYPES }).notNull(),
    storeId: integer().references(() => stores.id, { onDelete: 'cascade' }),
    storeUserType: text({ enum: STORE_USER_TYPES }),
    // No action on delete: a branch with employees bound to it is not deleted (they would become unbound,
    // free to act on every branch); the owner moves them first.
    locationId: integer().references(() => locations.id),
    permRedeem: boolean().notNull().default(true),
    permGivePoints: boolean().notNull().default(true),
    permCreateCustomer: boolean().notNull().default(true),
    permStore: boolean().notNull().default(false),
    countryId: integer().references(() => countries.id, { onDelete: 'set null' }),
    defaultLanguage: text().notNull().default('es'),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    index('users_store_idx').on(t.storeId, t.storeUserType),
    check(
      'users_kind',
      sql`(${t.userType} = 'admin' AND ${t.storeId} IS NULL AND ${t.storeUserType} IS NULL)
        OR (${t.userType} = 'client' AND ${t.storeId} IS NOT NULL AND ${t.storeUserType} IS NOT NULL)`,
    ),
    check('users_email_lower_case', sql`${t.email} = lower(${t.email})`),
  ],
);

/** Open sessions. Only the SHA-256 of the token is kept, so a copy of the table opens no session. */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull(),
    createdAt: createdAt(),
    lastSeenAt: createdAt(),
    expiresAt: instant().notNull(),
  },
  (t) => [uniqueIndex('sessions_token_hash_key').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

/**
 * Browsers an account has signed in from: OWASP's "device cookie", kept by the browser in localStorage
 * (sessions travel in a header, not a cookie) and sent with the next sign-in. Each known device has its
 * own allowance of failed sign-ins, so that guesses from elsewhere, which close the account to new
 * devices for a while, never lock its owner out of a browser they already use. Only the token's SHA-256
 * is kept.
 */
export const signInDevices = pgTable(
  'sign_in_devices',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull(),
    createdAt: createdAt(),
    lastUsedAt: createdAt(),
  },
  (t) => [
    uniqueIndex('sign_in_devices_token_hash_key').on(t.tokenHash),
    index('sign_in_devices_user_idx').on(t.userId, t.lastUsedAt),
  ],
);

/** Single-use password recovery tokens (hashed), valid for an hour. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull(),
    createdAt: createdAt(),
    expiresAt: instant().notNull(),
    usedAt: instant(),
  },
  (t) => [uniqueIndex('password_resets_token_hash_key').on(t.tokenHash)],
);

/**
 * Attempts counted against the rate limits (sign-in, password recovery, registration, password checks):
 * one row per attempt and bucket ('<limit>:<key>', e.g. an address or an email), counted over each
 * limit's sliding window and pruned once out of it.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    id: id(),
    bucket: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('rate_limit_hits_bucket_idx').on(t.bucket, t.createdAt)],
);

/** The store's token for its own integrations: one per store, kept hashed. */
export const apiTokens = pgTable(
  'api_tokens',
  {
    storeId: integer()
      .primaryKey()
      .references(() => stores.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull(),
    prefix: text().notNull(),
    createdAt: createdAt(),
    lastUsedAt: instant(),
  },
  (t) => [uniqueIndex('api_tokens_token_hash_key').on(t.tokenHash)],
);
