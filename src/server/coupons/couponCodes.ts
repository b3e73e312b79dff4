/**
 * Codes of the coupons the server makes: compact identifiers (src/lib/compactId.ts) of a random number,
 * not of the row id. A coupon's code is worth points to whoever scans it first, so consecutive codes
 * would let one printed coupon give away the next ones; 2^47 random values keep them unguessable while
 * the code stays short enough to type (about ten characters).
 */
import { randomInt } from 'node:crypto';
import { encodeCompactId } from '../../lib/compactId';

const CODE_SPACE = 2 ** 47;

export function newCouponCode(): string {
  return encodeCompactId(randomInt(CODE_SPACE));
}
