import { numberFormat } from './intlFormats';

/**
 * Money rule of the spec (§5): amounts are rounded *down* to 2 decimals and always shown with 2.
 * Binary floating point makes 0.29 * 100 = 28.999…, so the cents are first snapped to 6 decimals
 * before flooring; otherwise exact amounts would lose a cent.
 */
export function floorMoney(amount: number): number {
  if (!Number.isFinite(amount)) throw new RangeError(`Not an amount of money: ${amount}`);
  const cents = Math.floor(Number((amount * 100).toFixed(6)));
  return cents / 100 + 0; // + 0 turns -0 into 0
}

/** The amount rounded down and written with exactly 2 decimals in the given locale's digits and separators. */
export function formatMoney(amount: number, locale = 'es'): string {
  return numberFormat(locale, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(floorMoney(amount));
}

/** The amount rounded down, with its currency (`12,34 €`); without a known currency, as formatMoney. */
export function formatCurrency(amount: number, currency: string | null | undefined, locale = 'es'): string {
  if (!currency) return formatMoney(amount, locale);
  try {
    return numberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }).format(floorMoney(amount));
  } catch {
    // An unknown currency code: the amount alone, with the code after it.
    return `${formatMoney(amount, locale)} ${currency}`;
  }
}
