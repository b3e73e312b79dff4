/** Platform-wide offers the administrator publishes to the customers of every store. */
import { desc } from 'drizzle-orm';
import type { Entity, EntityInput } from '../../../contract/types';
import type { HandlerGroup } from '../../contract/handlerTypes';
import { adminOffers } from '../../db/schema';
import { messages } from '../../messages';
import { isoInstant } from '../../views/dates';
import { crudHandlers } from '../crud/crudHandlers';
import { platformScope } from '../crud/crudScope';

function offerView(row: typeof adminOffers.$inferSelect): Entity<'AdminOffer'> {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    active: row.active,
    image: row.image,
    buttonText: row.buttonText,
    buttonLink: row.buttonLink,
    expirationDate: row.expirationDate,
    createdAt: isoInstant(row.createdAt),
  };
}

function offerValues(body: EntityInput<'AdminOffer'>) {
  return {
    name: body.name,
    description: body.description,
    active: body.active,
    image: body.image,
    buttonText: body.buttonText,
    buttonLink: body.buttonLink,
    expirationDate: body.expirationDate,
  };
}

export const adminOfferHandlers = crudHandlers({
  operations: {
    list: 'adminOfferGetAll',
    add: 'adminOfferAdd',
    update: 'adminOfferUpdate',
    remove: 'adminOfferDelete',
  },
  table: adminOffers,
  scope: platformScope,
  select: (db) => db.select().from(adminOffers),
  orderBy: [desc(adminOffers.createdAt), desc(adminOffers.id)],
  view: offerView,
  values: offerValues,
  addValues: (services) => ({ createdAt: services.now() }),
  idField: 'offerId',
  answerKeys: { list: 'offers', item: 'offer' },
  messages: messages.admin.offers,
}) satisfies HandlerGroup;
