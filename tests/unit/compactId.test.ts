import { describe, expect, it } from 'vitest';
import { decodeCompactId, encodeCompactId } from '../../src/lib/compactId';

describe('compact identifier', () => {
  it('writes A, the number in base 62, and the check character of the number modulo 61', () => {
    expect(encodeCompactId(0)).toBe('A00');
    expect(encodeCompactId(61)).toBe('Az0'); // 61 is 'z' in base 62; 61 mod 61 = 0
    expect(encodeCompactId(62)).toBe('A101'); // '10' in base 62; 62 mod 61 = 1
    expect(encodeCompactId(3843)).toBe('Azz0'); // 61*62+61; 3843 mod 61 = 0
    expect(encodeCompactId(123456)).toBe('AW7Er'); // 'W7E' in base 62; 123456 mod 61 = 53 = 'r'
  });

  it('round-trips every number it encodes', () => {
    const samples = [0, 1, 9, 10, 35, 36, 60, 61, 62, 3843, 3844, 999_999, 2 ** 31, Number.MAX_SAFE_INTEGER];
    for (let n = 0; n < 5000; n += 7) samples.push(n);
    for (const value of samples) {
      expect(decodeCompactId(encodeCompactId(value))).toBe(value);
    }
  });

  it('rejects a code whose check character is wrong', () => {
    const code = encodeCompactId(123456);
    const wrongCheck = code.slice(0, -1) + (code.endsWith('0') ? '1' : '0');
    expect(decodeCompactId(wrongCheck)).toBeNull();
  });

  it('rejects codes that are not compact identifiers', () => {
    for (const code of ['', 'A', 'A0', 'B00', 'A0-0', 'a00', 'A000', `A${'z'.repeat(12)}0`]) {
      expect(decodeCompactId(code)).toBeNull();
    }
  });

  it('refuses numbers it cannot encode', () => {
    expect(() => encodeCompactId(-1)).toThrow(RangeError);
    expect(() => encodeCompactId(1.5)).toThrow(RangeError);
    expect(() => encodeCompactId(Number.MAX_SAFE_INTEGER + 1)).toThrow(RangeError);
  });
});
