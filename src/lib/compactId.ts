/**
 * Compact identifiers (spec §9) for codes people read or scan, such as customer QR codes, coupons and
 * order numbers: 'A', the number in base 62, then a check character taken from the number modulo 61.
 * The check character catches most mistyped or misread codes before any lookup.
 */
const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const BASE = 62;
const CHECK_MODULUS = 61;
const PREFIX = 'A';

function digit(index: number): string {
  const char = ALPHABET[index];
  if (char === undefined) throw new RangeError(`No base-62 digit for ${index}`);
  return char;
}

function toBase62(value: number): string {
  let rest = value;
  let digits = '';
  do {
    digits = digit(rest % BASE) + digits;
    rest = Math.floor(rest / BASE);
  } while (rest > 0);
  return digits;
}

function checkCharacter(value: number): string {
  return digit(value % CHECK_MODULUS);
}

export function encodeCompactId(value: number): string {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`A compact identifier needs a whole number from 0, not ${value}`);
  }
  return PREFIX + toBase62(value) + checkCharacter(value);
}

/**
 * The number behind a compact identifier, or null when the code is malformed, not in its canonical
 * form (leading zeros) or its check character is wrong.
 */
export function decodeCompactId(code: string): number | null {
  if (code.length < 3 || !code.startsWith(PREFIX)) return null;
  let value = 0;
  for (const char of code.slice(PREFIX.length, -1)) {
    const index = ALPHABET.indexOf(char);
    if (index < 0) return null;
    value = value * BASE + index;
    if (!Number.isSafeInteger(value)) return null;
  }
  return encodeCompactId(value) === code ? value : null;
}
