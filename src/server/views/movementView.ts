import type { Entity } from '../../contract/types';
import type { MovementRow } from '../queries/movementRows';
import { customerRef } from './customerView';
import { isoInstant, namedRef } from './dates';

export function movementView(row: MovementRow): Entity<'PointsMovement'> {
  return {
    id: row.id,
    customer: customerRef(row),
    type: row.type,
    points: row.points,
    balanceAfter: row.balanceAfter,
    amount: row.amount,
    ticketNumber: row.ticketNumber,
    description: row.description,
    location: namedRef(row.locationId, row.locationName),
    employee: namedRef(row.employeeId, row.employeeName),
    deleted: row.deleted,
    createdAt: isoInstant(row.createdAt),
  };
}
