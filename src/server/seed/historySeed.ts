/**
 * Customers of the demo stores with a year of points history: welcome points, purchases, manual grants,
 * a Christmas massive grant, rewards taken at the counter, a few corrections and reversed grants, and
 * reward requests still pending; plus satisfaction surveys and reviews. The history is generated in
 * memory first, walking each customer's visits in time order, so every balanceAfter, balance, lifetime
 * total, level and store counter agrees with the ledger exactly, as the server itself would leave them.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  customers,
  levels,
  type MovementType,
  pointsMovements,
  redemptions,
  reviews,
  rewards,
  stores,
  surveys,
} from '../db/schema';
import { DEMO_EMPLOYEE } from './accountsSeed';
import { DEMO_STORES, type DemoStore } from './demoStores';
import { FIRST_NAMES, MAIL_DOMAINS, mailLocalPart, SURNAMES } from './names';
import type { Random } from './random';
import { insertInBatches, type SeedContext, type SeedModule } from './seedContext';

const DAY_MS = 86_400_000;
const GRANT_REASONS = [
  'Cliente habitual',
  'Promoción 2x1',
  'Compensación por la espera',
  'Puntos de cumpleaños',
  'Sorteo mensual',
];
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

type Actor = { id: number; name: string } | null;
type Place = { id: number; name: string };

interface PlannedMovement {
  type: MovementType;
  points: number;
  balanceAfter: number;
  amount: number | null;
  ticketNumber: string;
  description: string;
  location: Place | null;
  employee: Actor;
  deleted: boolean;
  createdAt: Date;
}

interface PlannedRedemption {
  rewardId: number;
  points: number;
  status: 'confirmed' | 'pending';
  source: 'store' | 'request';
  location: Place | null;
  employee: Actor;
  createdAt: Date;
}

interface PlannedCustomer {
  firstName: string;
  lastName: string;
  email: string;
  mobile: string;
  birthDate: string | null;
  createdAt: Date;
  points: number;
  totalPoints: number;
  lastVisitAt: Date | null;
  movements: PlannedMovement[];
  redemptions: PlannedRedemption[];
}

interface StoreWorld {
  demo: DemoStore;
  places: Place[];
  staff: { owner: Actor; employee: Actor };
  rewards: { id: number; name: string; points: number; stock: number | null }[];
  massiveAt: Date | null;
}

function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** A time of day the shop is open (08:00-20:59 in Spain is about 06:00-19:59 UTC). */
function openingTime(random: Random, day: number): Date {
  return new Date(
    day + random.int(6, 19) * 3_600_000 + random.int(0, 59) * 60_000 + random.int(0, 59) * 1000,
  );
}

function uniqueEmail(random: Random, firstName: string, lastName: string, taken: Set<string>): string {
  const local = mailLocalPart(firstName, lastName.split(' ')[0] ?? '');
  for (;;) {
    const email = `${local}${random.int(1, 99_999)}@${random.pick(MAIL_DOMAINS)}`;
    if (!taken.has(email)) {
      taken.add(email);
      return email;
    }
  }
}

function uniqueMobile(random: Random, taken: Set<string>): string {
  for (;;) {
    const mobile = `6${random.int(10, 99)} ${random.int(100, 999)} ${random.int(100, 999)}`;
    if (!taken.has(mobile)) {
      taken.add(mobile);
      return mobile;
    }
  }
}

/** Christmas of the year before `now`, when it falls inside the history. */
function christmasGrant(now: Date, historyDays: number): Date | null {
  const year =
    now.getUTCMonth() === 11 && now.getUTCDate() > 22 ? now.getUTCFullYear() : now.getUTCFullYear() - 1;
  const at = new Date(Date.UTC(year, 11, 22, 9, 0, 0));
  return now.getTime() - at.getTime() < historyDays * DAY_MS && at < now ? at : null;
}

function planCustomer(
  world: StoreWorld,
  random: Random,
  context: SeedContext,
  taken: { mobiles: Set<string>; emails: Set<string> },
): PlannedCustomer {
  const { now, historyDays } = context.options;
  const firstName = random.pick(FIRST_NAMES);
  const lastName = `${random.pick(SURNAMES)} ${random.pick(SURNAMES)}`;
  const createdDay = Math.floor(now.getTime() / DAY_MS) * DAY_MS - random.int(0, historyDays) * DAY_MS;
  const createdAt = openingTime(random, createdDay);
  const email = random.chance(0.7) ? uniqueEmail(random, firstName, lastName, taken.emails) : '';
  const birthDate = random.chance(0.6)
    ? isoDay(new Date(Date.UTC(random.int(1950, 2006), random.int(0, 11), random.int(1, 28))))
    : null;
  const customer: PlannedCustomer = {
    firstName,
    lastName,
    email,
    mobile: uniqueMobile(random, taken.mobiles),
    birthDate,
    createdAt,
    points: 0,
    totalPoints: 0,
    lastVisitAt: null,
    movements: [],
    redemptions: [],
  };
  const homePlace = random.pick(world.places);
  const staffAt = (place: Place): Actor =>
    world.staff.employee && place.id === world.places[0]?.id && random.chance(0.6)
      ? world.staff.employee
      : world.staff.owner;
  const add = (
    movement: Omit<PlannedMovement, 'balanceAfter' | 'deleted'>,
    lifetime: number,
    visit: boolean,
  ) => {
    customer.points += movement.points;
    customer.totalPoints = Math.max(customer.totalPoints + lifetime, 0);
    const planned = { ...movement, balanceAfter: customer.points, deleted: false };
    customer.movements.push(planned);
    if (visit) customer.lastVisitAt = movement.createdAt;
    return planned;
  };
  const welcome = world.demo.settings.welcomePoints;
  if (welcome > 0) {
    add(
      {
        type: 'welcome',
        points: welcome,
        amount: null,
        ticketNumber: '',
        description: '',
        location: homePlace,
        employee: staffAt(homePlace),
        createdAt,
      },
      welcome,
      true,
    );
  }
  // Regulars come twice a week, occasional customers twice a month, the rest a few times a year.
  const meanGapDays = random.weighted<number>([
    [3.5, 0.2],
    [15, 0.5],
    [90, 0.3],
  ]);
  let massivePending = world.massiveAt !== null && world.massiveAt > createdAt;
  for (
    let t = createdAt.getTime() + random.next() * meanGapDays * 2 * DAY_MS;
    t < now.getTime();
    t += (0.3 + random.next() * 1.4) * meanGapDays * DAY_MS
  ) {
    const at = openingTime(random, Math.floor(t / DAY_MS) * DAY_MS);
    if (at >= now) break;
    if (at <= (customer.movements.at(-1)?.createdAt ?? createdAt)) continue;
    if (massivePending && world.massiveAt && at > world.massiveAt) {
      add(
        {
          type: 'massive',
          points: 50,
          amount: null,
          ticketNumber: '',
          description: 'Puntos de Navidad',
          location: null,
          employee: world.staff.owner,
          createdAt: world.massiveAt,
        },
        50,
        false,
      );
      massivePending = false;
    }
    const place = random.chance(0.8) ? homePlace : random.pick(world.places);
    const staff = staffAt(place);
    const affordable = world.rewards.filter(
      (reward) => reward.points <= customer.points && reward.stock !== 0,
    );
    if (affordable.length > 0 && random.chance(0.25)) {
      const reward = random.pick(affordable);
      if (reward.stock !== null) reward.stock -= 1;
      add(
        {
          type: 'redemption',
          points: -reward.points,
          amount: null,
          ticketNumber: '',
          description: reward.name,
          location: place,
          employee: staff,
          createdAt: at,
        },
        0,
        true,
      );
      customer.redemptions.push({
        rewardId: reward.id,
        points: reward.points,
        status: 'confirmed',
        source: 'store',
        location: place,
        employee: staff,
        createdAt: at,
      });
      continue;
    }
    if (random.chance(0.85)) {
      const amount =
        Math.round(
          (world.demo.ticket.min + random.next() * (world.demo.ticket.max - world.demo.ticket.min)) * 100,
        ) / 100;
      const points =
        Math.floor(amount / world.demo.settings.conversionMoney) * world.demo.settings.conversionPoints;
      add(
        {
          type: 'purchase',
          points,
          amount,
          ticketNumber: `T-${random.int(100000, 999999)}`,
          description: '',
          location: place,
          employee: staff,
          createdAt: at,
        },
        points,
        true,
      );
    } else {
      const points = random.pick([10, 20, 25, 30, 50]);
      const grant = add(
        {
          type: 'grant',
          points,
          amount: null,
          ticketNumber: '',
          description: random.pick(GRANT_REASONS),
          location: place,
          employee: staff,
          createdAt: at,
        },
        points,
        true,
      );
      // Now and then a grant given by mistake is reversed a few minutes later.
      if (random.chance(0.05) && customer.points >= points) {
        grant.deleted = true;
        add(
          {
            type: 'deletion',
            points: -points,
            amount: null,
            ticketNumber: '',
            description: '',
            location: place,
            employee: staff,
            createdAt: new Date(at.getTime() + 300_000),
          },
          -points,
          false,
        );
      }
    }
    if (random.chance(0.01) && customer.points >= 20) {
      add(
        {
          type: 'discount',
          points: -20,
          amount: null,
          ticketNumber: '',
          description: 'Corrección de saldo',
          location: place,
          employee: staff,
          createdAt: new Date(at.getTime() + 600_000),
        },
        0,
        false,
      );
    }
  }
  if (massivePending && world.massiveAt) {
    add(
      {
        type: 'massive',
        points: 50,
        amount: null,
        ticketNumber: '',
        description: 'Puntos de Navidad',
        location: null,
        employee: world.staff.owner,
        createdAt: world.massiveAt,
      },
      50,
      false,
    );
  }
  return customer;
}

/** A few customers asked for a reward from the app in the last days; their points are held. */
function planPendingRequests(world: StoreWorld, planned: PlannedCustomer[], random: Random, now: Date): void {
  if (!world.demo.settings.requestReward) return;
  let requests = 0;
  for (const customer of planned) {
    if (requests >= 12) break;
    const reward = world.rewards.find(
      (candidate) => candidate.points <= customer.points && candidate.stock !== 0,
    );
    if (!reward || !random.chance(0.3)) continue;
    const at = new Date(now.getTime() - random.int(1, 72) * 3_600_000);
    if (at <= (customer.movements.at(-1)?.createdAt ?? customer.createdAt)) continue;
    customer.points -= reward.points;
    customer.movements.push({
      type: 'redemption',
      points: -reward.points,
      balanceAfter: customer.points,
      amount: null,
      ticketNumber: '',
      description: reward.name,
      location: null,
      employee: null,
      deleted: false,
      createdAt: at,
    });
    customer.redemptions.push({
      rewardId: reward.id,
      points: reward.points,
      status: 'pending',
      source: 'request',
      location: null,
      employee: null,
      createdAt: at,
    });
    requests++;
  }
}

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
    massiveAt: christmasGrant(options.now, options.historyDays),
  };
  // Emails and mobiles are unique per store (as the server requires): the seed never repeats one.
  const taken = { mobiles: new Set<string>(), emails: new Set<string>() };
  const planned = Array.from({ length: count }, () => planCustomer(world, random, context, taken));
  planPendingRequests(world, planned, random, options.now);

  const levelRows = await db
    .select({ id: levels.id, minPoints: levels.minPoints })
    .from(levels)
    .where(eq(levels.storeId, storeId));
  const levelOf = (totalPoints: number) =>
    levelRows.filter((level) => level.minPoints <= totalPoints).sort((a, b) => b.minPoints - a.minPoints)[0]
      ?.id ?? null;

  const idByMobile = new Map<string, number>();
  await insertInBatches(planned, async (batch) => {
    const rows = await db
      .insert(customers)
      .values(
        batch.map((customer) => ({
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
      )
      .returning({ id: customers.id, mobile: customers.mobile });
    for (const row of rows) idByMobile.set(row.mobile, row.id);
  });
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
  await insertInBatches(movementRows, (batch) => db.insert(pointsMovements).values(batch));
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
  await insertInBatches(redemptionRows, (batch) => db.insert(redemptions).values(batch));
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
  await insertInBatches(surveyRows, (batch) => db.insert(surveys).values(batch));
  await insertInBatches(reviewRows, (batch) => db.insert(reviews).values(batch));

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
