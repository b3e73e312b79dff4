/** The store's offers ('Ofertas') for its customers, while its plan has planShowOffers. */
import { and, desc, eq } from 'drizzle-orm';
import type { Entity, EntityInput } from '../../../contract/types';
import { floorMoney } from '../../../lib/money';
import { requireStoreFeature } from '../../auth/storeFeature';
import type { HandlerGroup } from '../../contract/handlerTypes';
import { offers } from '../../db/schema';
import { notFound } from '../../http/apiError';
import { messages } from '../../messages';
import { assertCategory } from '../../queries/catalogueRefs';
import { isoInstant } from '../../views/dates';

const FEATURE = 'planShowOffers';

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

const offerOfStore = (storeId: number, offerId: number) =>
  and(eq(offers.id, offerId), eq(offers.storeId, storeId));

export const offerHandlers = {
  async clientOfferGetAll({ caller, services }) {
    const user = await requireStoreFeature(caller, services.db, FEATURE);
    const rows = await services.db
      .select()
      .from(offers)
      .where(eq(offers.storeId, user.storeId))
      .orderBy(desc(offers.createdAt), desc(offers.id));
    return { offers: rows.map(offerView) };
  },

  async clientOfferAdd({ body, caller, services }) {
    const user = await requireStoreFeature(caller, services.db, FEATURE);
    await assertCategory(services.db, body.categoryId);
    const [row] = await services.db
      .insert(offers)
      .values({ ...offerValues(body), storeId: user.storeId, createdAt: services.now() })
      .returning();
    if (!row) throw new Error('The offer was not created');
    return { m: messages.offers.created, offer: offerView(row) };
  },

  async clientOfferUpdate({ body, caller, services }) {
    const user = await requireStoreFeature(caller, services.db, FEATURE);
    await assertCategory(services.db, body.categoryId);
    const [row] = await services.db
      .update(offers)
      .set(offerValues(body))
      .where(offerOfStore(user.storeId, body.offerId))
      .returning();
    if (!row) throw notFound(messages.offers.notFound);
    return { m: messages.offers.updated, offer: offerView(row) };
  },

  async clientOfferDelete({ body, caller, services }) {
    const user = await requireStoreFeature(caller, services.db, FEATURE);
    const deleted = await services.db
      .delete(offers)
      .where(offerOfStore(user.storeId, body.offerId))
      .returning({ id: offers.id });
    if (deleted.length === 0) throw notFound(messages.offers.notFound);
    return { m: messages.offers.deleted };
  },
} satisfies HandlerGroup;
