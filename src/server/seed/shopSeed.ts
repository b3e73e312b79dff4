/**
 * The demo stores' online shops: products, shipping costs, payment methods, and orders of the last two
 * months in every status, some with staff notes. A delivered order earns its customer the products'
 * points through the ledger, as moving it to delivered does; so that every customer's ledger stays in
 * time order, a delivered order goes to a customer whose last movement came before the delivery.
 */
import { and, asc, eq, isNull, max } from 'drizzle-orm';
import { floorMoney } from '../../lib/money';
import {
  customers,
  type ORDER_STATUSES,
  orderItems,
  orderNotes,
  orders,
  paymentMethods,
  pointsMovements,
  products,
  shippingCosts,
} from '../db/schema';
import type { Actor } from '../ledger/ledger';
import { recordMovement } from '../ledger/ledger';
import { messages } from '../messages';
import { orderNumber } from '../views/orderView';
import { DEMO_EMPLOYEE } from './accountsSeed';
import { DEMO_STORES, type DemoStore } from './demoStores';
import { DAY_MS } from './historyPlan';
import { Random } from './random';
import { requireId, type SeedContext, type SeedModule } from './seedContext';
import { DEMO_SHOPS, type DemoShop, ORDER_NOTES } from './shopData';

const SEED = 73_921;
const HOUR_MS = 3_600_000;
const ORDER_DAYS = 60;
const OTHER_CITIES = ['Valencia', 'Zaragoza', 'Bilbao', 'Málaga'];

type Status = (typeof ORDER_STATUSES)[number];

interface Buyer {
  id: number;
  email: string;
  mobile: string;
  createdAt: Date;
  /** When the customer's balance last moved: a new ledger row must come after it. */
  lastMovementAt: Date;
}

interface ProductRow {
  id: number;
  name: string;
  price: number;
  points: number;
}

interface ShippingRow {
  cityId: number | null;
  price: number;
  freeFrom: number | null;
  active: boolean;
}

/** Recent orders are still on their way; older ones were delivered or cancelled. */
function statusForAge(random: Random, ageDays: number): Status {
  if (ageDays < 2) {
    return random.weighted<Status>([
      ['pending', 40],
      ['paid', 35],
      ['preparing', 25],
    ]);
  }
  if (ageDays < 6) {
    return random.weighted<Status>([
      ['paid', 15],
      ['preparing', 30],
      ['shipped', 40],
      ['delivered', 10],
      ['cancelled', 5],
    ]);
  }
  return random.weighted<Status>([
    ['delivered', 80],
    ['cancelled', 15],
    ['shipped', 5],
  ]);
}

/** Up to `count` different items, in random order. */
function pickDistinct<T>(random: Random, items: readonly T[], count: number): T[] {
  const pool = [...items];
  const chosen: T[] = [];
  while (chosen.length < count && pool.length > 0) {
    const [item] = pool.splice(random.int(0, pool.length - 1), 1);
    if (item !== undefined) chosen.push(item);
  }
  return chosen;
}

/** Orders to seed: about one per 25 customers, between 12 and 80 per store. */
function orderCount(customerCount: number): number {
  return Math.min(80, Math.max(12, Math.round(customerCount / 25)));
}

async function seedCatalogue(context: SeedContext, demo: DemoStore, shop: DemoShop, storeId: number) {
  const { db, ids, options } = context;
  const created = new Date(options.now.getTime() - (ORDER_DAYS + 30) * DAY_MS);
  const productRows = await db
    .insert(products)
    .values(
      shop.products.map(({ category, ...product }) => ({
        ...product,
        storeId,
        categoryId: requireId(ids.categories, category),
        createdAt: created,
      })),
    )
    .returning();
  const shippingRows = await db
    .insert(shippingCosts)
    .values(
      shop.shippingCosts.map(({ city, ...cost }) => ({
        ...cost,
        storeId,
        cityId: city === null ? null : requireId(ids.cities, city),
      })),
    )
    .returning();
  await db.insert(paymentMethods).values(shop.paymentMethods.map((method) => ({ ...method, storeId })));
  return {
    products: productRows.filter((row) => row.active),
    shipping: shippingRows,
    homeCityId: requireId(ids.cities, demo.city),
  };
}

async function loadBuyers(context: SeedContext, storeId: number): Promise<Buyer[]> {
  const { db } = context;
  const lastMoves = await db
    .select({ customerId: pointsMovements.customerId, last: max(pointsMovements.createdAt) })
    .from(pointsMovements)
    .where(eq(pointsMovements.storeId, storeId))
    .groupBy(pointsMovements.customerId);
  const lastById = new Map(lastMoves.map((row) => [row.customerId, row.last]));
  const rows = await db
    .select({
      id: customers.id,
      email: customers.email,
      mobile: customers.mobile,
      createdAt: customers.createdAt,
    })
    .from(customers)
    .where(and(eq(customers.storeId, storeId), isNull(customers.deletedAt)))
    .orderBy(asc(customers.id));
  return rows.map((row) => ({ ...row, lastMovementAt: lastById.get(row.id) ?? row.createdAt }));
}

function shippingFor(shipping: ShippingRow[], cityId: number | null, subtotal: number): number {
  const live = shipping.filter((cost) => cost.active);
  const cost = live.find((row) => row.cityId === cityId) ?? live.find((row) => row.cityId === null);
  if (!cost || (cost.freeFrom !== null && subtotal >= cost.freeFrom)) return 0;
  return cost.price;
}

async function seedOrders(
  context: SeedContext,
  demo: DemoStore,
  shop: DemoShop,
  storeId: number,
  catalogue: { products: ProductRow[]; shipping: ShippingRow[]; homeCityId: number },
  random: Random,
) {
  const { db, options, ids } = context;
  const now = options.now.getTime();
  const owner: Actor = { id: ids.owners[demo.key], name: `${demo.owner.firstName} ${demo.owner.lastName}` };
  const staff: Actor[] =
    demo.key === 'cafe'
      ? [owner, { id: ids.employee, name: `${DEMO_EMPLOYEE.firstName} ${DEMO_EMPLOYEE.lastName}` }]
      : [owner];
  const buyers = await loadBuyers(context, storeId);
  const placedTimes = Array.from(
    { length: orderCount(buyers.length) },
    () => now - random.int(1, ORDER_DAYS * 24 * 60) * 60_000,
  ).sort((a, b) => a - b);

  for (const placed of placedTimes) {
    let status = statusForAge(random, (now - placed) / DAY_MS);
    // Moved on some hours later, but never after now (an order placed minutes ago moved at once).
    const updated =
      status === 'pending'
        ? placed
        : Math.max(placed, Math.min(placed + random.int(2, 72) * HOUR_MS, now - 10 * 60_000));
    const joinedBefore = buyers.filter((buyer) => buyer.createdAt.getTime() < placed);
    const canEarn = joinedBefore.filter((buyer) => buyer.lastMovementAt.getTime() < updated);
    if (status === 'delivered' && canEarn.length === 0) status = 'shipped';
    const pool = status === 'delivered' ? canEarn : joinedBefore;
    if (pool.length === 0) continue;
    const buyer = random.pick(pool);

    const chosen = pickDistinct(random, catalogue.products, random.int(1, 3));
    const items = chosen.map((product) => ({
      product,
      quantity: random.weighted<number>([
        [1, 70],
        [2, 22],
        [3, 8],
      ]),
    }));
    const subtotal = floorMoney(items.reduce((sum, item) => sum + item.quantity * item.product.price, 0));
    const local = random.chance(0.85);
    const shippingCost = shippingFor(catalogue.shipping, local ? catalogue.homeCityId : null, subtotal);
    const address = local
      ? `${random.pick(shop.streets)} ${random.int(1, 120)}, ${random.pick(shop.postalCodes)} ${demo.city}`
      : `Calle Mayor ${random.int(1, 60)}, ${random.pick(OTHER_CITIES)}`;
    const total = floorMoney(subtotal + shippingCost);

    const [order] = await db
      .insert(orders)
      .values({
        storeId,
        customerId: buyer.id,
        customerEmail: buyer.email,
        customerMobile: buyer.mobile,
        subtotal,
        shippingCost,
        total,
        status,
        shippingAddress: address,
        createdAt: new Date(placed),
        updatedAt: new Date(updated),
      })
      .returning({ id: orders.id });
    if (!order) throw new Error('Seed: an order was not created');
    await db.insert(orderItems).values(
      items.map(({ product, quantity }) => ({
        orderId: order.id,
        productId: product.id,
        name: product.name,
        quantity,
        unitPrice: product.price,
        points: product.points,
      })),
    );
    if (random.chance(0.3)) {
      // Notes come half an hour apart after the order; those whose time has not come are not written.
      const notes = Array.from({ length: random.int(1, 2) }, (_, index) => ({
        orderId: order.id,
        text: random.pick(ORDER_NOTES),
        author: random.pick(staff).name,
        createdAt: new Date(placed + (index + 1) * 30 * 60_000),
      })).filter((note) => note.createdAt.getTime() <= now);
      if (notes.length > 0) await db.insert(orderNotes).values(notes);
    }
    const points = items.reduce((sum, item) => sum + item.quantity * item.product.points, 0);
    if (status === 'delivered' && points > 0) {
      await recordMovement(
        db,
        {
          storeId,
          customerId: buyer.id,
          type: 'order',
          points,
          lifetimePoints: points,
          amount: total,
          description: messages.orders.movement(orderNumber(order.id)),
          location: null,
          employee: owner,
          orderId: order.id,
        },
        () => new Date(updated),
      );
      buyer.lastMovementAt = new Date(updated);
    }
  }
}

export const shopSeed: SeedModule = {
  name: 'tienda online',
  async run(context) {
    const random = new Random(SEED);
    for (const demo of DEMO_STORES) {
      const storeId = context.ids.stores[demo.key];
      const shop = DEMO_SHOPS[demo.key];
      const catalogue = await seedCatalogue(context, demo, shop, storeId);
      await seedOrders(context, demo, shop, storeId, catalogue, random);
    }
  },
};
