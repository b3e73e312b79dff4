import { describe, expect, it } from 'vitest';
import {
  FALLBACK_TIME_ZONES,
  matchesTimeZone,
  normalizeSearch,
  supportedTimeZones,
  timeZoneOption,
  timeZoneOptions,
  utcOffset,
  withZone,
} from '../../src/ui/timeZones';

const WINTER = new Date('2026-01-15T12:00:00Z');
const SUMMER = new Date('2026-07-15T12:00:00Z');

describe('the time zones offered', () => {
  it('are every zone Intl knows, sorted, with UTC', () => {
    const zones = supportedTimeZones();
    expect(zones.length).toBeGreaterThan(300);
    expect(zones).toContain('Europe/Madrid');
    expect(zones).toContain('UTC');
    expect(zones).toEqual([...zones].sort());
  });

  it('fall back to a fixed list where Intl cannot list them', () => {
    expect(supportedTimeZones({})).toContain('Europe/Madrid');
    expect(supportedTimeZones({})).toHaveLength(FALLBACK_TIME_ZONES.length + 1);
    const throwing = {
      supportedValuesOf: (): string[] => {
        throw new RangeError('Invalid key : timeZone');
      },
    };
    expect(supportedTimeZones(throwing)).toEqual(supportedTimeZones({}));
  });

  it('keep a zone the list lacks when it is the current value, in order', () => {
    const options = timeZoneOptions(['Europe/Madrid', 'UTC'], WINTER);
    expect(options.map((option) => option.offset)).toEqual(['UTC+01:00', 'UTC+00:00']);
    expect(withZone(options, 'America/Argentina/Buenos_Aires', WINTER).map((option) => option.zone)).toEqual([
      'America/Argentina/Buenos_Aires',
      'Europe/Madrid',
      'UTC',
    ]);
    expect(withZone(options, 'UTC', WINTER)).toBe(options);
    expect(withZone(options, '', WINTER)).toBe(options);
  });
});

describe('utcOffset', () => {
  it.each([
    ['Europe/Madrid', WINTER, 'UTC+01:00'],
    ['Europe/Madrid', SUMMER, 'UTC+02:00'],
    ['America/Argentina/Buenos_Aires', WINTER, 'UTC-03:00'],
    ['Asia/Kolkata', SUMMER, 'UTC+05:30'],
    ['Asia/Kathmandu', WINTER, 'UTC+05:45'],
    ['UTC', SUMMER, 'UTC+00:00'],
    ['Pacific/Chatham', WINTER, 'UTC+13:45'],
  ])('%s on %s is %s', (zone, at, offset) => {
    expect(utcOffset(zone, at)).toBe(offset);
  });

  it('is empty for a zone the engine does not know', () => {
    expect(utcOffset('Europe/Granada', WINTER)).toBe('');
  });
});

describe('searching the zones', () => {
  const madrid = timeZoneOption('Europe/Madrid', WINTER);
  const saoPaulo = timeZoneOption('America/Sao_Paulo', WINTER);
  const zurich = timeZoneOption('Europe/Zurich', WINTER);

  it('ignores case, accents and the zone separators', () => {
    expect(normalizeSearch('  América/São_Paulo ')).toBe('america sao paulo');
    expect(matchesTimeZone(madrid, 'madrid')).toBe(true);
    expect(matchesTimeZone(madrid, 'MADRID')).toBe(true);
    expect(matchesTimeZone(saoPaulo, 'são paulo')).toBe(true);
    expect(matchesTimeZone(saoPaulo, 'sao_pau')).toBe(true);
    expect(matchesTimeZone(zurich, 'zúrich')).toBe(true);
  });

  it('finds parts in any order, and the offset', () => {
    expect(matchesTimeZone(madrid, 'mad europe')).toBe(true);
    expect(matchesTimeZone(madrid, 'europe/mad')).toBe(true);
    expect(matchesTimeZone(madrid, '+01:00')).toBe(true);
    expect(matchesTimeZone(saoPaulo, 'utc-03')).toBe(true);
  });

  it('needs every word', () => {
    expect(matchesTimeZone(madrid, 'madrid paris')).toBe(false);
    expect(matchesTimeZone(madrid, 'lisbon')).toBe(false);
  });
});
