import { describe, expect, it } from 'vitest';
import { axisTicks, DAILY_AXIS_MAX_DAYS, dayLabel } from '../../src/screens/dashboard/chartAxis';
import { addDays } from '../../src/screens/dashboard/pointsRange';

function daysFrom(start: string, count: number): string[] {
  return Array.from({ length: count }, (_, index) => addDays(start, index));
}

describe('axisTicks', () => {
  it('labels a short range by day, leaving the chart to space the labels', () => {
    const axis = axisTicks(daysFrom('2026-03-03', 30), 'es');
    expect(axis.ticks).toBeUndefined();
    expect(axis.format('2026-03-14')).toBe('14 mar');
  });

  it('labels a long range with the Spanish month names on the first of each month', () => {
    const axis = axisTicks(daysFrom('2025-12-15', DAILY_AXIS_MAX_DAYS + 60), 'es');
    expect(axis.ticks).toEqual(['2026-01-01', '2026-02-01', '2026-03-01']);
    expect(axis.ticks?.map(axis.format)).toEqual(['enero', 'febrero', 'marzo']);
  });

  it("names the months in the user's language elsewhere", () => {
    const axis = axisTicks(daysFrom('2025-12-15', 90), 'en');
    expect(axis.ticks?.map(axis.format)).toEqual(['January', 'February', 'March']);
    expect(axisTicks(daysFrom('2025-12-15', 90), 'fr').format('2026-02-01')).toBe('février');
  });
});

describe('dayLabel', () => {
  it('writes the calendar day itself, whatever zone the browser is in', () => {
    expect(dayLabel('2026-04-01', 'es')).toBe('1 abr 2026');
    expect(dayLabel('2026-04-01', 'en')).toBe('Apr 1, 2026');
  });
});
