/**
 * The store's online shop (products, orders with items and notes, shipping costs, payment methods) and
 * what stores pay the platform (redemptions packages, subscriptions).
 */
import { sql } from 'drizzle-orm';
import { boolean, char, date, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, money } from './columns';
import { customers } from './loyalty';
import { categories, cities, plans } from './platform';
import { stores } from './stores';

export const products = pgTable(
  'products',
  {
    id: id(),
    storeId: integer()
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    description: text().notNull().default(''),
    sku: text().notNull().default(''),
    image: text().notNull().default(''),
    price: money().notNull(),
    points: integer().notNull().default(0),
    stock: integer(),
    active: boolean().notNull().default(true),
    categoryId: integer().references(() => categories.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('products_store_name_idx').on(t.storeId, t.name)],
);

export const ORDER_STATUSES = ['pending', 'paid', 'preparing', 'shipped', 'delivered', 'cancelled'] as const;

export const orders = pgTable(
  'orders',
  {
    id: id(),
    storeId: integer()
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    customerId: integer()
      .notNull()
      .references(() => customers.id),
    // The customer's contact as it was when ordering.
    customerEmail: text().notNull().default(''),
    customerMobile: text().notNull().default(''),
    subtotal: money().notNull(),
    shippingCost: money().notNull(),
    total: money().notNull(),
    status: text({ enum: ORDER_STATUSES }).notNull().default('pending'),
    shippingAddress: text().notNull().default(''),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [
    index('orders_store_created_idx').on(t.storeId, t.createdAt),
    index('orders_customer_idx').on(t.customerId),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: id(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer().references(() => products.id, { onDelete: 'set null' }),
    name: text().notNull(),
    quantity: integer().notNull(),
    unitPrice: money().notNull(),
    /** Points per unit earned when the order is delivered, as they were when ordering. */
    points: integer().notNull().default(0),
  },
  (t) => [index('order_items_order_idx').on(t.orderId)],
);

export const orderNotes = pgTable(
  'order_notes',
  {
    id: id(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    text: text().notNull(),
    author: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('order_notes_order_idx').on(t.orderId, t.createdAt)],
);

export const shippingCosts = pgTable(
  'shipping_costs',
  {
    id: id(),
    storeId: integer()
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    cityId: integer().references(() => cities.id, { onDelete: 'cascade' }),
    price: money().notNull(),
    freeFrom: money(),
    active: boolean().notNull().default(true),
  },
  // One per city, and one without a city (everywhere else): coalesce makes the null city comparable.
  (t) => [uniqueIndex('shipping_costs_store_city_key').on(t.storeId, sql`coalesce(${t.cityId}, 0)`)],
);

export const PAYMENT_METHOD_TYPES = ['cash', 'transfer', 'card', 'paypal', 'link'] as const;

export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: id(),
    storeId: integer()
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    type: text({ enum: PAYMENT_METHOD_TYPES }).notNull(),
    name: text().notNull(),
    instructions: text().notNull().default(''),
    active: boolean().notNull().default(true),
  },
  (t) => [index('payment_methods_store_idx').on(t.storeId)],
);

export const STORE_PAYMENT_METHODS = ['paypal', 'transfer', 'cash', 'card', 'other'] as const;

/** A store's payment to the platform for redemptions packages. */
export const storePayments = pgTable(
  'store_payments',
  {
    id: id(),
    storeId: integer()
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    planId: integer().references(() => plans.id, { onDelete: 'set null' }),
    planName: text().notNull().default(''),
    redemptions: integer().notNull(),
    amount: money().notNull(),
    currencyCode: char({ length: 3 }).notNull(),
    method: text({ enum: STORE_PAYMENT_METHODS }).notNull(),
    reference: text().notNull().default(''),
    paidAt: date({ mode: 'string' }).notNull(),
    note: text().notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('store_payments_store_idx').on(t.storeId, t.paidAt)],
);

export const SUBSCRIPTION_STATUSES = ['active', 'cancelled', 'expired'] as const;

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: id(),
    storeId: integer()
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    paypalPlanId: text().notNull(),
    paypalSubscriptionId: text().notNull(),
    status: text({ enum: SUBSCRIPTION_STATUSES }).notNull(),
    amount: money().notNull(),
    currencyCode: char({ length: 3 }).notNull(),
    startDate: date({ mode: 'string' }).notNull(),
    endDate: date({ mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('subscriptions_paypal_id_key').on(t.paypalSubscriptionId),
    index('subscriptions_store_idx').on(t.storeId, t.createdAt),
  ],
);
