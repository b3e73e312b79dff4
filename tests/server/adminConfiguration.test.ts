/**
 * The platform configuration: the support phone (empty hides the chat for store owners), PayPal with its
 * write-only secret and its plans, the subscription and its free redemptions, WhatsApp with its
 * write-only token, and how stores pay the platform. Every setting persists and is read back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, OWNER } from './support/demoData';
import { createTestServer, type TestServer } from './support/testServer';

let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await createTestServer();
  admin = await server.login(ADMIN);
});
afterAll(() => server.close());

const as = () => ({ token: admin });

describe('general configuration', () => {
  it('answers what a new store starts with and the support phone', async () => {
    const answer = await server.ok('/admin/get-configuration', {}, as());
    expect(answer).toEqual(
      expect.objectContaining({
        redeemBought: 50,
        generalConfiguration: { supportPhone: '+34 600 123 456', bannersEnabled: true },
      }),
    );
  });

  it('saves the support phone; an empty one hides the chat from store owners', async () => {
    const owner = await server.login(OWNER);
    await server.ok('/admin/configuration/save-support-phone', { supportPhone: ' +34 911 222 333 ' }, as());
    const seen = await server.ok('/client/get-store-info', {}, { token: owner });
    expect(seen.generalConfiguration.supportPhone).toBe('+34 911 222 333');
    const saved = await server.ok('/admin/configuration/save-support-phone', { supportPhone: '' }, as());
    expect(saved.generalConfiguration.supportPhone).toBe('');
    const hidden = await server.ok('/client/get-store-info', {}, { token: owner });
    expect(hidden.generalConfiguration.supportPhone).toBe('');
    await server.fail('/admin/configuration/save-support-phone', { supportPhone: 'llámenos' }, 400, as());
  });
});

describe('PayPal', () => {
  it('starts in sandbox with the demo client and no secret, and the demo PayPal plans', async () => {
    const { paypal } = await server.ok('/admin/configuration/get-paypal', {}, as());
    expect(paypal).toEqual({ clientId: 'AVd3mo-sandbox-client-id', hasSecret: false, mode: 'sandbox' });
    const { plans } = await server.ok('/admin/paypal/get-plans', {}, as());
    expect(plans.map((plan) => plan.interval)).toEqual(['month', 'year']);
  });

  it('never answers the secret; saving without one keeps it, an empty one removes it', async () => {
    const first = await server.ok(
      '/admin/configuration/save-paypal',
      { clientId: 'AZ-live-client', secret: 'EK-secret-1', mode: 'live' },
      as(),
    );
    expect(first.paypal).toEqual({ clientId: 'AZ-live-client', hasSecret: true, mode: 'live' });
    const kept = await server.ok(
      '/admin/configuration/save-paypal',
      { clientId: 'AZ-live-2', mode: 'live' },
      as(),
    );
    expect(kept.paypal.hasSecret).toBe(true);
    const read = await server.ok('/admin/configuration/get-paypal', {}, as());
    expect(read.paypal).toEqual({ clientId: 'AZ-live-2', hasSecret: true, mode: 'live' });
    const removed = await server.ok(
      '/admin/configuration/save-paypal',
      { clientId: 'AZ-live-2', secret: '' },
      as(),
    );
    expect(removed.paypal).toEqual({ clientId: 'AZ-live-2', hasSecret: false, mode: 'sandbox' });
  });

  it('replaces the list of plans in the order sent and refuses a repeated id', async () => {
    const plans = [
      {
        id: 'P-ANUAL',
        name: 'Anual',
        price: 300.999,
        currencyCode: 'EUR',
        interval: 'year' as const,
        active: true,
      },
      {
        id: 'P-MENSUAL',
        name: 'Mensual',
        price: 30,
        currencyCode: 'EUR',
        interval: 'month' as const,
        active: false,
      },
    ];
    const saved = await server.ok('/admin/configuration/update-paypal-plans', { plans }, as());
    expect(saved.plans).toEqual([{ ...plans[0], price: 300.99 }, plans[1]]);
    expect((await server.ok('/admin/paypal/get-plans', {}, as())).plans).toEqual(saved.plans);
    const repeated = await server.fail(
      '/admin/configuration/update-paypal-plans',
      { plans: [...plans, { ...plans[0], name: 'Otro' }] },
      400,
      as(),
    );
    expect(repeated.m).toBe("El plan de PayPal 'P-ANUAL' está repetido.");
    expect((await server.ok('/admin/paypal/get-plans', {}, as())).plans).toEqual(saved.plans);
  });
});

describe('subscription', () => {
  const plan = {
    id: 'P-SUSC',
    name: 'Suscripción',
    price: 25,
    currencyCode: 'EUR',
    interval: 'month' as const,
    active: true,
  };

  it('turns on with a known PayPal plan and persists; refuses an unknown plan or none', async () => {
    await server.ok('/admin/configuration/update-paypal-plans', { plans: [plan] }, as());
    await server.fail(
      '/admin/configuration/save-subscription',
      { withSubscription: true, paypalPlanId: 'P-NO-EXISTE', trialDays: 30 },
      400,
      as(),
    );
    const none = await server.fail(
      '/admin/configuration/save-subscription',
      { withSubscription: true, paypalPlanId: '', trialDays: 30 },
      400,
      as(),
    );
    expect(none.m).toBe('Para activar la suscripción hay que elegir un plan de PayPal.');
    const saved = await server.ok(
      '/admin/configuration/save-subscription',
      { withSubscription: true, paypalPlanId: 'P-SUSC', trialDays: 14 },
      as(),
    );
    expect(saved.subscription).toEqual(
      expect.objectContaining({ withSubscription: true, paypalPlanId: 'P-SUSC', trialDays: 14 }),
    );
    const list = await server.ok('/admin/store/get-all', {}, as());
    expect(list.withSubscription).toBe(true);
  });

  it('keeps the plan the subscription uses (409) until the subscription is off', async () => {
    await server.fail('/admin/configuration/update-paypal-plans', { plans: [] }, 409, as());
    await server.ok(
      '/admin/configuration/save-subscription',
      { withSubscription: false, paypalPlanId: 'P-SUSC', trialDays: 14 },
      as(),
    );
    await server.ok('/admin/configuration/update-paypal-plans', { plans: [] }, as());
    const read = await server.ok('/admin/configuration/get-subscription', {}, as());
    expect(read.subscription).toEqual(expect.objectContaining({ withSubscription: false, paypalPlanId: '' }));
  });

  it('sets the monthly free redemptions on their own', async () => {
    const saved = await server.ok(
      '/admin/configuration/save-subscription-freerewards',
      { freeRewards: 35 },
      as(),
    );
    expect(saved.subscription.freeRewards).toBe(35);
    const read = await server.ok('/admin/configuration/get-subscription', {}, as());
    expect(read.subscription).toEqual(expect.objectContaining({ freeRewards: 35, trialDays: 14 }));
  });
});

describe('WhatsApp', () => {
  it('never answers the token; saving without one keeps it', async () => {
    const saved = await server.ok(
      '/admin/configuration/update-whatsapp',
      { enabled: true, phone: '+34 600 000 222', accessToken: 'EAAG-123', welcomeMessage: '¡Bienvenido!' },
      as(),
    );
    expect(saved.whatsapp).toEqual({
      enabled: true,
      phone: '+34 600 000 222',
      hasAccessToken: true,
      welcomeMessage: '¡Bienvenido!',
    });
    await server.ok(
      '/admin/configuration/update-whatsapp',
      { enabled: false, phone: '+34 600 000 222' },
      as(),
    );
    const read = await server.ok('/admin/configuration/get-whatsapp', {}, as());
    expect(read.whatsapp).toEqual({
      enabled: false,
      phone: '+34 600 000 222',
      hasAccessToken: true,
      welcomeMessage: '',
    });
  });
});

describe('platform payments', () => {
  it('saves how stores pay, which the public redemptions costs then use', async () => {
    const saved = await server.ok(
      '/admin/payment/save',
      {
        currencyCode: 'USD',
        paypalEnabled: true,
        transferEnabled: false,
        bankName: 'Banco Norte',
        accountHolder: 'Plataforma S.L.',
        accountNumber: 'ES00 1111 2222 3333',
        instructions: 'Pague con PayPal.',
      },
      as(),
    );
    expect(saved.payment).toEqual(expect.objectContaining({ currencyCode: 'USD', transferEnabled: false }));
    expect((await server.ok('/admin/payment/get', {}, as())).payment).toEqual(saved.payment);
    const costs = await server.ok('/general/payment/redemptions-costs', {});
    expect(costs.currencyCode).toBe('USD');
  });

  it('refuses a currency the platform does not know', async () => {
    const refused = await server.fail('/admin/payment/save', { currencyCode: 'XYZ' }, 400, as());
    expect(refused.m).toBe('La moneda indicada no existe.');
  });
});
