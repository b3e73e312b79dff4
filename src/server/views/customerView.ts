import type { Entity } from '../../contract/types';
import { encodeCompactId } from '../../lib/compactId';
import type { CustomerRow } from '../queries/customerRows';
import { isoInstant, isoInstantOrNull, namedRef } from './dates';

/** The code on the customer's QR card: the compact identifier of the row id (spec §9). */
export function customerCode(customerId: number): string {
  return encodeCompactId(customerId);
}

export function customerView(row: CustomerRow): Entity<'Customer'> {
  return {
    id: row.id,
    code: customerCode(row.id),
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    mobile: row.mobile,
    birthDate: row.birthDate,
    points: row.points,
    totalPoints: row.totalPoints,
    level: namedRef(row.levelId, row.levelName),
    lastVisitAt: isoInstantOrNull(row.lastVisitAt),
    createdAt: isoInstant(row.createdAt),
  };
}

/** How a customer is named in lists of other rows (ledger, redemptions). */
export function customerName(row: { firstName: string; lastName: string }): string {
  return [row.firstName, row.lastName].filter(Boolean).join(' ');
}

/** The customer of another row (ledger, redemption, review, survey) read with its joined name columns. */
export function customerRef(row: {
  customerId: number;
  customerFirstName: string;
  customerLastName: string;
}) {
  return {
    id: row.customerId,
    name: customerName({ firstName: row.customerFirstName, lastName: row.customerLastName }),
  };
}
