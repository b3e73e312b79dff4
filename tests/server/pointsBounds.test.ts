/**
 * Every amount and points value of the contract fits what its column holds, at the boundary: one
 * operation gives at most 1,000,000 points (a grant, a massive grant, a purchase's result), a reward costs
 * at most 100,000,000, an amount is at most 100,000,000 and an id at most 2^31 - 1; one more is refused
 * with a Spanish message and nothing is written. The sums that grow (balances, lifetime points, the
 * store's points given and redeemed) are 64-bit: past 2^31 every grant still works (issue 14: one
 * purchase overflowed the store's counter, and every later grant failed).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, pointsMovements, stores } from '../../src/server/db/schema';
import { newCustomer, OWNER, storeId } from './support/demoData';
import { createTestServer, type TestServer } from './support/testServer';

const MAX_PER_OPERATION = 1_000_000;
const MAX_INT32 = 2_147_483_647;

let server: TestServer;
let owner: string;
let cafe: number;

beforeAll(async () => {
  server = await createTestServer();
  owner = await server.login(OWNER);
  cafe = await storeId(server.db, 'Café Central');
});
afterAll(() => server.close());

const movementsOf = async (customerId: number) =>
  (await server.db.select().from(pointsMovements).where(eq(pointsMovements.customerId, customerId))).length;

async function conversion(conversionMoney: number, conversionPoints: number): Promise<void> {
  await server.db
    .update(stores)
    .set({ useConversion: true, conversionMoney, conversionPoints })
    .where(eq(stores.id, cafe));
}

describe('points one operation gives', () => {
  it('are at most 1,000,000 in a grant: the maximum is given, one more is refused', async () => {
    const customer = await newCustomer(server, owner);
    const { customer: after } = await server.ok(
      '/client/customer/add-points',
      { customerId: customer.id, points: MAX_PER_OPERATION },
      { token: owner },
    );
    expect(after.points).toBe(customer.points + MAX_PER_OPERATION);
    const before = await movementsOf(customer.id);
    const refusal = await server.fail(
      '/client/customer/add-points',
      { customerId: customer.id, points: MAX_PER_OPERATION + 1 },
      400,
      { token: owner },
    );
    expect(refusal.m).toBe("El campo 'points' debe ser como máximo 1000000.");
    expect(await movementsOf(customer.id)).toBe(before);
  });

  it('are at most 1,000,000 per customer in a massive grant', async () => {
    const refusal = await server.fail(
      '/client/process-massive-give-points',
      { points: MAX_PER_OPERATION + 1, description: 'Demasiado', target: 'all' },
      400,
      { token: owner },
    );
    expect(refusal.m).toBe("El campo 'points' debe ser como máximo 1000000.");
  });

  it("are at most 1,000,000 from a purchase: the report's purchase is refused in Spanish, nothing recorded", async () => {
    await conversion(1, 1);
    const customer = await newCustomer(server, owner);
    const before = await movementsOf(customer.id);
    const refusal = await server.fail(
      '/client/transaction/add',
      { customerId: customer.id, amount: 21_474_836 },
      400,
      { token: owner },
    );
    expect(refusal.m).toBe(
      'Esta compra daría 21.474.836 puntos y como máximo se dan 1.000.000 puntos por operación. Revise el importe.',
    );
    await server.fail('/client/transaction/add', { customerId: customer.id, amount: 1_000_001 }, 400, {
      token: owner,
    });
    expect(await movementsOf(customer.id)).toBe(before);
    const { movement } = await server.ok(
      '/client/transaction/add',
      { customerId: customer.id, amount: MAX_PER_OPERATION },
      { token: owner },
    );
    expect(movement.points).toBe(MAX_PER_OPERATION);
  });
});

describe('amounts, costs and ids', () => {
  it('take an amount of 100,000,000 and refuse one cent more', async () => {
    // One point per 100 spent: the largest amount earns exactly the most one operation gives.
    await conversion(100, 1);
    const customer = await newCustomer(server, owner);
    const { movement } = await server.ok(
      '/client/transaction/add',
      { customerId: customer.id, amount: 100_000_000 },
      { token: owner },
    );
    expect(movement).toEqual(expect.objectContaining({ amount: 100_000_000, points: MAX_PER_OPERATION }));
    const refusal = await server.fail(
      '/client/transaction/add',
      { customerId: customer.id, amount: 100_000_000.01 },
      400,
      { token: owner },
    );
    expect(refusal.m).toBe("El campo 'amount' debe ser como máximo 100000000.");
  });

  it('take a reward of 100,000,000 points and refuse one more', async () => {
    const reward = { name: 'Premio máximo', description: '', image: '', active: true, stock: null };
    const { reward: created } = await server.ok(
      '/client/reward/add',
      { ...reward, points: 100_000_000 },
      { token: owner },
    );
    expect(created.points).toBe(100_000_000);
    const refusal = await server.fail('/client/reward/add', { ...reward, points: 100_000_001 }, 400, {
      token: owner,
    });
    expect(refusal.m).toBe("El campo 'points' debe ser como máximo 100000000.");
  });

  it('refuse an id past 2^31 - 1 in Spanish, naming the field', async () => {
    const refusal = await server.fail(
      '/client/customer/add-points',
      { customerId: MAX_INT32 + 1, points: 1 },
      400,
      { token: owner },
    );
    expect(refusal.m).toBe("El campo 'customerId' debe ser como máximo 2147483647.");
    await server.fail('/client/customer/add-points', { customerId: MAX_INT32, points: 1 }, 404, {
      token: owner,
    });
  });
});

describe('sums past 2^31', () => {
  it("keep growing: a customer's balance and lifetime points and the store's totals", async () => {
    const customer = await newCustomer(server, owner);
    const start = MAX_INT32 - 10;
    await server.db
      .update(customers)
      .set({ points: start, totalPoints: start })
      .where(eq(customers.id, customer.id));
    await server.db
      .update(stores)
      .set({ pointsGiven: start, pointsRedeemed: start })
      .where(eq(stores.id, cafe));
    const first = await server.ok(
      '/client/customer/add-points',
      { customerId: customer.id, points: MAX_PER_OPERATION },
      { token: owner },
    );
    expect(first.customer).toEqual(
      expect.objectContaining({ points: start + MAX_PER_OPERATION, totalPoints: start + MAX_PER_OPERATION }),
    );
    expect(first.movement.balanceAfter).toBe(start + MAX_PER_OPERATION);
    // Every later grant of the store still works, and the totals add up exactly.
    const other = await newCustomer(server, owner, 25);
    const discount = await server.ok(
      '/client/customer/discount-points',
      { customerId: customer.id, points: 5 },
      { token: owner },
    );
    expect(discount.customer.points).toBe(start + MAX_PER_OPERATION - 5);
    const [store] = await server.db
      .select({ pointsGiven: stores.pointsGiven })
      .from(stores)
      .where(eq(stores.id, cafe));
    expect(store?.pointsGiven).toBeGreaterThan(MAX_INT32);
    expect(store?.pointsGiven).toBe(start + MAX_PER_OPERATION + other.points);
    const { customer: read } = await server.ok(
      '/client/customer/info',
      { customerId: customer.id },
      {
        token: owner,
      },
    );
    expect(read.points).toBe(start + MAX_PER_OPERATION - 5);
  });
});
