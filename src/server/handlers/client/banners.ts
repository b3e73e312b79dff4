/**
 * Banners ('Banner'): images at the top of the customers' app, in the store's position order between
 * optional first and last days. The platform switches the feature on or off for every store
 * (GeneralConfiguration.bannersEnabled); while it is off these operations answer 403.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Entity } from '../../../contract/types';
import { requireStoreSettings } from '../../auth/authorization';
import type { Caller, StoreCaller } from '../../auth/caller';
import type { HandlerGroup } from '../../contract/handlerTypes';
import type { Database } from '../../db/database';
import { banners } from '../../db/schema';
import { forbidden, notFound } from '../../http/apiError';
import { messages } from '../../messages';
import { assertDayOrder } from '../../queries/activityFilters';
import { loadPlatformSettings } from '../../stores/storeFacts';

type BannerRow = typeof banners.$inferSelect;
type BannerInput = Omit<Entity<'Banner'>, 'id'>;

function bannerView(row: BannerRow): Entity<'Banner'> {
  return {
    id: row.id,
    title: row.title,
    image: row.image,
    link: row.link,
    active: row.active,
    position: row.position,
    startDate: row.startDate,
    endDate: row.endDate,
  };
}

/** The store-settings permission, then the platform's feature flag. */
async function requireBanners(db: Database, caller: Caller | null): Promise<StoreCaller> {
  const user = requireStoreSettings(caller);
  const settings = await loadPlatformSettings(db);
  if (!settings.bannersEnabled) throw forbidden(messages.banners.disabled);
  return user;
}

/** The editable fields as stored; an end before the start answers 400. */
function bannerFields(body: BannerInput) {
  if (body.startDate !== null && body.endDate !== null) {
    assertDayOrder({ startDate: body.startDate, endDate: body.endDate });
  }
  return {
    title: body.title,
    image: body.image,
    link: body.link,
    active: body.active,
    position: body.position,
    startDate: body.startDate,
    endDate: body.endDate,
  };
}

const bannerOfStore = (storeId: number, bannerId: number) =>
  and(eq(banners.id, bannerId), eq(banners.storeId, storeId));

export const bannerHandlers = {
  async clientBannersGetAll({ caller, services }) {
    const user = await requireBanners(services.db, caller);
    const rows = await services.db
      .select()
      .from(banners)
      .where(eq(banners.storeId, user.storeId))
      .orderBy(asc(banners.position), asc(banners.id));
    return { banners: rows.map(bannerView) };
  },

  async clientBannersAdd({ body, caller, services }) {
    const user = await requireBanners(services.db, caller);
    const [row] = await services.db
      .insert(banners)
      .values({ storeId: user.storeId, ...bannerFields(body), createdAt: services.now() })
      .returning();
    if (!row) throw new Error('The banner was not created');
    return { m: messages.banners.created, banner: bannerView(row) };
  },

  async clientBannersUpdate({ body, caller, services }) {
    const user = await requireBanners(services.db, caller);
    const [row] = await services.db
      .update(banners)
      .set(bannerFields(body))
      .where(bannerOfStore(user.storeId, body.bannerId))
      .returning();
    if (!row) throw notFound(messages.banners.notFound);
    return { m: messages.banners.updated, banner: bannerView(row) };
  },

  async clientBannersDelete({ body, caller, services }) {
    const user = await requireBanners(services.db, caller);
    const deleted = await services.db
      .delete(banners)
      .where(bannerOfStore(user.storeId, body.bannerId))
      .returning({ id: banners.id });
    if (deleted.length === 0) throw notFound(messages.banners.notFound);
    return { m: messages.banners.deleted };
  },
} satisfies HandlerGroup;
