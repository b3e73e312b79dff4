/** Products of the store's online shop ('Productos'), while its plan has planShowProducts. */
import { asc } from 'drizzle-orm';
import type { Entity, EntityInput } from '../../../contract/types';
import { floorMoney } from '../../../lib/money';
import type { HandlerGroup } from '../../contract/handlerTypes';
import { products } from '../../db/schema';
import { messages } from '../../messages';
import { assertCategory } from '../../queries/catalogueRefs';
import { byName } from '../../queries/nameOrder';
import { isoInstant } from '../../views/dates';
import { crudHandlers } from '../crud/crudHandlers';
import { storeScope } from '../crud/crudScope';

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

// Orders keep their own copy of a product's name, price and points (order_items), so an update does not
// change them, and a delete leaves their productId null (ON DELETE SET NULL).
export const productHandlers = crudHandlers({
  operations: {
    list: 'clientProductsGetAll',
    add: 'clientProductsAdd',
    update: 'clientProductsUpdate',
    remove: 'clientProductsDelete',
  },
  table: products,
  scope: storeScope(products),
  select: (db) => db.select().from(products),
  orderBy: [...byName(products.name), asc(products.id)],
  view: productView,
  values: productValues,
  addValues: (services) => ({ createdAt: services.now() }),
  beforeWrite: ({ db, body }) => assertCategory(db, body.categoryId),
  idField: 'productId',
  answerKeys: { list: 'products', item: 'product' },
  messages: messages.products,
}) satisfies HandlerGroup;
