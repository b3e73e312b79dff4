/** Orders as the customers' web app places them (it is not part of this API): pending, priced as ordered. */
import { orderItems, orders } from '../../../src/server/db/schema';
import type { TestServer } from './testServer';

export interface PlacedItem {
  name: string;
  quantity: number;
  unitPrice: number;
  /** Points per unit earned when the order is delivered. */
  points: number;
  productId?: number;
}

export async function placeOrder(
  server: TestServer,
  store: number,
  customerId: number,
  items: PlacedItem[],
  createdAt = server.now(),
): Promise<number> {
  const subtotal = items.reduce((sum, item) => sum + item.quantity * item.unitPrice, 0);
  const [order] = await server.db
    .insert(orders)
    .values({
      storeId: store,
      customerId,
      customerEmail: 'pedido@correo.test',
      customerMobile: '600 000 000',
      subtotal,
      shippingCost: 2.5,
      total: subtotal + 2.5,
      shippingAddress: 'Calle de Alcalá 1, 28014 Madrid',
      createdAt,
      updatedAt: createdAt,
    })
    .returning({ id: orders.id });
  if (!order) throw new Error('The order was not placed');
  await server.db
    .insert(orderItems)
    .values(items.map((item) => ({ ...item, productId: item.productId ?? null, orderId: order.id })));
  return order.id;
}
