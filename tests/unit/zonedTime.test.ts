import { describe, expect, it } from 'vitest';
import { convertWallTime, instantOf } from '../../src/lib/zonedTime';

describe('wall times between zones (src/lib/zonedTime.ts)', () => {
  it("finds the instant of a wall time in a zone: the issue's 07:16 in Madrid is 06:16 UTC in winter", () => {
    expect(
      new Date(instantOf({ date: '2026-01-15', time: '07:16' }, 'Europe/Madrid') ?? 0).toISOString(),
    ).toBe('2026-01-15T06:16:00.000Z');
    expect(
      new Date(instantOf({ date: '2026-07-15', time: '07:16' }, 'Europe/Madrid') ?? 0).toISOString(),
    ).toBe('2026-07-15T05:16:00.000Z');
  });

  it('moves a wall time to another zone, across midnight and daylight saving changes', () => {
    expect(convertWallTime({ date: '2026-01-15', time: '06:16' }, 'UTC', 'Europe/Madrid')).toEqual({
      date: '2026-01-15',
      time: '07:16',
    });
    expect(convertWallTime({ date: '2026-01-15', time: '23:30' }, 'UTC', 'Asia/Kolkata')).toEqual({
      date: '2026-01-16',
      time: '05:00',
    });
    expect(convertWallTime({ date: '2026-03-29', time: '03:30' }, 'Europe/Madrid', 'UTC')).toEqual({
      date: '2026-03-29',
      time: '01:30',
    });
    expect(
      convertWallTime({ date: '2026-10-25', time: '12:00' }, 'America/Mexico_City', 'Europe/Madrid'),
    ).toEqual({
      date: '2026-10-25',
      time: '19:00',
    });
  });

  it('leaves what it cannot read as it is', () => {
    expect(convertWallTime({ date: '', time: '07:16' }, 'UTC', 'Europe/Madrid')).toEqual({
      date: '',
      time: '07:16',
    });
    expect(instantOf({ date: '2026-01-15', time: '7:16' }, 'UTC')).toBeNull();
  });
});
