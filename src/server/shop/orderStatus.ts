/**
 * How an order's status may move: forward along pending → paid → preparing → shipped → delivered, steps
 * skipped allowed (an order paid on delivery goes from pending to delivered), or to cancelled until it
 * is delivered. Delivered and cancelled are final; setting the current status again is refused too.
 */
import type { ORDER_STATUSES } from '../db/schema';
import { conflict } from '../http/apiError';
import { messages } from '../messages';

export type OrderStatus = (typeof ORDER_STATUSES)[number];

const FORWARD: readonly OrderStatus[] = ['pending', 'paid', 'preparing', 'shipped', 'delivered'];

export function canMove(from: OrderStatus, to: OrderStatus): boolean {
  if (from === 'delivered' || from === 'cancelled' || from === to) return false;
  return to === 'cancelled' || FORWARD.indexOf(to) > FORWARD.indexOf(from);
}

/** 409 with the statuses' Spanish names when the move is not allowed. */
export function assertMove(from: OrderStatus, to: OrderStatus): void {
  if (canMove(from, to)) return;
  // The statuses go as messages of their own, so a client names them in the user's language.
  const status = (code: OrderStatus) => ({ m: messages.orders.status[code], k: `orders.status.${code}` });
  throw conflict(
    from === to
      ? messages.orders.sameStatus({ status: status(from) })
      : messages.orders.wrongMove({ from: status(from), to: status(to) }),
  );
}
