import { describe, expect, it } from 'vitest';
import { floorMoney, formatMoney } from '../../src/lib/money';

describe('floorMoney', () => {
  it.each([
    [10, 10],
    [10.129, 10.12],
    [10.999, 10.99],
    [1.005, 1],
    [0.29, 0.29],
    [2.675, 2.67],
    [1234.5678, 1234.56],
    [0, 0],
  ])('rounds %d down to %d', (amount, expected) => {
    expect(floorMoney(amount)).toBe(expected);
  });

  it('refuses what is not an amount', () => {
    expect(() => floorMoney(Number.NaN)).toThrow(RangeError);
    expect(() => floorMoney(Number.POSITIVE_INFINITY)).toThrow('Not an amount of money');
  });
});

describe('formatMoney', () => {
  it('always shows two decimals, rounded down', () => {
    expect(formatMoney(5, 'en')).toBe('5.00');
    expect(formatMoney(5.5, 'en')).toBe('5.50');
    expect(formatMoney(5.999, 'en')).toBe('5.99');
  });

  it('writes Spanish separators by default', () => {
    expect(formatMoney(1234.567)).toBe('1234,56');
    expect(formatMoney(12345.678)).toBe('12.345,67');
  });
});
