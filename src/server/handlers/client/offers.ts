/** The store's offers ('Ofertas') for its customers, while its plan has planShowOffers. */
import { desc } from 'drizzle-orm';
import type { Entity, EntityInput } from '../../../contract/types';
import { floorMoney } from '../../../lib/money';
import type { HandlerGroup } from '../../contract/handlerTypes';
import { offers } from '../../db/schema';
import { messages } from '../../messages';
import { assertCategory } from '../../queries/catalogueRefs';
import { isoInstant } from '../../views/dates';
import { crudHandlers } from '../crud/crudHandlers';
import { storeScope } from '../crud/crudScope';

function offerView(row: typeof offers.$inferSelect): Entity<'Offer'> {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    active: row.active,
    image: row.image,
    imageSquared: row.imageSquared,
    buttonText: row.buttonText,
    buttonLink: row.buttonLink,
    price: row.price,
    oldPrice: row.oldPrice,
    public: row.public,
    categoryId: row.categoryId,
    expirationDate: row.expirationDate,
    createdAt: isoInstant(row.createdAt),
  };
}

const moneyOrNull = (amount: number | null) => (amount === null ? null : floorMoney(amount));

function offerValues(body: EntityInput<'Offer'>) {
  return {
    name: body.name,
    description: body.description,
    active: body.active,
    image: body.image,
    imageSquared: body.imageSquared,
    buttonText: body.buttonText,
    buttonLink: body.buttonLink,
    price: moneyOrNull(body.price),
    oldPrice: moneyOrNull(body.oldPrice),
    public: body.public,
    categoryId: body.categoryId,
    expirationDate: body.expirationDate,
  };
}

export const offerHandlers = crudHandlers({
  operations: {
    list: 'clientOfferGetAll',
    add: 'clientOfferAdd',
    update: 'clientOfferUpdate',
    remove: 'clientOfferDelete',
  },
  table: offers,
  scope: storeScope(offers),
  select: (db) => db.select().from(offers),
  orderBy: [desc(offers.createdAt), desc(offers.id)],
  view: offerView,
  values: offerValues,
  addValues: (services) => ({ createdAt: services.now() }),
  beforeWrite: ({ db, body }) => assertCategory(db, body.categoryId),
  idField: 'offerId',
  answerKeys: { list: 'offers', item: 'offer' },
  messages: messages.offers,
}) satisfies HandlerGroup;
