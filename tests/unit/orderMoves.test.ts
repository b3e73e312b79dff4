import { describe, expect, it } from 'vitest';
import orders from '../../schemas/resources/orders.json';
import type { ActionSpec } from '../../src/entities/descriptor';
import { canMove, type OrderStatus } from '../../src/server/shop/orderStatus';

const STATUSES: OrderStatus[] = ['pending', 'paid', 'preparing', 'shipped', 'delivered', 'cancelled'];

/** The orders page's status moves: each action's `when` against the server's rule. */
const moves = (orders.actions as ActionSpec[]).flatMap((action) => {
  const status = action.operation.params?.status;
  return status && 'const' in status ? [{ action, to: status.const as OrderStatus }] : [];
});

describe('the orders page offers exactly the status moves the server allows', () => {
  it('has a move to every status but pending', () => {
    expect(moves.map((move) => move.to).sort()).toEqual(
      STATUSES.filter((status) => status !== 'pending').sort(),
    );
  });

  it.each(moves.map((move) => [move.action.id, move] as const))('%s', (_id, { action, to }) => {
    const allowedFrom = STATUSES.filter((from) => canMove(from, to));
    expect(action.when).toEqual({ field: 'status', in: allowedFrom });
  });
});
