/** The moves of an order's status: forward (steps may be skipped), or to cancelled until delivered. */
import { describe, expect, it } from 'vitest';
import { assertMove, canMove, type OrderStatus } from '../../src/server/shop/orderStatus';

const STATUSES: OrderStatus[] = ['pending', 'paid', 'preparing', 'shipped', 'delivered', 'cancelled'];

/** from → the statuses it may move to. */
const ALLOWED: Record<OrderStatus, OrderStatus[]> = {
  pending: ['paid', 'preparing', 'shipped', 'delivered', 'cancelled'],
  paid: ['preparing', 'shipped', 'delivered', 'cancelled'],
  preparing: ['shipped', 'delivered', 'cancelled'],
  shipped: ['delivered', 'cancelled'],
  delivered: [],
  cancelled: [],
};

describe('order status moves', () => {
  it.each(STATUSES)('from %s, exactly the allowed ones', (from) => {
    expect(STATUSES.filter((to) => canMove(from, to))).toEqual(ALLOWED[from]);
  });

  it('refuses with a 409 naming both statuses in Spanish', () => {
    expect(() => assertMove('shipped', 'paid')).toThrow('Un pedido «Enviado» no puede pasar a «Pagado».');
    expect(() => assertMove('paid', 'paid')).toThrow('El pedido ya está «Pagado».');
    expect(() => assertMove('delivered', 'cancelled')).toThrow(expect.objectContaining({ status: 409 }));
    expect(() => assertMove('pending', 'delivered')).not.toThrow();
  });
});
