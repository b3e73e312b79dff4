/**
 * The seed's bulk insert (one JSON parameter per batch): it writes what Drizzle's INSERT would have
 * written, column for column (defaults, NULLs, instants, money, booleans), answers the columns asked
 * for in the rows' order, and refuses rows it would write differently rather than write them.
 */
import { eq, getTableColumns, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, pointsMovements } from '../../src/server/db/schema';
import { insertRows } from '../../src/server/seed/insertRows';
import { BATCH_ROWS } from '../../src/server/seed/seedContext';
import { customerWithPoints, storeId as storeIdOf } from './support/demoData';
import { openTestDatabase, type TestDatabase } from './support/testDatabase';

let database: TestDatabase;
let storeId: number;
let customerId: number;

beforeAll(async () => {
  database = await openTestDatabase();
  storeId = await storeIdOf(database.db, 'Café Central');
  customerId = (await customerWithPoints(database.db, storeId)).id;
});
afterAll(() => database.close());

const movement = (ticketNumber: string) => ({
  storeId,
  customerId,
  type: 'purchase' as const,
  points: 12,
  balanceAfter: 112,
  amount: 24.5,
  ticketNumber,
  locationId: null,
  createdAt: new Date('2026-03-01T09:15:00.123Z'),
});

/** Every column of a points movement but its key, as the database holds it. */
async function stored(ticketNumber: string) {
  const { id: _id, ...columns } = getTableColumns(pointsMovements);
  const [row] = await database.db
    .select(columns)
    .from(pointsMovements)
    .where(eq(pointsMovements.ticketNumber, ticketNumber));
  return row;
}

describe("the seed's bulk insert", () => {
  it("stores a row exactly as Drizzle's insert does: the values given, the defaults of the rest", async () => {
    await database.db.insert(pointsMovements).values(movement('T-BY-DRIZZLE'));
    await insertRows(database.db, pointsMovements, [movement('T-BY-JSON')]);

    const byDrizzle = await stored('T-BY-DRIZZLE');
    const byJson = await stored('T-BY-JSON');
    expect(byJson).toEqual({ ...byDrizzle, ticketNumber: 'T-BY-JSON' });
    expect(byJson).toMatchObject({
      amount: 24.5,
      description: '',
      deleted: false,
      locationId: null,
      createdAt: new Date('2026-03-01T09:15:00.123Z'),
    });
  });

  it('answers the columns asked for, in the order of the rows, across batches', async () => {
    const mobiles = Array.from(
      { length: BATCH_ROWS + 2 },
      (_, index) => `699 ${String(index).padStart(6, '0')}`,
    );
    const answered = await insertRows(
      database.db,
      customers,
      mobiles.map((mobile) => ({ storeId, firstName: 'Lote', mobile })),
      ['id', 'mobile'],
    );

    expect(answered.map((row) => row.mobile)).toEqual(mobiles);
    const ids = answered.map((row) => Number(row.id));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    const [{ n } = { n: 0 }] = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(customers)
      .where(eq(customers.firstName, 'Lote'));
    expect(n).toBe(BATCH_ROWS + 2);
  });

  it('refuses a property the table has no column for, naming it, and writes nothing', async () => {
    const rows = [{ ...movement('T-UNKNOWN'), colour: 'red' }] as unknown as Parameters<
      typeof insertRows<typeof pointsMovements>
    >[2];
    await expect(insertRows(database.db, pointsMovements, rows)).rejects.toThrow(
      'Seed: points_movements has no column for colour',
    );
    expect(await stored('T-UNKNOWN')).toBeUndefined();
  });

  it('refuses a row that leaves out a column with a default which other rows give', async () => {
    const { ticketNumber: _left, ...withoutTicket } = movement('');
    await expect(
      insertRows(database.db, pointsMovements, [movement('T-GIVEN'), withoutTicket]),
    ).rejects.toThrow('Seed: a row of points_movements leaves out ticketNumber, which others give');
    expect(await stored('T-GIVEN')).toBeUndefined();
  });
});
