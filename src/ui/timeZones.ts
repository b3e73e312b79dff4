/**
 * The IANA time zones the time-zone picker offers, with their UTC offset now and a search that forgives
 * case, accents and separators ('sao paulo' finds America/Sao_Paulo, 'zúrich' Europe/Zurich).
 */
import { foldText, matchesWords, searchWords } from '../lib/searchText';

export interface TimeZoneOption {
  zone: string;
  /** 'UTC+01:00' at the moment the list was made: daylight saving moves it during the year. */
  offset: string;
  /** The zone and offset as the search compares them. */
  searchText: string;
}

/**
 * For browsers without Intl.supportedValuesOf (Safari before 15.4, Chrome before 99): the zones of the
 * countries the platform serves first, and the busiest others.
 */
export const FALLBACK_TIME_ZONES: readonly string[] = [
  'Africa/Cairo',
  'Africa/Casablanca',
  'Africa/Johannesburg',
  'Africa/Lagos',
  'America/Argentina/Buenos_Aires',
  'America/Asuncion',
  'America/Bogota',
  'America/Caracas',
  'America/Chicago',
  'America/Costa_Rica',
  'America/Denver',
  'America/El_Salvador',
  'America/Guatemala',
  'America/Guayaquil',
  'America/Havana',
  'America/La_Paz',
  'America/Lima',
  'America/Los_Angeles',
  'America/Managua',
  'America/Mexico_City',
  'America/Montevideo',
  'America/New_York',
  'America/Panama',
  'America/Puerto_Rico',
  'America/Santiago',
  'America/Santo_Domingo',
  'America/Sao_Paulo',
  'America/Tegucigalpa',
  'America/Tijuana',
  'America/Toronto',
  'Asia/Dubai',
  'Asia/Kolkata',
  'Asia/Shanghai',
  'Asia/Singapore',
  'Asia/Tokyo',
  'Atlantic/Canary',
  'Australia/Sydney',
  'Europe/Berlin',
  'Europe/Lisbon',
  'Europe/London',
  'Europe/Madrid',
  'Europe/Moscow',
  'Europe/Paris',
  'Europe/Rome',
  'Pacific/Auckland',
  'Pacific/Honolulu',
];

/** Intl lists canonical zones only, without 'UTC' itself, which servers and users still pick. */
const ALWAYS_OFFERED = ['UTC'];

/** Every zone the browser knows, sorted; the fallback list where it cannot say. */
export function supportedTimeZones(
  intl: { supportedValuesOf?: (key: 'timeZone') => string[] } = Intl,
): string[] {
  let zones: readonly string[] = FALLBACK_TIME_ZONES;
  try {
    if (typeof intl.supportedValuesOf === 'function') zones = intl.supportedValuesOf('timeZone');
  } catch {
    // A browser that has the function but not the 'timeZone' key throws a RangeError: use the fallback.
  }
  return [...new Set([...zones, ...ALWAYS_OFFERED])].sort();
}

/**
 * The zone's offset from UTC at `at`, as 'UTC+05:30'. Computed from the zone's wall-clock time rather
 * than with timeZoneName 'longOffset', which the browsers that need the fallback list lack too.
 */
export function utcOffset(zone: string, at: Date): string {
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    }).formatToParts(at);
  } catch {
    return ''; // a zone this browser does not know: offered without an offset
  }
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((candidate) => candidate.type === type)?.value);
  const wallClock = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  const minutes = Math.round((wallClock - Math.floor(at.getTime() / 1000) * 1000) / 60_000);
  const sign = minutes < 0 ? '-' : '+';
  const hours = String(Math.floor(Math.abs(minutes) / 60)).padStart(2, '0');
  return `UTC${sign}${hours}:${String(Math.abs(minutes) % 60).padStart(2, '0')}`;
}

/** Lower case, without accents, with the zone's '/', '_' and '-' as word breaks. */
export function normalizeSearch(text: string): string {
  return foldText(text)
    .replace(/[/_]|-(?=\D)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export function timeZoneOption(zone: string, at: Date): TimeZoneOption {
  const offset = utcOffset(zone, at);
  return { zone, offset, searchText: normalizeSearch(`${zone} ${offset}`) };
}

export function timeZoneOptions(zones: readonly string[], at: Date): TimeZoneOption[] {
  return zones.map((zone) => timeZoneOption(zone, at));
}

/** The options with `zone` among them, in order: a value the list lacks (an alias the server kept). */
export function withZone(options: TimeZoneOption[], zone: string, at: Date): TimeZoneOption[] {
  if (!zone || options.some((option) => option.zone === zone)) return options;
  return [...options, timeZoneOption(zone, at)].sort((a, b) => (a.zone < b.zone ? -1 : 1));
}

/** True when every word of the query appears in the option: 'madrid', 'europe mad', '+05:30'. */
export function matchesTimeZone(option: TimeZoneOption, query: string): boolean {
  return matchesWords(searchWords(normalizeSearch(query)), [option.searchText]);
}
