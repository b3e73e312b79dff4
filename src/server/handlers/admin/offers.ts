/** Platform-wide offers the administrator publishes to the customers of every store. */
import { desc, eq } from 'drizzle-orm';
import type { Entity, EntityInput } from '../../../contract/types';
import type { HandlerGroup } from '../../contract/handlerTypes';
import { adminOffers } from '../../db/schema';
import { notFound } from '../../http/apiError';
import { messages } from '../../messages';
import { isoInstant } from '../../views/dates';

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

export const adminOfferHandlers = {
  async adminOfferGetAll({ services }) {
    const rows = await services.db
      .select()
      .from(adminOffers)
      .orderBy(desc(adminOffers.createdAt), desc(adminOffers.id));
    return { offers: rows.map(offerView) };
  },

  async adminOfferAdd({ body, services }) {
    const [row] = await services.db
      .insert(adminOffers)
      .values({ ...offerValues(body), createdAt: services.now() })
      .returning();
    if (!row) throw new Error('The offer was not created');
    return { m: messages.admin.offerCreated, offer: offerView(row) };
  },

  async adminOfferUpdate({ body, services }) {
    const [row] = await services.db
      .update(adminOffers)
      .set(offerValues(body))
      .where(eq(adminOffers.id, body.offerId))
      .returning();
    if (!row) throw notFound(messages.admin.notFound.offer);
    return { m: messages.admin.offerUpdated, offer: offerView(row) };
  },

  async adminOfferDelete({ body, services }) {
    const deleted = await services.db
      .delete(adminOffers)
      .where(eq(adminOffers.id, body.offerId))
      .returning({ id: adminOffers.id });
    if (deleted.length === 0) throw notFound(messages.admin.notFound.offer);
    return { m: messages.admin.offerDeleted };
  },
} satisfies HandlerGroup;
