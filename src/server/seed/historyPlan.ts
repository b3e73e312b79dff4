/**
 * A demo customer's life in memory, before anything is written: signed up on a day of the history,
 * then visits at the pace of a regular, an occasional or a rare customer, each visit a purchase, a
 * manual grant or a reward, with now and then a reversed grant or a correction, and the Christmas
 * massive grant. Movements are recorded in time order, so every balanceAfter, balance, lifetime total
 * and store counter derived from them agrees with the ledger as the server itself would leave it.
 */
import type { MovementType } from '../db/schema';
import type { DemoStore } from './demoStores';
import { FIRST_NAMES, MAIL_DOMAINS, mailLocalPart, SURNAMES } from './names';
import type { Random } from './random';

export const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
const GRANT_REASONS = [
  'Cliente habitual',
  'Promoción 2x1',
  'Compensación por la espera',
  'Puntos de cumpleaños',
  'Sorteo mensual',
];
const CHRISTMAS_POINTS = 50;
const CHRISTMAS_REASON = 'Puntos de Navidad';
const CORRECTION_REASON = 'Corrección de saldo';
/** Mean days between visits: regulars twice a week, occasional customers twice a month, the rest rarely. */
const VISIT_PACES: [number, number][] = [
  [3.5, 0.2],
  [15, 0.5],
  [90, 0.3],
];

export type Actor = { id: number; name: string } | null;
export type Place = { id: number; name: string };

export interface PlannedMovement {
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

export interface PlannedRedemption {
  rewardId: number;
  points: number;
  status: 'confirmed' | 'pending';
  source: 'store' | 'request';
  location: Place | null;
  employee: Actor;
  createdAt: Date;
}

export interface PlannedCustomer {
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

/** What a store's customers live among: its settings, branches, staff and rewards (whose stock runs down). */
export interface StoreWorld {
  demo: DemoStore;
  places: Place[];
  staff: { owner: Actor; employee: Actor };
  rewards: { id: number; name: string; points: number; stock: number | null }[];
  christmasAt: Date | null;
}

export interface HistoryWindow {
  now: Date;
  historyDays: number;
}

/** Emails and mobiles already given in the store: the server requires them unique per store. */
export interface TakenContacts {
  emails: Set<string>;
  mobiles: Set<string>;
}

function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** A time of day the shop is open (08:00-20:59 in Spain is about 06:00-19:59 UTC). */
function openingTime(random: Random, day: number): Date {
  return new Date(
    day + random.int(6, 19) * 3_600_000 + random.int(0, 59) * MINUTE_MS + random.int(0, 59) * 1000,
  );
}

/**
 * An opening time of `day`, or of the day before when that time has not come yet: early in the day
 * (before 06:00 UTC, or before the time drawn) "today" has no past opening time, and the seed never
 * writes an instant later than its now.
 */
function pastOpeningTime(random: Random, day: number, now: Date): Date {
  const at = openingTime(random, day);
  return at <= now ? at : new Date(at.getTime() - DAY_MS);
}

function unique(taken: Set<string>, make: () => string): string {
  for (;;) {
    const value = make();
    if (!taken.has(value)) {
      taken.add(value);
      return value;
    }
  }
}

/** Christmas of the year before `now` (22 December), when it falls inside the history. */
export function christmasGrant(window: HistoryWindow): Date | null {
  const { now } = window;
  const year =
    now.getUTCMonth() === 11 && now.getUTCDate() > 22 ? now.getUTCFullYear() : now.getUTCFullYear() - 1;
  const at = new Date(Date.UTC(year, 11, 22, 9, 0, 0));
  return now.getTime() - at.getTime() < window.historyDays * DAY_MS && at < now ? at : null;
}

type MovementDetails = Partial<Pick<PlannedMovement, 'amount' | 'ticketNumber' | 'description'>> &
  Pick<PlannedMovement, 'location' | 'employee' | 'createdAt'>;

/** One customer's record being written: every movement moves the balance it is recorded with. */
class CustomerHistory {
  constructor(readonly customer: PlannedCustomer) {}

  get lastAt(): Date {
    return this.customer.movements.at(-1)?.createdAt ?? this.customer.createdAt;
  }

  record(
    type: MovementType,
    points: number,
    lifetime: number,
    details: MovementDetails,
    visit: boolean,
  ): PlannedMovement {
    const customer = this.customer;
    customer.points += points;
    customer.totalPoints = Math.max(customer.totalPoints + lifetime, 0);
    const movement: PlannedMovement = {
      type,
      points,
      balanceAfter: customer.points,
      amount: details.amount ?? null,
      ticketNumber: details.ticketNumber ?? '',
      description: details.description ?? '',
      location: details.location,
      employee: details.employee,
      deleted: false,
      createdAt: details.createdAt,
    };
    customer.movements.push(movement);
    if (visit) customer.lastVisitAt = details.createdAt;
    return movement;
  }
}

function newCustomer(random: Random, window: HistoryWindow, taken: TakenContacts): PlannedCustomer {
  const firstName = random.pick(FIRST_NAMES);
  const lastName = `${random.pick(SURNAMES)} ${random.pick(SURNAMES)}`;
  const signUpDay =
    Math.floor(window.now.getTime() / DAY_MS) * DAY_MS - random.int(0, window.historyDays) * DAY_MS;
  const localPart = mailLocalPart(firstName, lastName.split(' ')[0] ?? '');
  return {
    firstName,
    lastName,
    email: random.chance(0.7)
      ? unique(taken.emails, () => `${localPart}${random.int(1, 99_999)}@${random.pick(MAIL_DOMAINS)}`)
      : '',
    mobile: unique(
      taken.mobiles,
      () => `6${random.int(10, 99)} ${random.int(100, 999)} ${random.int(100, 999)}`,
    ),
    birthDate: random.chance(0.6)
      ? isoDay(new Date(Date.UTC(random.int(1950, 2006), random.int(0, 11), random.int(1, 28))))
      : null,
    createdAt: pastOpeningTime(random, signUpDay, window.now),
    points: 0,
    totalPoints: 0,
    lastVisitAt: null,
    movements: [],
    redemptions: [],
  };
}

/**
 * One visit: a reward now and then when the balance allows, otherwise a purchase or a manual grant. A
 * reversal or a correction minutes after the visit is left out when those minutes would pass `now`.
 */
function visit(
  history: CustomerHistory,
  world: StoreWorld,
  random: Random,
  place: Place,
  at: Date,
  now: Date,
): void {
  const customer = history.customer;
  const employee =
    world.staff.employee && place.id === world.places[0]?.id && random.chance(0.6)
      ? world.staff.employee
      : world.staff.owner;
  const affordable = world.rewards.filter((reward) => reward.points <= customer.points && reward.stock !== 0);
  if (affordable.length > 0 && random.chance(0.25)) {
    const reward = random.pick(affordable);
    if (reward.stock !== null) reward.stock -= 1;
    history.record(
      'redemption',
      -reward.points,
      0,
      { description: reward.name, location: place, employee, createdAt: at },
      true,
    );
    customer.redemptions.push({
      rewardId: reward.id,
      points: reward.points,
      status: 'confirmed',
      source: 'store',
      location: place,
      employee,
      createdAt: at,
    });
    return;
  }
  if (random.chance(0.85)) {
    const { min, max } = world.demo.ticket;
    const amount = Math.round((min + random.next() * (max - min)) * 100) / 100;
    const { conversionMoney, conversionPoints } = world.demo.settings;
    const points = Math.floor(amount / conversionMoney) * conversionPoints;
    const ticketNumber = `T-${random.int(100000, 999999)}`;
    history.record(
      'purchase',
      points,
      points,
      { amount, ticketNumber, location: place, employee, createdAt: at },
      true,
    );
  } else {
    const points = random.pick([10, 20, 25, 30, 50]);
    const details = { description: random.pick(GRANT_REASONS), location: place, employee, createdAt: at };
    const grant = history.record('grant', points, points, details, true);
    // Now and then a grant given by mistake is reversed a few minutes later.
    const reversedAt = new Date(at.getTime() + 5 * MINUTE_MS);
    if (random.chance(0.05) && reversedAt <= now) {
      grant.deleted = true;
      history.record(
        'deletion',
        -points,
        -points,
        { location: place, employee, createdAt: reversedAt },
        false,
      );
    }
  }
  const correctedAt = new Date(at.getTime() + 10 * MINUTE_MS);
  if (random.chance(0.01) && customer.points >= 20 && correctedAt <= now) {
    const details = { description: CORRECTION_REASON, location: place, employee, createdAt: correctedAt };
    history.record('discount', -20, 0, details, false);
  }
}

export function planCustomer(
  world: StoreWorld,
  random: Random,
  window: HistoryWindow,
  taken: TakenContacts,
): PlannedCustomer {
  const history = new CustomerHistory(newCustomer(random, window, taken));
  const { customer } = history;
  const home = random.pick(world.places);
  const welcome = world.demo.settings.welcomePoints;
  if (welcome > 0) {
    history.record(
      'welcome',
      welcome,
      welcome,
      { location: home, employee: world.staff.owner, createdAt: customer.createdAt },
      true,
    );
  }
  const pace = random.weighted(VISIT_PACES);
  let christmasDue = world.christmasAt !== null && world.christmasAt > customer.createdAt;
  const giveChristmasPoints = () => {
    christmasDue = false;
    // Right after whatever the customer did just before, should that have run past 09:00.
    const at = new Date(Math.max(world.christmasAt?.getTime() ?? 0, history.lastAt.getTime() + MINUTE_MS));
    if (at > window.now) return;
    history.record(
      'massive',
      CHRISTMAS_POINTS,
      CHRISTMAS_POINTS,
      { description: CHRISTMAS_REASON, location: null, employee: world.staff.owner, createdAt: at },
      false,
    );
  };
  const end = window.now.getTime();
  for (
    let t = customer.createdAt.getTime() + random.next() * pace * 2 * DAY_MS;
    t < end;
    t += (0.3 + random.next() * 1.4) * pace * DAY_MS
  ) {
    const at = openingTime(random, Math.floor(t / DAY_MS) * DAY_MS);
    if (at.getTime() >= end) break;
    if (at <= history.lastAt) continue;
    if (christmasDue && world.christmasAt && at > world.christmasAt) giveChristmasPoints();
    if (at <= history.lastAt) continue;
    visit(history, world, random, random.chance(0.8) ? home : random.pick(world.places), at, window.now);
  }
  if (christmasDue) giveChristmasPoints();
  return customer;
}

/** A few customers asked for a reward from the app in the last three days; their points are held. */
export function planPendingRequests(
  world: StoreWorld,
  planned: PlannedCustomer[],
  random: Random,
  now: Date,
): void {
  if (!world.demo.settings.requestReward) return;
  let requests = 0;
  for (const customer of planned) {
    if (requests >= 12) break;
    const reward = world.rewards.find(
      (candidate) => candidate.points <= customer.points && candidate.stock !== 0,
    );
    if (!reward || !random.chance(0.3)) continue;
    const history = new CustomerHistory(customer);
    const at = new Date(now.getTime() - random.int(1, 72) * 3_600_000);
    if (at <= history.lastAt) continue;
    history.record(
      'redemption',
      -reward.points,
      0,
      { description: reward.name, location: null, employee: null, createdAt: at },
      false,
    );
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
