import { floorMoney } from './money';

/**
 * Points a purchase earns when the store converts money to points: whole conversion units of the
 * amount (rounded down to cents first, spec §5), each worth conversionPoints. The server gives points
 * with it and the loyalty settings preview it, so both say the same.
 */
export function purchasePoints(amount: number, conversionMoney: number, conversionPoints: number): number {
  const amountCents = Math.round(floorMoney(amount) * 100);
  const unitCents = Math.round(conversionMoney * 100);
  if (unitCents <= 0) return 0;
  return Math.floor(amountCents / unitCents) * conversionPoints;
}
