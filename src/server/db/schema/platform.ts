/**
 * Platform-wide catalogues and settings: countries, currencies, cities, store types, categories (both with
 * translations), redemptions packages, PayPal plans and the single row of platform settings.
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
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, id, money } from './columns';

export const currencies = pgTable('currencies', {
  code: char({ length: 3 }).primaryKey(),
  name: text().notNull(),
  symbol: text().notNull(),
});

export const countries = pgTable(
  'countries',
  {
    id: id(),
    name: text().notNull(),
    countryCode: char({ length: 2 }).notNull(),
    phoneCode: text().notNull(),
    currencyCode: char({ length: 3 })
      .notNull()
      .references(() => currencies.code),
  },
  (t) => [uniqueIndex('countries_country_code_key').on(t.countryCode)],
);

export const cities = pgTable(
  'cities',
  {
    id: id(),
    countryId: integer()
      .notNull()
      .references(() => countries.id),
    name: text().notNull(),
    latitude: doublePrecision().notNull().default(0),
    longitude: doublePrecision().notNull().default(0),
    zoom: integer().notNull().default(1),
    timeZone: text().notNull(),
  },
  (t) => [index('cities_country_name_idx').on(t.countryId, t.name)],
);

export const storeTypes = pgTable('store_types', {
  id: id(),
  name: text().notNull(),
  image: text().notNull().default(''),
});

export const storeTypeTranslations = pgTable(
  'store_type_translations',
  {
    storeTypeId: integer()
      .notNull()
      .references(() => storeTypes.id, { onDelete: 'cascade' }),
    languageCode: text().notNull(),
    text: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.storeTypeId, t.languageCode] })],
);

export const categories = pgTable('categories', {
  id: id(),
  image: text().notNull().default(''),
  createdAt: createdAt(),
});

export const categoryTranslations = pgTable(
  'category_translations',
  {
    categoryId: integer()
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    languageCode: text().notNull(),
    text: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.languageCode] })],
);

/** Redemptions packages ('Paquetes Canjes'). */
export const plans = pgTable('plans', {
  id: id(),
  name: text().notNull(),
  price: money().notNull(),
  redemptions: integer().notNull(),
  active: boolean().notNull().default(true),
  createdAt: createdAt(),
});

/** PayPal subscription plans as the administrator last saved them; `position` keeps the list order. */
export const paypalPlans = pgTable('paypal_plans', {
  id: text().primaryKey(),
  name: text().notNull(),
  price: money().notNull(),
  currencyCode: char({ length: 3 }).notNull(),
  interval: text({ enum: ['month', 'year'] }).notNull(),
  active: boolean().notNull().default(true),
  position: integer().notNull().default(0),
});

/**
 * One row (id = 1) of platform settings. Secrets (PayPal, WhatsApp) are stored for the integrations but
 * never answered: the contract only exposes whether one is set.
 */
export const platformSettings = pgTable(
  'platform_settings',
  {
    id: integer().primaryKey().default(1),
    supportPhone: text().notNull().default(''),
    bannersEnabled: boolean().notNull().default(false),
    clientWebApp: text().notNull().default(''),
    timeZone: text().notNull().default('UTC'),
    newStoreRedeemBought: integer().notNull().default(0),
    withSubscription: boolean().notNull().default(false),
    subscriptionPaypalPlanId: text().notNull().default(''),
    subscriptionTrialDays: integer().notNull().default(0),
    subscriptionFreeRewards: integer().notNull().default(0),
    paypalClientId: text().notNull().default(''),
    paypalSecret: text().notNull().default(''),
    paypalMode: text({ enum: ['sandbox', 'live'] })
      .notNull()
      .default('sandbox'),
    whatsappEnabled: boolean().notNull().default(false),
    whatsappPhone: text().notNull().default(''),
    whatsappAccessToken: text().notNull().default(''),
    whatsappWelcomeMessage: text().notNull().default(''),
    paymentCurrencyCode: char({ length: 3 }).notNull().default('EUR'),
    paymentPaypalEnabled: boolean().notNull().default(false),
    paymentTransferEnabled: boolean().notNull().default(true),
    paymentBankName: text().notNull().default(''),
    paymentAccountHolder: text().notNull().default(''),
    paymentAccountNumber: text().notNull().default(''),
    paymentInstructions: text().notNull().default(''),
  },
  (t) => [check('platform_settings_single_row', sql`${t.id} = 1`)],
);
