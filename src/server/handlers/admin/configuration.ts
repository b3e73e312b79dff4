/**
 * The platform's configuration, kept in the one row of platform_settings (and PayPal's plans in their
 * own table): the support phone, PayPal, the subscription, WhatsApp and how stores pay the platform.
 * Secrets are write-only: answers only say whether one is stored, and a save without one keeps it.
 */
import { asc, eq } from 'drizzle-orm';
import type { Entity } from '../../../contract/types';
import { floorMoney } from '../../../lib/money';
import type { HandlerGroup } from '../../contract/handlerTypes';
import type { Database } from '../../db/database';
import { currencies, paypalPlans, platformSettings } from '../../db/schema';
import { badRequest, conflict } from '../../http/apiError';
import { messages } from '../../messages';
import { loadPlatformSettings, type PlatformSettings } from '../../stores/storeFacts';

type SettingsChange = Partial<Omit<PlatformSettings, 'id'>>;

/** Writes part of the settings row (created on first use) and answers the whole row as saved. */
async function saveSettings(db: Database, change: SettingsChange): Promise<PlatformSettings> {
  await loadPlatformSettings(db);
  const [saved] = await db.update(platformSettings).set(change).where(eq(platformSettings.id, 1)).returning();
  if (!saved) throw new Error('The platform settings were not saved');
  return saved;
}

function generalConfigurationView(settings: PlatformSettings): Entity<'GeneralConfiguration'> {
  return { supportPhone: settings.supportPhone, bannersEnabled: settings.bannersEnabled };
}

function paypalView(settings: PlatformSettings): Entity<'PaypalSettings'> {
  return {
    clientId: settings.paypalClientId,
    hasSecret: settings.paypalSecret !== '',
    mode: settings.paypalMode,
  };
}

function subscriptionView(settings: PlatformSettings): Entity<'SubscriptionSettings'> {
  return {
    withSubscription: settings.withSubscription,
    paypalPlanId: settings.subscriptionPaypalPlanId,
    trialDays: settings.subscriptionTrialDays,
    freeRewards: settings.subscriptionFreeRewards,
  };
}

function whatsappView(settings: PlatformSettings): Entity<'WhatsappSettings'> {
  return {
    enabled: settings.whatsappEnabled,
    phone: settings.whatsappPhone,
    hasAccessToken: settings.whatsappAccessToken !== '',
    welcomeMessage: settings.whatsappWelcomeMessage,
  };
}

function paymentView(settings: PlatformSettings): Entity<'PlatformPaymentSettings'> {
  return {
    currencyCode: settings.paymentCurrencyCode,
    paypalEnabled: settings.paymentPaypalEnabled,
    transferEnabled: settings.paymentTransferEnabled,
    bankName: settings.paymentBankName,
    accountHolder: settings.paymentAccountHolder,
    accountNumber: settings.paymentAccountNumber,
    instructions: settings.paymentInstructions,
  };
}

async function listPaypalPlans(db: Database): Promise<Entity<'PaypalPlan'>[]> {
  return db
    .select({
      id: paypalPlans.id,
      name: paypalPlans.name,
      price: paypalPlans.price,
      currencyCode: paypalPlans.currencyCode,
      interval: paypalPlans.interval,
      active: paypalPlans.active,
    })
    .from(paypalPlans)
    .orderBy(asc(paypalPlans.position), asc(paypalPlans.id));
}

export const adminConfigurationHandlers = {
  async adminGetConfiguration({ services }) {
    const settings = await loadPlatformSettings(services.db);
    return {
      redeemBought: settings.newStoreRedeemBought,
      generalConfiguration: generalConfigurationView(settings),
    };
  },

  async adminConfigurationSaveSupportPhone({ body, services }) {
    // An empty phone hides the support chat for everyone (spec §1).
    const settings = await saveSettings(services.db, { supportPhone: body.supportPhone.trim() });
    return { m: messages.ok.saved, generalConfiguration: generalConfigurationView(settings) };
  },

  async adminPaypalGetPlans({ services }) {
    return { plans: await listPaypalPlans(services.db) };
  },

  async adminConfigurationUpdatePaypalPlans({ body, services }) {
    const { db } = services;
    const seen = new Set<string>();
    for (const plan of body.plans) {
      if (seen.has(plan.id)) throw badRequest(messages.admin.repeatedPaypalPlan({ id: plan.id }));
      seen.add(plan.id);
    }
    await db.transaction(async (tx) => {
      const settings = await loadPlatformSettings(tx);
      const inUse = settings.subscriptionPaypalPlanId;
      if (inUse !== '' && !seen.has(inUse)) {
        // The subscription cannot point at a plan that no longer exists; when it is off, it lets go.
        if (settings.withSubscription) throw conflict(messages.admin.paypalPlanInUse({ id: inUse }));
        await tx
          .update(platformSettings)
          .set({ subscriptionPaypalPlanId: '' })
          .where(eq(platformSettings.id, 1));
      }
      await tx.delete(paypalPlans);
      if (body.plans.length > 0) {
        await tx.insert(paypalPlans).values(
          body.plans.map((plan, position) => ({
            id: plan.id,
            name: plan.name,
            price: floorMoney(plan.price),
            currencyCode: plan.currencyCode,
            interval: plan.interval,
            active: plan.active,
            position,
          })),
        );
      }
    });
    return { m: messages.ok.saved, plans: await listPaypalPlans(db) };
  },

  async adminConfigurationGetPaypal({ services }) {
    return { paypal: paypalView(await loadPlatformSettings(services.db)) };
  },

  async adminConfigurationSavePaypal({ body, services }) {
    const settings = await saveSettings(services.db, {
      paypalClientId: body.clientId.trim(),
      paypalMode: body.mode,
      // Left out: the stored secret stays; sent empty: it is removed.
      ...(body.secret === undefined ? {} : { paypalSecret: body.secret.trim() }),
    });
    return { m: messages.ok.saved, paypal: paypalView(settings) };
  },

  async adminConfigurationGetSubscription({ services }) {
    return { subscription: subscriptionView(await loadPlatformSettings(services.db)) };
  },

  async adminConfigurationSaveSubscription({ body, services }) {
    const { db } = services;
    const planId = body.paypalPlanId.trim();
    if (planId !== '') {
      const [plan] = await db
        .select({ id: paypalPlans.id })
        .from(paypalPlans)
        .where(eq(paypalPlans.id, planId));
      if (!plan) throw badRequest(messages.admin.unknownPaypalPlan({ id: planId }));
    } else if (body.withSubscription) {
      throw badRequest(messages.admin.subscriptionNeedsPlan);
    }
    const settings = await saveSettings(db, {
      withSubscription: body.withSubscription,
      subscriptionPaypalPlanId: planId,
      subscriptionTrialDays: body.trialDays,
    });
    return { m: messages.ok.saved, subscription: subscriptionView(settings) };
  },

  async adminConfigurationSaveSubscriptionFreerewards({ body, services }) {
    const settings = await saveSettings(services.db, { subscriptionFreeRewards: body.freeRewards });
    return { m: messages.ok.saved, subscription: subscriptionView(settings) };
  },

  async adminConfigurationGetWhatsapp({ services }) {
    return { whatsapp: whatsappView(await loadPlatformSettings(services.db)) };
  },

  async adminConfigurationUpdateWhatsapp({ body, services }) {
    const settings = await saveSettings(services.db, {
      whatsappEnabled: body.enabled,
      whatsappPhone: body.phone.trim(),
      whatsappWelcomeMessage: body.welcomeMessage,
      // Left out: the stored token stays; sent empty: it is removed.
      ...(body.accessToken === undefined ? {} : { whatsappAccessToken: body.accessToken.trim() }),
    });
    return { m: messages.ok.saved, whatsapp: whatsappView(settings) };
  },

  async adminPaymentGet({ services }) {
    return { payment: paymentView(await loadPlatformSettings(services.db)) };
  },

  async adminPaymentSave({ body, services }) {
    const { db } = services;
    const [currency] = await db
      .select({ code: currencies.code })
      .from(currencies)
      .where(eq(currencies.code, body.currencyCode));
    if (!currency) throw badRequest(messages.invalid.currency);
    const settings = await saveSettings(db, {
      paymentCurrencyCode: body.currencyCode,
      paymentPaypalEnabled: body.paypalEnabled,
      paymentTransferEnabled: body.transferEnabled,
      paymentBankName: body.bankName,
      paymentAccountHolder: body.accountHolder,
      paymentAccountNumber: body.accountNumber,
      paymentInstructions: body.instructions,
    });
    return { m: messages.ok.saved, payment: paymentView(settings) };
  },
} satisfies HandlerGroup;
