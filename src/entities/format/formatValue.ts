/**
 * A cell's value as text in the user's language: numbers and points with grouping, money rounded down
 * to 2 decimals in the store's currency (spec §5), calendar days without a time-zone shift, instants in
 * the browser's zone, booleans as the catalogue's Sí/No. Images, colours and links render elsewhere;
 * their text form is what CSV export writes.
 */
import type { TFunction } from 'i18next';
import { dateTimeFormat, numberFormat } from '../../lib/intlFormats';
import { formatCurrency } from '../../lib/money';
import type { ResolvedColumn } from '../resource';

export interface FormatContext {
  language: string;
  currency: string | null;
  t: TFunction;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

export function formatDay(value: string, language: string): string {
  const match = DAY.exec(value);
  if (!match) return value;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return dateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** A 'YYYY-MM' month as its name and year in the user's language ('2026-03' -> 'marzo de 2026'). */
export function formatMonth(value: string, language: string): string {
  const match = MONTH.exec(value);
  if (!match) return value;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1));
  return dateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);
}

export function formatInstant(value: string, language: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return dateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

export function formatValue(
  value: unknown,
  column: Pick<ResolvedColumn, 'format' | 'values' | 'valueList' | 'empty'>,
  context: FormatContext,
): string {
  if (value === null || value === undefined || value === '')
    return column.empty ? context.t(column.empty) : '';
  switch (column.format) {
    case 'money':
      return typeof value === 'number'
        ? formatCurrency(value, context.currency, context.language)
        : String(value);
    case 'number':
    case 'points':
    case 'rating':
      return typeof value === 'number' ? numberFormat(context.language).format(value) : String(value);
    case 'date':
      return typeof value === 'string' ? formatDay(value, context.language) : String(value);
    case 'month':
      return typeof value === 'string' ? formatMonth(value, context.language) : String(value);
    case 'datetime':
      return typeof value === 'string' ? formatInstant(value, context.language) : String(value);
    case 'boolean':
      return context.t(value === true ? 'engine.yes' : 'engine.no');
    case 'enum': {
      // A name with no label (an operation since renamed) shows as recorded.
      if (column.valueList)
        return context.t(`${column.valueList}.${String(value)}`, { defaultValue: String(value) });
      const key = column.values?.[String(value)];
      return key ? context.t(key) : String(value);
    }
    default:
      return typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
}
