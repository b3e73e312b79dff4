/** Reading ledger rows with the customer's name, as PointsMovement shows them. */
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { customers, type MovementType, pointsMovements } from '../db/schema';

export const movementColumns = {
  id: pointsMovements.id,
  customerId: pointsMovements.customerId,
  customerFirstName: customers.firstName,
  customerLastName: customers.lastName,
  type: pointsMovements.type,
  points: pointsMovements.points,
  balanceAfter: pointsMovements.balanceAfter,
  amount: pointsMovements.amount,
  ticketNumber: pointsMovements.ticketNumber,
  description: pointsMovements.description,
  locationId: pointsMovements.locationId,
  locationName: pointsMovements.locationName,
  employeeId: pointsMovements.employeeId,
  employeeName: pointsMovements.employeeName,
  deleted: pointsMovements.deleted,
  createdAt: pointsMovements.createdAt,
};

export interface MovementRow {
  id: number;
  customerId: number;
  customerFirstName: string;
  customerLastName: string;
  type: MovementType;
  points: number;
  balanceAfter: number;
  amount: number | null;
  ticketNumber: string;
  description: string;
  locationId: number | null;
  locationName: string | null;
  employeeId: number | null;
  employeeName: string | null;
  deleted: boolean;
  createdAt: Date;
}

export function selectMovements(db: Database) {
  return db
    .select(movementColumns)
    .from(pointsMovements)
    .innerJoin(customers, eq(customers.id, pointsMovements.customerId));
}

/** Movements that add points: the ones a 'deletion' may reverse and the dashboard counts as given. */
export const GIVING_TYPES = [
  'welcome',
  'purchase',
  'grant',
  'massive',
  'coupon',
  'order',
] as const satisfies readonly MovementType[];

/** A movement just written, with its customer's name. */
export async function loadMovement(db: Database, movementId: number): Promise<MovementRow> {
  const [row] = await selectMovements(db).where(eq(pointsMovements.id, movementId));
  if (!row) throw new Error(`The movement ${movementId} is missing`);
  return row;
}
