/** The caller's store as the dashboard and the loyalty screen show it (the Store entity). */
import { count, eq } from 'drizzle-orm';
import type { Entity } from '../../contract/types';
import { hasActiveSubscription } from '../auth/authorization';
import type { Database } from '../db/database';
import { countries, currencies, locations, stores, storeTypes } from '../db/schema';
import { notFound } from '../http/apiError';
import { messages } from '../messages';
import { loadPlatformSettings, storeNps, storeTimeZone } from './storeFacts';

export async function loadStoreView(db: Database, storeId: number, now: Date): Promise<Entity<'Store'>> {
  const [row] = await db
    .select({
      store: stores,
      countryName: countries.name,
      countryCode: countries.countryCode,
      storeTypeName: storeTypes.name,
      currencyName: currencies.name,
    })
    .from(stores)
    .innerJoin(countries, eq(countries.id, stores.countryId))
    .innerJoin(storeTypes, eq(storeTypes.id, stores.storeTypeId))
    .innerJoin(currencies, eq(currencies.code, stores.currencyCode))
    .where(eq(stores.id, storeId));
  if (!row) throw notFound(messages.notFound.store);
  const { store } = row;
  const settings = await loadPlatformSettings(db);
  const [locationCount] = await db
    .select({ n: count() })
    .from(locations)
    .where(eq(locations.storeId, storeId));
  const { nps } = await storeNps(db, storeId);
  return {
    id: store.id,
    name: store.name,
    country: { id: store.countryId, name: row.countryName, countryCode: row.countryCode },
    storetype: { id: store.storeTypeId, name: row.storeTypeName },
    clientsAmount: store.clientsAmount,
    currencyCode: store.currencyCode,
    currencyName: row.currencyName,
    useConversion: store.useConversion,
    conversionPoints: store.conversionPoints,
    conversionMoney: store.conversionMoney,
    welcomePoints: store.welcomePoints,
    emailOnCustomerCreation: store.emailOnCustomerCreation,
    emailOnGivePoints: store.emailOnGivePoints,
    emailOnRedemmed: store.emailOnRedeemed,
    redeemBought: store.redeemBought,
    redeemFree: store.redeemFree,
    showDescriptionField: store.showDescriptionField,
    showTicketNumberField: store.showTicketNumberField,
    logo: store.logo,
    phone: store.phone,
    phoneCode: store.phoneCode,
    description: store.description,
    email: store.email,
    requestReward: store.requestReward,
    rewardRequestInfo: store.rewardRequestInfo,
    ordersLink: store.ordersLink,
    qrReward: store.qrReward,
    discountGivenPoints: store.discountGivenPoints,
    withSubscription: settings.withSubscription,
    hasSubscripton: await hasActiveSubscription(db, storeId, now),
    isMultiStore: (locationCount?.n ?? 0) > 1,
    clientWebApp: settings.clientWebApp,
    slug: store.slug,
    timeZone: await storeTimeZone(db, storeId),
    nps,
    plan: {
      planShowProducts: store.planShowProducts,
      planShowOffers: store.planShowOffers,
      planShowNews: store.planShowNews,
      planPushNotifications: store.planPushNotifications,
      planLocationLimit: store.planLocationLimit,
    },
  };
}
