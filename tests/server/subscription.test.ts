/**
 * The store's subscription: its status (meaningful while the platform charges subscriptions), recording
 * an approved PayPal subscription (shape, the platform's plans, once), its history, the period it pays
 * for, and that it lifts the 402 'no-subscription' of the operations that need one. Owners only.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paypalPlans, platformSettings, subscriptions } from '../../src/server/db/schema';
import { EMPLOYEE, newCustomer, OWNER, OWNER2 } from './support/demoData';
import { createTestServer, type TestServer } from './support/testServer';

const MONTHLY = 'P-5ML4271244454362WXNWU5NQ';
const YEARLY = 'P-8GT91853HN318244KMXD3GYA';

let server: TestServer;
let owner: string;

beforeAll(async () => {
  server = await createTestServer();
  owner = await server.login(OWNER);
});
afterAll(() => server.close());

const today = () => server.now().toISOString().slice(0, 10);

describe('the subscription', () => {
  it('starts disabled, without one, and says whether the platform charges subscriptions', async () => {
    const off = await server.ok('/client/subscription/status', {}, { token: owner });
    expect(off).toEqual(
      expect.objectContaining({ withSubscription: false, status: 'disabled', subscription: null }),
    );
    await server.db.update(platformSettings).set({ withSubscription: true });
    const on = await server.ok('/client/subscription/status', {}, { token: owner });
    expect(on.withSubscription).toBe(true);
    expect((await server.ok('/client/subscription/get-all', {}, { token: owner })).subscriptions).toEqual([]);
  });

  it('refuses a malformed subscription id or a plan that is not the platform’s (400)', async () => {
    for (const [body, message] of [
      [{ paypalPlanId: MONTHLY, paypalSubscriptionId: 'sub_123' }, /identificador de la suscripción/],
      [{ paypalPlanId: 'P-OTRO', paypalSubscriptionId: 'I-BW452GLLEP1G' }, /no es uno de los planes/],
    ] as const) {
      const refusal = await server.fail('/client/subscription/save', body, 400, { token: owner });
      expect(refusal.m).toMatch(message);
    }
  });

  it('records an approved subscription: enabled for the period its plan pays, and lifts the 402', async () => {
    await server.db.update(platformSettings).set({ withSubscription: true, subscriptionTrialDays: 0 });
    const refusal = await server.fail('/client/customer/add', { first_name: 'Ana' }, 402, { token: owner });
    expect(refusal.errorType).toBe('no-subscription');
    const { subscription } = await server.ok(
      '/client/subscription/save',
      { paypalPlanId: MONTHLY, paypalSubscriptionId: 'I-BW452GLLEP1G' },
      { token: owner },
    );
    const start = today();
    const end = new Date(`${start}T00:00:00Z`);
    end.setUTCMonth(end.getUTCMonth() + 1);
    expect(subscription).toEqual(
      expect.objectContaining({ status: 'active', amount: 29, currencyCode: 'EUR', startDate: start }),
    );
    // A month later, or the month's last day when it is shorter (31 January + 1 month = 28 February).
    expect(subscription.endDate <= end.toISOString().slice(0, 10)).toBe(true);
    expect(subscription.endDate > start).toBe(true);
    const status = await server.ok('/client/subscription/status', {}, { token: owner });
    expect(status).toEqual(expect.objectContaining({ status: 'enabled', subscription }));
    await newCustomer(server, owner, 10);
  });

  it('refuses a subscription already recorded (409)', async () => {
    const refusal = await server.fail(
      '/client/subscription/save',
      { paypalPlanId: MONTHLY, paypalSubscriptionId: 'I-BW452GLLEP1G' },
      409,
      { token: owner },
    );
    expect(refusal.m).toBe('Esa suscripción de PayPal ya está registrada.');
    const intruder = await server.login(OWNER2);
    await server.fail(
      '/client/subscription/save',
      { paypalPlanId: MONTHLY, paypalSubscriptionId: 'I-BW452GLLEP1G' },
      409,
      { token: intruder },
    );
  });

  it('a new subscription replaces the current one; the history lists both, newest first', async () => {
    const { subscription } = await server.ok(
      '/client/subscription/save',
      { paypalPlanId: YEARLY, paypalSubscriptionId: 'I-9YT64KLMNB2A' },
      { token: owner },
    );
    expect(subscription.amount).toBe(290);
    expect(Number(subscription.endDate.slice(0, 4)) - Number(subscription.startDate.slice(0, 4))).toBe(1);
    const { subscriptions } = await server.ok('/client/subscription/get-all', {}, { token: owner });
    expect(subscriptions.map((row) => [row.paypalSubscriptionId, row.status])).toEqual([
      ['I-9YT64KLMNB2A', 'active'],
      ['I-BW452GLLEP1G', 'cancelled'],
    ]);
  });

  it('is disabled once its paid period has ended', async () => {
    const yesterday = new Date(server.now().getTime() - 86_400_000).toISOString().slice(0, 10);
    await server.db
      .update(subscriptions)
      .set({ endDate: yesterday })
      .where(eq(subscriptions.paypalSubscriptionId, 'I-9YT64KLMNB2A'));
    const status = await server.ok('/client/subscription/status', {}, { token: owner });
    expect(status.status).toBe('disabled');
    expect(status.subscription).toEqual(
      expect.objectContaining({
        paypalSubscriptionId: 'I-9YT64KLMNB2A',
        status: 'active',
        endDate: yesterday,
      }),
    );
  });

  it("refuses a plan the administrator has deactivated (400) and is another store's own business", async () => {
    const intruder = await server.login(OWNER2);
    expect((await server.ok('/client/subscription/get-all', {}, { token: intruder })).subscriptions).toEqual(
      [],
    );
    await server.db.update(paypalPlans).set({ active: false });
    await server.fail(
      '/client/subscription/save',
      { paypalPlanId: MONTHLY, paypalSubscriptionId: 'I-NEWONE12345' },
      400,
      { token: intruder },
    );
    await server.db.update(paypalPlans).set({ active: true });
  });

  it('is for the store owner only: the employee gets 403', async () => {
    const employee = await server.login(EMPLOYEE);
    for (const path of ['/client/subscription/status', '/client/subscription/get-all'] as const) {
      const refusal = await server.fail(path, {}, 403, { token: employee });
      expect(refusal.m).toBe('Solo el propietario del negocio puede hacer esto.');
    }
  });
});
