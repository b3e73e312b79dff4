/** Public catalogues for the registration and store forms. */
import { asc, eq } from 'drizzle-orm';
import type { HandlerGroup } from '../../contract/handlerTypes';
import { countries, currencies, plans, platformSettings } from '../../db/schema';
import { listStoreTypes } from '../../queries/catalogueRows';
import { byName } from '../../queries/nameOrder';

export const catalogueHandlers = {
  async generalGetStoreTypes({ services }) {
    return { storetypes: await listStoreTypes(services.db) };
  },

  async generalGetCountries({ services }) {
    const rows = await services.db
      .select()
      .from(countries)
      .orderBy(...byName(countries.name));
    return {
      countries: rows.map((row) => ({
        id: row.id,
        name: row.name,
        countryCode: row.countryCode,
        phoneCode: row.phoneCode,
        currencyCode: row.currencyCode,
      })),
    };
  },

  async generalGetCurrencies({ services }) {
    return { currencies: await services.db.select().from(currencies).orderBy(asc(currencies.code)) };
  },

  async generalPaymentRedemptionsCosts({ services }) {
    const { db } = services;
    const rows = await db
      .select({
        id: plans.id,
        name: plans.name,
        price: plans.price,
        redemptions: plans.redemptions,
        active: plans.active,
      })
      .from(plans)
      .where(eq(plans.active, true))
      .orderBy(asc(plans.price), asc(plans.id));
    const [settings] = await db
      .select({ currencyCode: platformSettings.paymentCurrencyCode })
      .from(platformSettings);
    return { plans: rows, currencyCode: settings?.currencyCode ?? 'EUR' };
  },
} satisfies HandlerGroup;
