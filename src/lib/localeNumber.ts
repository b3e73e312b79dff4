/**
 * Numbers as people type and read them in their language: '37,884' in Spanish and '37.884' in English
 * are the same latitude. Reading never guesses silently: text that could mean two numbers ('1.000' in
 * Spanish: one thousand or one?) or none is unreadable, and the form says so instead of keeping part of it.
 */
import { numberFormat } from './intlFormats';

export interface Separators {
  decimal: string;
  /** The grouping character, or '' where it is a kind of space (French), which reading ignores. */
  group: string;
}

const SPACES = /[\s\u00a0\u202f'’]/g;

/** The language's decimal and grouping characters, as Intl writes them. */
export function separators(language: string): Separators {
  const parts = numberFormat(language, { useGrouping: true }).formatToParts(12345.6);
  const decimal = parts.find((part) => part.type === 'decimal')?.value ?? '.';
  const group = (parts.find((part) => part.type === 'group')?.value ?? '').replace(SPACES, '');
  return { decimal, group };
}

/** A number as a form field shows it: the language's decimal character, no grouping. */
export function formatLocaleNumber(value: number, language: string, fractionDigits?: number): string {
  return numberFormat(language, {
    useGrouping: false,
    ...(fractionDigits === undefined
      ? { maximumFractionDigits: 20 }
      : { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits }),
  }).format(value);
}

/** Digits grouped by threes with one character: '1.000.000'. */
function groupedDigits(text: string, group: string): string | null {
  const parts = text.split(group);
  if (parts.length < 2) return null;
  const [head, ...rest] = parts;
  if (!head || !/^\d{1,3}$/.test(head) || head.startsWith('0')) return null;
  return rest.every((part) => /^\d{3}$/.test(part)) ? parts.join('') : null;
}

/** The digits of a magnitude written with at most the two separators, or null when they cannot be read. */
function readMagnitude(text: string, language: string, integer: boolean): string | null {
  if (!/^[\d.,]+$/.test(text) || !/\d/.test(text)) return null;
  const points = text.split('.').length - 1;
  const commas = text.split(',').length - 1;
  if (points === 0 && commas === 0) return text;
  if (points > 0 && commas > 0) {
    // Both: the last one is the decimal separator, the other groups the whole part.
    const decimal = text.lastIndexOf('.') > text.lastIndexOf(',') ? '.' : ',';
    const group = decimal === '.' ? ',' : '.';
    const [whole = '', fraction = '', ...extra] = text.split(decimal);
    if (extra.length > 0 || integer || !/^\d+$/.test(fraction)) return null;
    const digits = groupedDigits(whole, group);
    return digits === null ? null : `${digits}.${fraction}`;
  }
  const mark = points > 0 ? '.' : ',';
  if (points + commas > 1) return groupedDigits(text, mark);
  const [whole = '', fraction = ''] = text.split(mark);
  if (whole === '' || fraction === '') return null;
  const { decimal, group } = separators(language);
  // One mark before three digits may group thousands: '1.000' is one thousand in Spanish and '1,000' in
  // English. A whole number takes it as grouping unless it is the language's decimal mark; a number
  // that may have decimals cannot tell where the language groups with it, so it is unreadable there.
  const maybeGroup = /^\d{3}$/.test(fraction) && groupedDigits(text, mark) !== null;
  if (integer) return maybeGroup && mark !== decimal ? `${whole}${fraction}` : null;
  if (maybeGroup && mark === group) return null;
  return `${whole}.${fraction}`;
}

/**
 * What a number field's text means: a number, `undefined` when it is empty, or `null` when it cannot be
 * read (letters, a fraction in a whole number, an ambiguous mark).
 */
export function parseLocaleNumber(
  text: string,
  language: string,
  integer = false,
): number | null | undefined {
  const compact = text.replace(SPACES, '').replace(/\u2212/g, '-');
  if (compact === '') return undefined;
  const sign = /^[+-]/.test(compact) ? (compact[0] ?? '') : '';
  const magnitude = readMagnitude(compact.slice(sign.length), language, integer);
  if (magnitude === null) return null;
  const value = Number(`${sign === '-' ? '-' : ''}${magnitude}`);
  if (!Number.isFinite(value) || (integer && !Number.isInteger(value))) return null;
  return value === 0 ? 0 : value;
}
