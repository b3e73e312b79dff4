import { describe, expect, it } from 'vitest';
import {
  addDays,
  dayIn,
  hasMovements,
  isDay,
  isRangeLength,
  pointsTotals,
  rangeEndingOn,
} from '../../src/screens/dashboard/pointsRange';

describe('dayIn', () => {
  // 22:30 UTC on 31 March 2026 is already 1 April in Madrid (summer time, UTC+2) and still 31 March in
  // Mexico City (UTC-6): 'today' depends on the store's zone, not on the browser's.
  const instant = new Date('2026-03-31T22:30:00Z');

  it("gives the day it is in the store's zone, YYYY-MM-DD", () => {
    expect(dayIn('Europe/Madrid', instant)).toBe('2026-04-01');
    expect(dayIn('America/Mexico_City', instant)).toBe('2026-03-31');
    expect(dayIn('UTC', instant)).toBe('2026-03-31');
  });

  it("falls back to the browser's day for a zone it does not know", () => {
    expect(isDay(dayIn('Mars/Olympus_Mons', instant))).toBe(true);
  });
});

describe('addDays', () => {
  it('moves across months, years and leap days', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
  });

  it('is not thrown off by a daylight-saving change (29 March 2026 in Europe)', () => {
    expect(addDays('2026-03-30', -1)).toBe('2026-03-29');
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
  });
});

describe('rangeEndingOn', () => {
  it('covers the given number of days, both ends included', () => {
    expect(rangeEndingOn('2026-04-01', 30)).toEqual({ startDate: '2026-03-03', endDate: '2026-04-01' });
    expect(rangeEndingOn('2026-04-01', 7)).toEqual({ startDate: '2026-03-26', endDate: '2026-04-01' });
  });

  it('stays within the 366 days the server accepts for the longest length', () => {
    expect(rangeEndingOn('2026-02-28', 365)).toEqual({ startDate: '2025-03-01', endDate: '2026-02-28' });
  });
});

describe('isDay', () => {
  it.each(['2026-04-01', '2024-02-29'])('accepts %s', (value) => expect(isDay(value)).toBe(true));
  it.each(['', '2026-4-1', '2026-02-30', '2025-02-29', '01/04/2026', '2026-04-01T00:00'])(
    'refuses %j',
    (value) => expect(isDay(value)).toBe(false),
  );
});

describe('isRangeLength', () => {
  it('accepts only the lengths offered', () => {
    expect([7, 30, 90, 365].every(isRangeLength)).toBe(true);
    expect([0, 31, 366, Number.NaN].some(isRangeLength)).toBe(false);
  });
});

describe('pointsTotals and hasMovements', () => {
  const rows = [
    { given: 120, redeemed: 40 },
    { given: 0, redeemed: 0 },
    { given: 310, redeemed: 95 },
  ];

  it('adds up the points given and redeemed', () => {
    expect(pointsTotals(rows)).toEqual({ given: 430, redeemed: 135 });
    expect(pointsTotals([])).toEqual({ given: 0, redeemed: 0 });
  });

  it('tells a range with movements from one of zeros only', () => {
    expect(hasMovements(rows)).toBe(true);
    expect(hasMovements([{ given: 0, redeemed: 0 }])).toBe(false);
    expect(hasMovements([{ given: 0, redeemed: 3 }])).toBe(true);
    expect(hasMovements([])).toBe(false);
  });
});
