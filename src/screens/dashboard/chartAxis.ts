import { monthName } from '../../lib/months';
import type { Day } from './pointsRange';

/** Up to this many days the axis names days; beyond it, months (a day label every few pixels says nothing). */
export const DAILY_AXIS_MAX_DAYS = 45;

export interface AxisTicks {
  /** The days that carry a label; undefined lets the chart choose among all days. */
  ticks: Day[] | undefined;
  format: (day: Day) => string;
}

function utcDate(day: Day): Date {
  return new Date(`${day}T00:00:00Z`);
}

/**
 * How the chart's time axis is labelled in a language: short ranges by day ('14 mar'), longer ones by
 * the month's name ('marzo') on the first day of each month, from the month names of spec §9.
 */
export function axisTicks(days: readonly Day[], language: string): AxisTicks {
  if (days.length <= DAILY_AXIS_MAX_DAYS) {
    const dayFormat = new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', timeZone: 'UTC' });
    return { ticks: undefined, format: (day) => dayFormat.format(utcDate(day)) };
  }
  return {
    ticks: days.filter((day) => day.endsWith('-01')),
    format: (day) => monthName(day.slice(5, 7), language),
  };
}

/** A day written out in full for the tooltip and the table ('31 mar 2026'). */
export function dayLabel(day: Day, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(utcDate(day));
}
