/**
 * Banners ('Banner'): images at the top of the customers' app, in the store's position order between
 * optional first and last days. The platform switches the feature on or off for every store
 * (GeneralConfiguration.bannersEnabled); while it is off these operations answer 403 (their x-access).
 */
import { asc } from 'drizzle-orm';
import type { Entity } from '../../../contract/types';
import type { HandlerGroup } from '../../contract/handlerTypes';
import { banners } from '../../db/schema';
import { messages } from '../../messages';
import { assertDayOrder } from '../../queries/activityFilters';
import { crudHandlers } from '../crud/crudHandlers';
import { storeScope } from '../crud/crudScope';

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

export const bannerHandlers = crudHandlers({
  operations: {
    list: 'clientBannersGetAll',
    add: 'clientBannersAdd',
    update: 'clientBannersUpdate',
    remove: 'clientBannersDelete',
  },
  table: banners,
  scope: storeScope(banners),
  select: (db) => db.select().from(banners),
  orderBy: [asc(banners.position), asc(banners.id)],
  view: bannerView,
  values: bannerFields,
  addValues: (services) => ({ createdAt: services.now() }),
  idField: 'bannerId',
  answerKeys: { list: 'banners', item: 'banner' },
  messages: messages.banners,
}) satisfies HandlerGroup;
