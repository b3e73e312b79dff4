import { describe, expect, it } from 'vitest';
import { purchasePoints } from '../../src/lib/points';

describe('purchasePoints', () => {
  it.each([
    // amount, conversionMoney, conversionPoints, points
    [25, 1, 1, 25],
    [25.99, 1, 1, 25],
    [25, 10, 3, 6],
    [9.99, 10, 3, 0],
    [0.3, 0.1, 1, 3],
    [25, 2.5, 4, 40],
    [1.005, 0.01, 1, 100],
  ])('a purchase of %d at %d per %d points earns %d', (amount, money, points, expected) => {
    expect(purchasePoints(amount, money, points)).toBe(expected);
  });

  it('earns nothing without a conversion amount', () => {
    expect(purchasePoints(25, 0, 5)).toBe(0);
  });
});
