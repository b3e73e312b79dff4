import type { ColumnFormat } from '../descriptor';

/** Formats whose values are written left to right whatever the page's direction. */
const LEFT_TO_RIGHT_FORMATS = new Set<ColumnFormat>(['code', 'email', 'link', 'money', 'number', 'points']);

/** No letter of any script: digits, signs, spaces and punctuation only (a phone number, '12/03'). */
const WITHOUT_WORDS = /^[^\p{L}]+$/u;

/**
 * Whether a value must be isolated left to right on a right-to-left page: a phone number, a code, an
 * email or an amount. Inside right-to-left text, the bidirectional algorithm would otherwise lay out
 * its groups right to left ('+34 625 735 419' read as '419 735 625 34+').
 */
export function readsLeftToRight(text: string, format: ColumnFormat = 'text'): boolean {
  return LEFT_TO_RIGHT_FORMATS.has(format) || hasNoWords(text);
}

/** Whether a value has no letter of any script: a phone number, an amount, a date written in figures. */
export function hasNoWords(text: string): boolean {
  return WITHOUT_WORDS.test(text);
}
