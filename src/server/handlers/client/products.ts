/** Products of the store's online shop ('Productos'), while its plan has planShowProducts. */
import { and, asc, eq } from 'drizzle-orm';
import type { Entity, EntityInput } from '../../../contract/types';
import { floorMoney } from '../../../lib/money';
import { requireStoreFeature } from '../../auth/storeFeature';
import type { HandlerGroup } from '../../contract/handlerTypes';
import { products } from '../../db/schema';
import { notFound } from '../../http/apiError';
import { messages } from '../../messages';
import { assertCategory } from '../../queries/catalogueRefs';
import { isoInstant } from '../../views/dates';

const FEATURE = 'planShowProducts';

function productView(row: typeof products.$inferSelect): Entity<'Product'> {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    sku: row.sku,
    image: row.image,
    price: row.price,
    points: row.points,
    stock: row.stock,
    active: row.active,
    categoryId: row.categoryId,
    createdAt: isoInstant(row.createdAt),
  };
}

function productValues(body: EntityInput<'Product'>) {
  return {
    name: body.name,
    description: body.description,
    sku: body.sku,
    image: body.image,
    price: floorMoney(body.price),
    points: body.points,
    stock: body.stock,
    active: body.active,
    categoryId: body.categoryId,
  };
}

const productOfStore = (storeId: number, productId: number) =>
  and(eq(products.id, productId), eq(products.storeId, storeId));

export const productHandlers = {
  async clientProductsGetAll({ caller, services }) {
    const user = await requireStoreFeature(caller, services.db, FEATURE);
    const rows = await services.db
      .select()
      .from(products)
      .where(eq(products.storeId, user.storeId))
      .orderBy(asc(products.name), asc(products.id));
    return { products: rows.map(productView) };
  },

  async clientProductsAdd({ body, caller, services }) {
    const user = await requireStoreFeature(caller, services.db, FEATURE);
    await assertCategory(services.db, body.categoryId);
    const [row] = await services.db
      .insert(products)
      .values({ ...productValues(body), storeId: user.storeId, createdAt: services.now() })
      .returning();
    if (!row) throw new Error('The product was not created');
    return { m: messages.products.created, product: productView(row) };
  },

  async clientProductsUpdate({ body, caller, services }) {
    const user = await requireStoreFeature(caller, services.db, FEATURE);
    await assertCategory(services.db, body.categoryId);
    // Orders keep their own copy of name, price and points (order_items), so they do not change.
    const [row] = await services.db
      .update(products)
      .set(productValues(body))
      .where(productOfStore(user.storeId, body.productId))
      .returning();
    if (!row) throw notFound(messages.products.notFound);
    return { m: messages.products.updated, product: productView(row) };
  },

  async clientProductsDelete({ body, caller, services }) {
    const user = await requireStoreFeature(caller, services.db, FEATURE);
    // Order items keep the name and get a null productId (ON DELETE SET NULL).
    const deleted = await services.db
      .delete(products)
      .where(productOfStore(user.storeId, body.productId))
      .returning({ id: products.id });
    if (deleted.length === 0) throw notFound(messages.products.notFound);
    return { m: messages.products.deleted };
  },
} satisfies HandlerGroup;
