/**
 * Customers of the demo stores with their points history (planned in memory by historyPlan.ts), reward
 * requests still pending, satisfaction surveys and reviews, written in batches (insertRows.ts); then the counters the
 * server keeps (customers, points given and redeemed, redemptions, rewards' stock) from the same history.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  customers,
  levels,
  pointsMovements,
  redemptions,
  reviews,
  rewards,
  stores,
  surveys,
} from '../db/schema';
import { DEMO_EMPLOYEE } from './accountsSeed';
import { DEMO_STORES, type DemoStore } from './demoStores';
import {
  christmasGrant,
  DAY_MS,
  type PlannedCustomer,
  planCustomer,
  planPendingRequests,
  type StoreWorld,
} from './historyPlan';
import { insertRows } from './insertRows';
import type { SeedContext, SeedModule } from './seedContext';

const SURVEY_COMMENTS = [
  '',
  '',
  'Muy buen servicio.',
  'El café, excelente.',
  'A veces hay mucha cola.',
  'Me encanta el trato.',
  'Precios algo altos.',
  'Volveré seguro.',
];
const REVIEW_COMMENTS = [
  'Todo perfecto, como siempre.',
  'Buen producto y trato amable.',
  'Tardaron un poco en atenderme.',
  'Mi sitio favorito del barrio.',
  'Correcto, sin más.',
  'El local estaba muy limpio.',
];
const REVIEW_RESPONSES = [
  '¡Gracias por visitarnos!',
  'Gracias por tu comentario, lo tendremos en cuenta.',
  'Nos alegra que te guste. ¡Hasta pronto!',
];

async function seedStoreHistory(context: SeedContext, demo: DemoStore): Promise<void> {
  const { db, random, options, ids } = context;
  const storeId = ids.stores[demo.key];
  const count = options.customersPerStore[demo.key];
  const staffNames = {
    owner: { id: ids.owners[demo.key], name: `${demo.owner.firstName} ${demo.owner.lastName}` },
    employee:
      demo.key === 'cafe'
        ? { id: ids.employee, name: `${DEMO_EMPLOYEE.firstName} ${DEMO_EMPLOYEE.lastName}` }
        : null,
  };
  const rewardRows = await db
    .select({ id: rewards.id, name: rewards.name, points: rewards.points, stock: rewards.stock })
    .from(rewards)
    .where(eq(rewards.storeId, storeId));
  const world: StoreWorld = {
    demo,
    places: ids.locations[demo.key].map((id, index) => ({ id, name: demo.locations[index]?.name ?? '' })),
    staff: staffNames,
    rewards: rewardRows.map((row) => ({ ...row })),
    christmasAt: christmasGrant(options),
  };
  // Emails and mobiles are unique per store (as the server requires): the seed never repeats one.
  const taken = { mobiles: new Set<string>(), emails: new Set<string>() };
  const planned = Array.from({ length: count }, () => planCustomer(world, random, options, taken));
  planPendingRequests(world, planned, random, options.now);

  const levelRows = await db
    .select({ id: levels.id, minPoints: levels.minPoints })
    .from(levels)
    .where(eq(levels.storeId, storeId));
  const levelOf = (totalPoints: number) =>
    levelRows.filter((level) => level.minPoints <= totalPoints).sort((a, b) => b.minPoints - a.minPoints)[0]
      ?.id ?? null;

  const idByMobile = new Map<string, number>();
  const inserted = await insertRows(
    db,
    customers,
    planned.map((customer) => ({
      storeId,
      firstName: customer.firstName,
      lastName: customer.lastName,
      email: customer.email,
      mobile: customer.mobile,
      birthDate: customer.birthDate,
      points: customer.points,
      totalPoints: customer.totalPoints,
      levelId: levelOf(customer.totalPoints),
      lastVisitAt: customer.lastVisitAt,
      createdAt: customer.createdAt,
    })),
    ['id', 'mobile'],
  );
  for (const row of inserted) idByMobile.set(String(row.mobile), Number(row.id));
  const customerId = (customer: PlannedCustomer) => {
    const id = idByMobile.get(customer.mobile);
    if (id === undefined) throw new Error('Seed: a customer was not inserted');
    return id;
  };

  const movementRows = planned.flatMap((customer) =>
    customer.movements.map((movement) => ({
      storeId,
      customerId: customerId(customer),
      type: movement.type,
      points: movement.points,
      balanceAfter: movement.balanceAfter,
      amount: movement.amount,
      ticketNumber: movement.ticketNumber,
      description: movement.description,
      locationId: movement.location?.id ?? null,
      locationName: movement.location?.name ?? null,
      employeeId: movement.employee?.id ?? null,
      employeeName: movement.employee?.name ?? null,
      deleted: movement.deleted,
      createdAt: movement.createdAt,
    })),
  );
  await insertRows(db, pointsMovements, movementRows);
  const redemptionRows = planned.flatMap((customer) =>
    customer.redemptions.map((redemption) => ({
      storeId,
      customerId: customerId(customer),
      rewardId: redemption.rewardId,
      points: redemption.points,
      status: redemption.status,
      source: redemption.source,
      locationId: redemption.location?.id ?? null,
      locationName: redemption.location?.name ?? null,
      employeeId: redemption.employee?.id ?? null,
      employeeName: redemption.employee?.name ?? null,
      createdAt: redemption.createdAt,
      resolvedAt: redemption.status === 'confirmed' ? redemption.createdAt : null,
    })),
  );
  await insertRows(db, redemptions, redemptionRows);
  // Each redemption's ledger row was written at the same instant for the same customer: link them.
  await db.execute(sql`UPDATE ${pointsMovements} SET redemption_id = r.id FROM ${redemptions} r
    WHERE ${pointsMovements.storeId} = ${storeId} AND ${pointsMovements.type} = 'redemption'
      AND r.store_id = ${storeId} AND r.customer_id = ${pointsMovements.customerId} AND r.created_at = ${pointsMovements.createdAt}`);
  // Deletions point at the grant they reversed (same customer, five minutes earlier).
  await db.execute(sql`UPDATE ${pointsMovements} SET reverses_movement_id = g.id FROM ${pointsMovements} g
    WHERE ${pointsMovements.storeId} = ${storeId} AND ${pointsMovements.type} = 'deletion'
      AND g.customer_id = ${pointsMovements.customerId} AND g.deleted AND g.created_at = ${pointsMovements.createdAt} - interval '5 minutes'`);

  const surveyRows = [];
  const reviewRows = [];
  for (const customer of planned) {
    const place = random.pick(world.places);
    const answeredAt = new Date(
      Math.min(customer.createdAt.getTime() + random.int(1, 200) * DAY_MS, options.now.getTime() - 3_600_000),
    );
    if (answeredAt <= customer.createdAt) continue;
    if (random.chance(0.15)) {
      const score = random.weighted<number>([
        [10, 30],
        [9, 25],
        [8, 18],
        [7, 12],
        [6, 6],
        [5, 4],
        [3, 3],
        [0, 2],
      ]);
      surveyRows.push({
        storeId,
        customerId: customerId(customer),
        score,
        comment: random.pick(SURVEY_COMMENTS),
        locationId: place.id,
        locationName: place.name,
        createdAt: answeredAt,
      });
    }
    if (random.chance(0.08)) {
      const rating = random.weighted<number>([
        [5, 50],
        [4, 30],
        [3, 12],
        [2, 5],
        [1, 3],
      ]);
      const answered = random.chance(0.4);
      reviewRows.push({
        storeId,
        customerId: customerId(customer),
        rating,
        comment: random.pick(REVIEW_COMMENTS),
        response: answered ? random.pick(REVIEW_RESPONSES) : '',
        respondedAt: answered
          ? new Date(Math.min(answeredAt.getTime() + DAY_MS, options.now.getTime()))
          : null,
        locationId: place.id,
        locationName: place.name,
        createdAt: answeredAt,
      });
    }
  }
  // The owner's dashboard shows the store's NPS: however small the seed, its first customer answered a
  // survey (no random draw is taken, so a seed that had surveys is unchanged).
  const first = planned[0];
  const firstPlace = world.places[0];
  if (surveyRows.length === 0 && first && firstPlace) {
    surveyRows.push({
      storeId,
      customerId: customerId(first),
      score: 9,
      comment: SURVEY_COMMENTS[0] ?? '',
      locationId: firstPlace.id,
      locationName: firstPlace.name,
      createdAt: new Date(Math.max(first.createdAt.getTime(), options.now.getTime() - 3_600_000)),
    });
  }
  await insertRows(db, surveys, surveyRows);
  await insertRows(db, reviews, reviewRows);

  // The counters the server keeps with every movement, from the same history.
  const given = movementRows
    .filter((row) => ['welcome', 'purchase', 'grant', 'massive', 'deletion'].includes(row.type))
    .reduce((sum, row) => sum + row.points, 0);
  const redeemed = movementRows
    .filter((row) => row.type === 'redemption')
    .reduce((sum, row) => sum - row.points, 0);
  const confirmed = redemptionRows.filter((row) => row.status === 'confirmed');
  await db
    .update(stores)
    .set({
      clientsAmount: planned.length,
      pointsGiven: given,
      pointsRedeemed: redeemed,
      redemptionsCount: confirmed.length,
    })
    .where(eq(stores.id, storeId));
  for (const reward of world.rewards) {
    const taken = confirmed.filter((row) => row.rewardId === reward.id).length;
    await db
      .update(rewards)
      .set({ stock: reward.stock, redeemedCount: taken })
      .where(and(eq(rewards.id, reward.id), inArray(rewards.storeId, [storeId])));
  }
}

export const historySeed: SeedModule = {
  name: 'clientes e historial de puntos',
  async run(context) {
    for (const demo of DEMO_STORES) await seedStoreHistory(context, demo);
  },
};
