/** The caller's store: profile and loyalty settings, dashboard figures, cities, categories, deletion. */
import { and, asc, countDistinct, eq, gte, inArray, sql } from 'drizzle-orm';
import { requireStoreUser } from '../../auth/authorization';
import { confirmCurrentPassword } from '../../auth/currentPassword';
import type { HandlerGroup } from '../../contract/handlerTypes';
import { cities, currencies, pointsMovements, stores } from '../../db/schema';
import { badRequest } from '../../http/apiError';
import { messages } from '../../messages';
import { listCategories, selectCities } from '../../queries/catalogueRows';
import { GIVING_TYPES } from '../../queries/movementRows';
import { byName } from '../../queries/nameOrder';
import { deleteStoreWithData } from '../../stores/deleteStore';
import { loadPlatformSettings, storeNps } from '../../stores/storeFacts';
import { loadStoreView } from '../../stores/storeView';

const DAY_MS = 86_400_000;

export const storeHandlers = {
  async clientGetStoreInfo({ caller, services }) {
    const user = requireStoreUser(caller);
    const settings = await loadPlatformSettings(services.db);
    return {
      store: await loadStoreView(services.db, user.storeId, services.now()),
      generalConfiguration: { supportPhone: settings.supportPhone, bannersEnabled: settings.bannersEnabled },
    };
  },

  async clientStoreMoreInfo({ caller, services }) {
    const user = requireStoreUser(caller);
    const { db } = services;
    const since = new Date(services.now().getTime() - 30 * DAY_MS);
    const recent = and(eq(pointsMovements.storeId, user.storeId), gte(pointsMovements.createdAt, since));
    const [figures] = await db
      .select({
        activeCustomers: countDistinct(pointsMovements.customerId),
        given:
          sql<number>`coalesce(sum(${pointsMovements.points}) FILTER (WHERE ${inArray(pointsMovements.type, [...GIVING_TYPES])} AND NOT ${pointsMovements.deleted}), 0)`.mapWith(
            Number,
          ),
        redeemed:
          sql<number>`coalesce(sum(-${pointsMovements.points}) FILTER (WHERE ${pointsMovements.type} = 'redemption'), 0)`.mapWith(
            Number,
          ),
        refunded:
          sql<number>`coalesce(sum(${pointsMovements.points}) FILTER (WHERE ${pointsMovements.type} = 'refund'), 0)`.mapWith(
            Number,
          ),
      })
      .from(pointsMovements)
      .where(recent);
    const { nps, surveys } = await storeNps(db, user.storeId);
    return {
      storeMoreInfo: {
        nps,
        surveys,
        activeCustomers: figures?.activeCustomers ?? 0,
        pointsGiven: figures?.given ?? 0,
        pointsRedeemed: Math.max((figures?.redeemed ?? 0) - (figures?.refunded ?? 0), 0),
      },
    };
  },

  async clientStoreSave({ body, caller, services }) {
    const user = requireStoreUser(caller);
    const { db } = services;
    const [currency] = await db
      .select({ code: currencies.code })
      .from(currencies)
      .where(eq(currencies.code, body.currencyCode));
    if (!currency) throw badRequest(messages.invalid.currency);
    await db
      .update(stores)
      .set({
        name: body.name,
        currencyCode: body.currencyCode,
        useConversion: body.useConversion,
        conversionPoints: body.conversionPoints,
        conversionMoney: body.conversionMoney,
        welcomePoints: body.welcomePoints,
        emailOnCustomerCreation: body.emailOnCustomerCreation,
        emailOnGivePoints: body.emailOnGivePoints,
        emailOnRedeemed: body.emailOnRedemmed,
        showDescriptionField: body.showDescriptionField,
        showTicketNumberField: body.showTicketNumberField,
        logo: body.logo,
        phone: body.phone,
        phoneCode: body.phoneCode,
        description: body.description,
        email: body.email.toLowerCase(),
        requestReward: body.requestReward,
        rewardRequestInfo: body.rewardRequestInfo,
        ordersLink: body.ordersLink,
        qrReward: body.qrReward,
        discountGivenPoints: body.discountGivenPoints,
        updatedAt: services.now(),
      })
      .where(eq(stores.id, user.storeId));
    return { m: messages.ok.saved, store: await loadStoreView(db, user.storeId, services.now()) };
  },

  async clientStoreGetCities({ caller, services }) {
    const user = requireStoreUser(caller);
    const { db } = services;
    const [store] = await db
      .select({ countryId: stores.countryId })
      .from(stores)
      .where(eq(stores.id, user.storeId));
    const rows = await selectCities(db)
      .where(eq(cities.countryId, store?.countryId ?? 0))
      .orderBy(...byName(cities.name), asc(cities.id));
    return { cities: rows };
  },

  async clientDeleteAccount({ body, caller, services }) {
    const owner = requireStoreUser(caller);
    const { db } = services;
    // The owner types the store's name: a deliberate act, which a session left open cannot do by mistake.
    // Checked first, so that the answer to a wrong name never depends on the password.
    const [store] = await db.select({ name: stores.name }).from(stores).where(eq(stores.id, owner.storeId));
    if (!store || body.confirmation !== store.name) throw badRequest(messages.invalid.deleteConfirmation);
    await confirmCurrentPassword(services, owner.userId, body.password, messages.auth.wrongPassword);
    // Everything of the store goes with it, its users' sessions included.
    await deleteStoreWithData(db, owner.storeId);
    return { m: messages.ok.accountDeleted };
  },

  async clientCategoryGetAll({ caller, services }) {
    requireStoreUser(caller);
    return { categories: await listCategories(services.db, true) };
  },
} satisfies HandlerGroup;
