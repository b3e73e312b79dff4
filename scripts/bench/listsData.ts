/**
 * The data of `npm run bench:lists`: the demo, as the first `npm start` seeds it, and then one store
 * filled with customers up to a count (100,000), written straight into the database in batches through
 * the server's Drizzle schema rather than through the API.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../src/server/db/database';
import { migrate } from '../../src/server/db/migrate';
import { customers, levels, stores, users } from '../../src/server/db/schema';
import { demoSeedOptions, refreshPlannerStatistics, seedIfEmpty } from '../../src/server/seed';
import { FIRST_NAMES, MAIL_DOMAINS, mailLocalPart, SURNAMES } from '../../src/server/seed/names';
import { Random } from '../../src/server/seed/random';

const DAY_MS = 86_400_000;

/**
 * Adds customers to a store until it has `total` live ones, as the seed writes them (Spanish names,
 * unique emails and mobiles, a balance and its level, sign-up within the last year), in batches through
 * the server's Drizzle schema, and keeps the store's customer counter exact.
 */
export async function fillStore(db: Database, storeId: number, total: number): Promise<number> {
  const [existing] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(customers)
    .where(and(eq(customers.storeId, storeId), isNull(customers.deletedAt)));
  const missing = Math.max(0, total - (existing?.n ?? 0));
  const levelRows = await db
    .select({ id: levels.id, minPoints: levels.minPoints })
    .from(levels)
    .where(eq(levels.storeId, storeId));
  levelRows.sort((a, b) => b.minPoints - a.minPoints);
  const levelOf = (points: number) => levelRows.find((level) => level.minPoints <= points)?.id ?? null;
  const random = new Random(100_000);
  const now = Date.now();
  const BATCH = 4000; // 11 columns a row, under PostgreSQL's 65,535 parameters a statement
  await db.transaction(async (tx) => {
    for (let start = 0; start < missing; start += BATCH) {
      const rows = Array.from({ length: Math.min(BATCH, missing - start) }, (_, index) => {
        const n = start + index;
        const firstName = random.pick(FIRST_NAMES);
        const surname = random.pick(SURNAMES);
        const lastName = `${surname} ${random.pick(SURNAMES)}`;
        const createdAt = new Date(now - random.int(0, 365 * DAY_MS));
        const totalPoints = random.chance(0.2) ? 0 : random.int(1, 3000);
        // The seed's mobiles start with 6 and its emails end in a number up to 99,999: these cannot
        // meet them, and n (a different number each) keeps them unique among themselves.
        const mobileDigits = String(10_000_000 + ((n * 7_919) % 90_000_000));
        return {
          storeId,
          firstName,
          lastName,
          email: random.chance(0.7)
            ? `${mailLocalPart(firstName, surname)}${100_000 + n}@${random.pick(MAIL_DOMAINS)}`
            : '',
          mobile: `7${mobileDigits.slice(0, 2)} ${mobileDigits.slice(2, 5)} ${mobileDigits.slice(5, 8)}`,
          birthDate: random.chance(0.6)
            ? new Date(Date.UTC(random.int(1950, 2006), random.int(0, 11), random.int(1, 28)))
                .toISOString()
                .slice(0, 10)
            : null,
          points: random.int(0, totalPoints),
          totalPoints,
          levelId: levelOf(totalPoints),
          lastVisitAt:
            totalPoints === 0
              ? null
              : new Date(createdAt.getTime() + random.int(0, now - createdAt.getTime())),
          createdAt,
        };
      });
      await tx.insert(customers).values(rows);
    }
    await tx
      .update(stores)
      .set({ clientsAmount: sql`${stores.clientsAmount} + ${missing}` })
      .where(eq(stores.id, storeId));
  });
  return missing;
}

/**
 * Migrates an empty database, seeds the demo and fills the store of `owner` (an owner's email) up to
 * `customers`, then refreshes the planner's statistics; answers how long the seed and the filling took.
 */
export async function seedListsDatabase(
  db: Database,
  options: { owner: string; customers: number },
): Promise<{ seedMs: number; fillMs: number; added: number }> {
  await migrate(db);
  const started = performance.now();
  const seeded = await seedIfEmpty(db, demoSeedOptions());
  if (!seeded) throw new Error('The bench database is not empty');
  const seedMs = performance.now() - started;
  const [owner] = await db
    .select({ storeId: users.storeId })
    .from(users)
    .where(eq(users.email, options.owner));
  if (!owner?.storeId) throw new Error(`${options.owner} has no store`);
  const filling = performance.now();
  const added = await fillStore(db, owner.storeId, options.customers);
  await refreshPlannerStatistics(db);
  return { seedMs, fillMs: performance.now() - filling, added };
}
