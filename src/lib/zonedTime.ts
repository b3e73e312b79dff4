/**
 * A day and a time of day ('2026-11-21', '07:16') as a wall clock in an IANA zone, moved to another
 * zone's wall clock. The server reads a notification's date and time in the store's zone; a user whose
 * browser is elsewhere types them in their own, and the form converts between the two.
 */

export interface WallTime {
  /** YYYY-MM-DD */
  date: string;
  /** HH:mm, 24 h */
  time: string;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** The zone the browser's clock is in. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

function wallClockOf(instant: number, zone: string): { ms: number; wall: WallTime } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '00';
  const [year, month, day, hour, minute] = [
    part('year'),
    part('month'),
    part('day'),
    part('hour'),
    part('minute'),
  ];
  return {
    ms: Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute)),
    wall: { date: `${year}-${month}-${day}`, time: `${hour}:${minute}` },
  };
}

/** The instant a wall time happens in a zone (ms since the epoch), or null for a malformed one. */
export function instantOf(wall: WallTime, zone: string): number | null {
  const date = DATE.exec(wall.date);
  const time = TIME.exec(wall.time);
  if (!date || !time) return null;
  const asUtc = Date.UTC(
    Number(date[1]),
    Number(date[2]) - 1,
    Number(date[3]),
    Number(time[1]),
    Number(time[2]),
  );
  // The zone's offset at a first guess, then at the instant it gives (right across a DST change).
  let instant = asUtc - (wallClockOf(asUtc, zone).ms - asUtc);
  instant = asUtc - (wallClockOf(instant, zone).ms - instant);
  return instant;
}

/** The wall time in `to` of a wall time in `from`; the same when either cannot be read. */
export function convertWallTime(wall: WallTime, from: string, to: string): WallTime {
  if (from === to) return wall;
  const instant = instantOf(wall, from);
  return instant === null ? wall : wallClockOf(instant, to).wall;
}
