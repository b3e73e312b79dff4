/**
 * The date range of the dashboard's points chart: whole calendar days, YYYY-MM-DD (spec §9), counted in
 * the store's time zone because that is how the server groups the movements into days.
 */

/** A calendar day, YYYY-MM-DD. */
export type Day = string;

export interface DayRange {
  startDate: Day;
  endDate: Day;
}

/** The lengths offered, in days; the contract allows at most 366. */
export const RANGE_LENGTHS = [7, 30, 90, 365] as const;
export type RangeLength = (typeof RANGE_LENGTHS)[number];
export const DEFAULT_RANGE_LENGTH: RangeLength = 30;

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** True for a real calendar day written YYYY-MM-DD ('2026-02-30' is not one). */
export function isDay(value: string): value is Day {
  const match = DAY_PATTERN.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

export function isRangeLength(value: number): value is RangeLength {
  return (RANGE_LENGTHS as readonly number[]).includes(value);
}

/**
 * The day an instant falls on in an IANA time zone. A zone the browser does not know falls back to the
 * browser's own day rather than breaking the page.
 */
export function dayIn(timeZone: string, instant: Date): Day {
  try {
    // en-CA writes dates as YYYY-MM-DD.
    return new Intl.DateTimeFormat('en-CA', { timeZone }).format(instant);
  } catch {
    return new Intl.DateTimeFormat('en-CA').format(instant);
  }
}

/** The day `days` after (or before, when negative) a day; calendar arithmetic, free of DST shifts. */
export function addDays(day: Day, days: number): Day {
  const time = Date.parse(`${day}T00:00:00Z`) + days * DAY_MS;
  return new Date(time).toISOString().slice(0, 10);
}

/** The `length` days that end on `endDate`, both ends included. */
export function rangeEndingOn(endDate: Day, length: RangeLength): DayRange {
  return { startDate: addDays(endDate, -(length - 1)), endDate };
}

export interface PointsTotals {
  given: number;
  redeemed: number;
}

/** Points given and redeemed over the rows of the chart. */
export function pointsTotals(rows: readonly PointsTotals[]): PointsTotals {
  return rows.reduce(
    (totals, row) => ({ given: totals.given + row.given, redeemed: totals.redeemed + row.redeemed }),
    { given: 0, redeemed: 0 },
  );
}

/** A range whose days saw no movement: the chart then shows its empty state instead of flat lines. */
export function hasMovements(rows: readonly PointsTotals[]): boolean {
  return rows.some((row) => row.given > 0 || row.redeemed > 0);
}
