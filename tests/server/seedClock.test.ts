/**
 * The demo seed at awkward instants: just after midnight UTC, before the shops open, a minute before
 * midnight, across both daylight saving changes of Europe/Madrid, on 29 February and in the minute of the
 * Christmas grant. At each, nothing it writes is dated after its "now", and every balance, level and
 * counter agrees with the ledger. Each seed is a small one, in a transaction rolled back afterwards.
 */
import { TransactionRollbackError } from 'drizzle-orm/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/database';
import { migrate } from '../../src/server/db/migrate';
import { DEMO_PASSWORD, seedIfEmpty } from '../../src/server/seed';
import {
  balancesNotExplained,
  countersNotExplained,
  instantsAfter,
  levelsNotExplained,
} from './support/ledgerInvariants';
import { openEmptyDatabase } from './support/testDatabase';

let empty: Awaited<ReturnType<typeof openEmptyDatabase>>;
let db: Database;

beforeAll(async () => {
  empty = await openEmptyDatabase();
  const [connection] = empty.connections;
  if (!connection) throw new Error('No connection');
  db = connection.db;
  await migrate(db);
});
afterAll(() => empty.close());

interface SeededState {
  late: string[];
  balances: unknown[];
  levels: unknown[];
  counters: unknown[];
}

/** Seeds at `now`, reads what the checks find, and rolls the seed back. */
async function seedAt(now: Date): Promise<SeededState> {
  let state: SeededState | undefined;
  await db
    .transaction(async (tx) => {
      const options = {
        customersPerStore: { cafe: 14, panaderia: 8 },
        historyDays: 40,
        now,
        password: DEMO_PASSWORD,
      };
      await seedIfEmpty(tx, options);
      state = {
        late: await instantsAfter(tx, now),
        balances: await balancesNotExplained(tx),
        levels: await levelsNotExplained(tx),
        counters: await countersNotExplained(tx),
      };
      tx.rollback();
    })
    .catch((error: unknown) => {
      if (!(error instanceof TransactionRollbackError)) throw error;
    });
  if (!state) throw new Error('The seed did not run');
  return state;
}

describe('the seed, whatever its "now"', () => {
  it.each([
    ['30 s after midnight UTC', '2026-11-18T00:00:30Z'],
    ['at 05:30 UTC, before the shops open', '2026-11-18T05:30:00Z'],
    ['a minute before midnight UTC', '2026-11-18T23:59:00Z'],
    ['just after Madrid moves its clocks forward', '2026-03-29T01:00:30Z'],
    ['in the hour Madrid lives twice', '2026-10-25T00:30:00Z'],
    ['on 29 February', '2028-02-29T00:10:00Z'],
    ['in the minute of the Christmas grant', '2026-12-22T09:00:30Z'],
  ])('%s (%s): dates nothing later, and the ledger explains every figure', async (_when, iso) => {
    const state = await seedAt(new Date(iso));
    expect(state).toEqual({ late: [], balances: [], levels: [], counters: [] });
  });
});
