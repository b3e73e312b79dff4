import type { Entity } from '../../contract/types';
import { encodeCompactId } from '../../lib/compactId';
import type { OrderDetails, OrderNoteRow } from '../queries/orderRows';
import { customerName } from './customerView';
import { isoInstant } from './dates';

/** The number the customer sees: the compact identifier of the row id (spec §9). */
export function orderNumber(orderId: number): string {
  return encodeCompactId(orderId);
}

export function orderNoteView(row: OrderNoteRow): Entity<'OrderNote'> {
  return { id: row.id, text: row.text, author: row.author, createdAt: isoInstant(row.createdAt) };
}

export function orderView({ order, items, notes }: OrderDetails): Entity<'Order'> {
  return {
    id: order.id,
    number: orderNumber(order.id),
    customer: { id: order.customerId, name: customerName(order) },
    customerEmail: order.customerEmail,
    customerMobile: order.customerMobile,
    items: items.map((item) => ({
      productId: item.productId,
      name: item.name,
      quantity: item.quantity,
      unitPrice: item.unitPrice,
    })),
    subtotal: order.subtotal,
    shippingCost: order.shippingCost,
    total: order.total,
    status: order.status,
    shippingAddress: order.shippingAddress,
    notes: notes.map(orderNoteView),
    createdAt: isoInstant(order.createdAt),
    updatedAt: isoInstant(order.updatedAt),
  };
}
