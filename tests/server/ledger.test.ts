/**
 * The points ledger under load and at its edges: concurrent grants add up exactly, concurrent
 * redemptions never take a balance below zero, a movement is reversed once, and every balance, lifetime
 * total, level and store counter agrees with the ledger rows (the seeded history included).
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, pointsMovements, rewards, stores } from '../../src/server/db/schema';
import {
  balanceOf,
  levelsOf,
  newCustomer,
  OWNER,
  requestFromApp,
  rewardsOf,
  storeId,
} from './support/demoData';
import { balancesNotExplained, countersNotExplained, levelsNotExplained } from './support/ledgerInvariants';
import { createTestServer, type TestServer } from './support/testServer';

let server: TestServer;
let owner: string;
let cafe: number;

beforeAll(async () => {
  server = await createTestServer();
  owner = await server.login(OWNER);
  cafe = await storeId(server.db, 'Café Central');
});
afterAll(() => server.close());

async function storeCounters() {
  const [row] = await server.db
    .select({
      pointsGiven: stores.pointsGiven,
      redeemBought: stores.redeemBought,
      redeemFree: stores.redeemFree,
    })
    .from(stores)
    .where(eq(stores.id, cafe));
  if (!row) throw new Error('No store');
  return row;
}

describe('concurrency', () => {
  it('100 concurrent add-points on one customer leave exactly the right balance and ledger', async () => {
    const customer = await newCustomer(server, owner);
    const before = await storeCounters();
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, index) =>
        server.request(
          '/client/customer/add-points',
          { customerId: customer.id, points: index + 1 },
          { token: owner },
        ),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(100).fill(200));
    const expected = customer.points + 5050;
    expect(await balanceOf(server.db, customer.id)).toEqual(
      expect.objectContaining({ points: expected, totalPoints: expected }),
    );
    const grants = await server.db
      .select({ balanceAfter: pointsMovements.balanceAfter })
      .from(pointsMovements)
      .where(and(eq(pointsMovements.customerId, customer.id), eq(pointsMovements.type, 'grant')));
    // Each grant saw the balance left by the one before it: the balances after are all different.
    expect(new Set(grants.map((grant) => grant.balanceAfter)).size).toBe(100);
    expect(Math.max(...grants.map((grant) => grant.balanceAfter))).toBe(expected);
    expect((await storeCounters()).pointsGiven - before.pointsGiven).toBe(5050);
  });

  it('concurrent redemptions never take a balance below zero', async () => {
    const [cheapest] = await rewardsOf(server.db, cafe);
    const price = cheapest?.points ?? 0;
    const fresh = await newCustomer(server, owner);
    const customer = await newCustomer(server, owner);
    await server.ok(
      '/client/customer/add-points',
      { customerId: customer.id, points: 3 * price + 10 - fresh.points },
      { token: owner },
    );
    const before = await storeCounters();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        server.request(
          '/client/customer/give-reward',
          { customerId: customer.id, rewardId: cheapest?.id },
          { token: owner },
        ),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, 200, 200, 409, 409, 409, 409, 409, 409, 409]);
    expect((await balanceOf(server.db, customer.id)).points).toBe(10);
    const after = await storeCounters();
    // Each redemption used one of the store's redemptions, the month's free ones first.
    expect(before.redeemFree + before.redeemBought - (after.redeemFree + after.redeemBought)).toBe(3);
  });

  it('reverses a movement only once, even when asked twice at the same time', async () => {
    const customer = await newCustomer(server, owner);
    const { movement } = await server.ok(
      '/client/customer/add-points',
      { customerId: customer.id, points: 40 },
      { token: owner },
    );
    const answers = await Promise.all(
      [1, 2].map(() =>
        server.request('/client/customer/delete-points', { movementId: movement.id }, { token: owner }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect((await balanceOf(server.db, customer.id)).points).toBe(customer.points);
  });

  it('sells the last unit of a limited reward once', async () => {
    const { reward } = await server.ok(
      '/client/reward/add',
      { name: 'Última taza', description: '', image: '', points: 10, active: true, stock: 1 },
      { token: owner },
    );
    const buyers = await Promise.all([newCustomer(server, owner, 100), newCustomer(server, owner, 100)]);
    const answers = await Promise.all(
      buyers.map((buyer) =>
        server.request(
          '/client/customer/give-reward',
          { customerId: buyer.id, rewardId: reward.id },
          { token: owner },
        ),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const [row] = await server.db
      .select({ stock: rewards.stock, redeemedCount: rewards.redeemedCount })
      .from(rewards)
      .where(eq(rewards.id, reward.id));
    expect(row).toEqual({ stock: 0, redeemedCount: 1 });
  });
});

describe('edges', () => {
  it('refuses a discount larger than the balance (409) and leaves the balance alone', async () => {
    const customer = await newCustomer(server, owner);
    const refusal = await server.fail(
      '/client/customer/discount-points',
      { customerId: customer.id, points: customer.points + 1 },
      409,
      { token: owner },
    );
    expect(refusal.m).toBe('El cliente no tiene puntos suficientes.');
    expect((await balanceOf(server.db, customer.id)).points).toBe(customer.points);
  });

  it('refuses to reverse a discount or a reversal (409)', async () => {
    const customer = await newCustomer(server, owner, 50);
    const { movement: discount } = await server.ok(
      '/client/customer/discount-points',
      { customerId: customer.id, points: 5 },
      { token: owner },
    );
    await server.fail('/client/customer/delete-points', { movementId: discount.id }, 409, { token: owner });
  });

  it('moves a customer up a level when lifetime points reach it, and back down when the grant is reversed', async () => {
    const levels = await levelsOf(server.db, cafe);
    const silver = levels[1];
    const customer = await newCustomer(server, owner);
    const { movement, customer: after } = await server.ok(
      '/client/customer/add-points',
      { customerId: customer.id, points: (silver?.minPoints ?? 0) - customer.points },
      { token: owner },
    );
    expect(after.level?.id).toBe(silver?.id);
    const { customer: reverted } = await server.ok(
      '/client/customer/delete-points',
      { movementId: movement.id },
      { token: owner },
    );
    expect(reverted.level?.id).toBe(levels[0]?.id);
  });

  it('gives purchase points per whole conversion unit, rounding the amount down to cents', async () => {
    const customer = await newCustomer(server, owner);
    const { movement } = await server.ok(
      '/client/transaction/add',
      { customerId: customer.id, amount: 9.999 },
      { token: owner },
    );
    expect(movement).toEqual(expect.objectContaining({ points: 9, amount: 9.99 }));
  });

  it('gives massive points to the customers of one level only, in one transaction', async () => {
    const [bronze] = await levelsOf(server.db, cafe);
    const [{ n: atLevel } = { n: 0 }] = await server.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(customers)
      .where(
        and(
          eq(customers.storeId, cafe),
          eq(customers.levelId, bronze?.id ?? 0),
          sql`${customers.deletedAt} IS NULL`,
        ),
      );
    const answer = await server.ok(
      '/client/process-massive-give-points',
      { points: 1, description: 'Día del café', target: 'level', levelId: bronze?.id },
      { token: owner },
    );
    expect(answer).toEqual(expect.objectContaining({ customersAffected: atLevel, pointsGiven: atLevel }));
    await server.fail(
      '/client/process-massive-give-points',
      { points: 1, description: 'x', target: 'all', levelId: bronze?.id },
      400,
      { token: owner },
    );
    await server.fail(
      '/client/process-massive-give-points',
      { points: 1, description: 'x', target: 'customers' },
      400,
      { token: owner },
    );
  });

  it('refunds the held points when a reward request is refused, and refuses to resolve it twice', async () => {
    const [reward] = await rewardsOf(server.db, cafe);
    const customer = await newCustomer(server, owner, 200);
    const requestId = await requestFromApp(server, {
      storeId: cafe,
      customerId: customer.id,
      rewardId: reward?.id ?? 0,
    });
    expect((await balanceOf(server.db, customer.id)).points).toBe(customer.points - (reward?.points ?? 0));
    await server.ok(
      '/client/customer/delete-reward-requested',
      { redemptionId: requestId },
      { token: owner },
    );
    expect((await balanceOf(server.db, customer.id)).points).toBe(customer.points);
    await server.fail('/client/customer/confirm-reward-requested', { redemptionId: requestId }, 409, {
      token: owner,
    });
  });
});

describe('the ledger explains every balance', () => {
  it('balances and lifetime totals equal the sums of the movements; the last balanceAfter is the balance', async () => {
    expect(await balancesNotExplained(server.db)).toEqual([]);
  });

  it("each customer's level is the highest one their lifetime points reach", async () => {
    expect(await levelsNotExplained(server.db)).toEqual([]);
  });

  it("the stores' and rewards' counters match the rows they count", async () => {
    expect(await countersNotExplained(server.db)).toEqual([]);
  });
});
