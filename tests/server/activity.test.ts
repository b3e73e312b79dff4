/**
 * The activity screen: purchases and grants from the ledger, redemptions, per-location figures, reviews
 * (average, answered filter, response) and surveys (NPS), with their filters by day in the store's time
 * zone, location and search; held to permStore, to an employee's location, and to the caller's store.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviews, surveys } from '../../src/server/db/schema';
import { EMPLOYEE, locationsOf, newCustomer, OWNER, OWNER2, rewardsOf, storeId } from './support/demoData';
import { createTestServer, type TestServer } from './support/testServer';

let server: TestServer;
let owner: string;
let intruder: string;
let cafe: number;
let places: { id: number; name: string }[];
/** An employee with permStore bound to the café's second location, made through the API. */
let boundManager: string;

/** Today in Madrid, the demo stores' time zone. */
function today(offsetDays = 0): string {
  const day = new Date(server.now().getTime() + offsetDays * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(day);
}

beforeAll(async () => {
  server = await createTestServer();
  [owner, intruder] = await Promise.all([server.login(OWNER), server.login(OWNER2)]);
  cafe = await storeId(server.db, 'Café Central');
  places = await locationsOf(server.db, cafe);
  await server.ok(
    '/client/employee/add',
    {
      first_name: 'Marta',
      last_name: 'Encargada',
      email: 'marta.encargada@cafecentral.test',
      mobile: '',
      password: 'encargada-2026',
      location: { id: places[1]?.id ?? 0 },
      permRedeem: true,
      permGivePoints: true,
      permCreateCustomer: true,
      permStore: true,
    },
    { token: owner },
  );
  boundManager = await server.login('marta.encargada@cafecentral.test', 'encargada-2026');
});
afterAll(() => server.close());

describe('purchases', () => {
  it('lists purchases and grants only, newest first, deleted grants marked', async () => {
    const customer = await newCustomer(server, owner);
    const { movement: purchase } = await server.ok(
      '/client/transaction/add',
      { customerId: customer.id, amount: 12.5, ticketNumber: 'TK-ACT-1', locationId: places[0]?.id },
      { token: owner },
    );
    const { movement: grant } = await server.ok(
      '/client/customer/add-points',
      { customerId: customer.id, points: 30 },
      { token: owner },
    );
    await server.ok('/client/customer/delete-points', { movementId: grant.id }, { token: owner });
    const { purchases, total } = await server.ok(
      '/client/activity/purchases',
      { pageSize: 100 },
      { token: owner },
    );
    expect(new Set(purchases.map((row) => row.type))).toEqual(new Set(['purchase', 'grant']));
    const times = purchases.map((row) => row.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(purchases[0]).toEqual(expect.objectContaining({ id: grant.id, deleted: true }));
    expect(purchases[1]?.id).toBe(purchase.id);
    expect(total).toBeGreaterThan(100);
  });

  it('pages without overlap and counts every matching row', async () => {
    const all = await server.ok(
      '/client/activity/purchases',
      { pageSize: 30, sortBy: 'points' },
      { token: owner },
    );
    const first = await server.ok(
      '/client/activity/purchases',
      { pageSize: 15, sortBy: 'points' },
      { token: owner },
    );
    const second = await server.ok(
      '/client/activity/purchases',
      { page: 2, pageSize: 15, sortBy: 'points' },
      { token: owner },
    );
    expect([...first.purchases, ...second.purchases].map((row) => row.id)).toEqual(
      all.purchases.map((row) => row.id),
    );
    expect(first.total).toBe(all.total);
    await server.fail('/client/activity/purchases', { sortBy: 'balanceAfter' }, 400, { token: owner });
  });

  it('filters by day in the store time zone, location and search', async () => {
    const customer = await newCustomer(server, owner);
    await server.ok(
      '/client/transaction/add',
      { customerId: customer.id, amount: 7, ticketNumber: 'TK-ÚNICO-77', locationId: places[2]?.id },
      { token: owner },
    );
    const todays = await server.ok(
      '/client/activity/purchases',
      { startDate: today(), endDate: today(), pageSize: 100 },
      { token: owner },
    );
    expect(todays.purchases.map((row) => row.customer.id)).toContain(customer.id);
    const zone = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' });
    expect(todays.purchases.every((row) => zone.format(new Date(row.createdAt)) === today())).toBe(true);
    const before = await server.ok(
      '/client/activity/purchases',
      { endDate: today(-1), pageSize: 100 },
      { token: owner },
    );
    expect(before.purchases.map((row) => row.customer.id)).not.toContain(customer.id);
    expect(before.total + todays.total).toBe(
      (await server.ok('/client/activity/purchases', {}, { token: owner })).total,
    );

    const atThird = await server.ok(
      '/client/activity/purchases',
      { locationId: places[2]?.id, pageSize: 100 },
      { token: owner },
    );
    expect(atThird.purchases.every((row) => row.location?.id === places[2]?.id)).toBe(true);
    const byTicket = await server.ok('/client/activity/purchases', { search: 'tk-único' }, { token: owner });
    expect(byTicket.purchases.map((row) => row.ticketNumber)).toEqual(['TK-ÚNICO-77']);
    const byName = await server.ok(
      '/client/activity/purchases',
      { search: 'PRUEBA', pageSize: 100 },
      { token: owner },
    );
    expect(byName.purchases.map((row) => row.customer.id)).toContain(customer.id);
    await server.fail('/client/activity/purchases', { startDate: today(), endDate: today(-1) }, 400, {
      token: owner,
    });
  });
});

describe('redeemeds', () => {
  it('lists redemptions newest first and filters by status', async () => {
    const customer = await newCustomer(server, owner, 500);
    const [reward] = await rewardsOf(server.db, cafe);
    const { redemption } = await server.ok(
      '/client/customer/give-reward',
      { customerId: customer.id, rewardId: reward?.id ?? 0, locationId: places[0]?.id },
      { token: owner },
    );
    const { redeemeds, total } = await server.ok('/client/activity/redeemeds', {}, { token: owner });
    expect(redeemeds[0]?.id).toBe(redemption.id);
    expect(total).toBeGreaterThan(0);
    const pending = await server.ok(
      '/client/activity/redeemeds',
      { status: 'pending', pageSize: 100 },
      { token: owner },
    );
    expect(pending.redeemeds.every((row) => row.status === 'pending')).toBe(true);
    const confirmed = await server.ok(
      '/client/activity/redeemeds',
      { status: 'confirmed' },
      { token: owner },
    );
    expect(confirmed.total + pending.total).toBeLessThanOrEqual(total);
    expect(confirmed.redeemeds.map((row) => row.id)).toContain(redemption.id);
  });
});

describe('the locations figures', () => {
  it('sums up each location by name, with zeros where nothing happened', async () => {
    const range = { startDate: today(), endDate: today() };
    const before = await server.ok('/client/activity/locations', range, { token: owner });
    expect(before.locations.map((row) => row.location.name)).toEqual(
      places.map((place) => place.name).sort(),
    );
    const target = places[1] ?? { id: 0, name: '' };
    const customer = await newCustomer(server, owner);
    await server.ok(
      '/client/transaction/add',
      { customerId: customer.id, amount: 20, locationId: target.id },
      { token: owner },
    );
    const after = await server.ok('/client/activity/locations', range, { token: owner });
    const row = (answer: typeof after) => answer.locations.find((entry) => entry.location.id === target.id);
    expect(row(after)?.purchases).toBe((row(before)?.purchases ?? 0) + 1);
    expect(row(after)?.pointsGiven).toBe((row(before)?.pointsGiven ?? 0) + 20);
    expect(row(after)?.customers).toBe((row(before)?.customers ?? 0) + 1);

    const future = await server.ok(
      '/client/activity/locations',
      { startDate: today(30), endDate: today(40) },
      { token: owner },
    );
    expect(future.locations).toHaveLength(places.length);
    expect(
      future.locations.every((entry) => entry.purchases + entry.pointsGiven + entry.customers === 0),
    ).toBe(true);
    await server.fail('/client/activity/locations', { startDate: today(), endDate: today(-1) }, 400, {
      token: owner,
    });
  });
});

describe('reviews', () => {
  let reviewId = 0;
  let otherLocationReview = 0;

  beforeAll(async () => {
    const customer = await newCustomer(server, owner);
    const rows = await server.db
      .insert(reviews)
      .values([
        {
          storeId: cafe,
          customerId: customer.id,
          rating: 2,
          comment: 'El croissant estaba frío.',
          locationId: places[1]?.id,
          locationName: places[1]?.name,
        },
        {
          storeId: cafe,
          customerId: customer.id,
          rating: 5,
          comment: 'Perfecto.',
          locationId: places[0]?.id,
          locationName: places[0]?.name,
        },
      ])
      .returning({ id: reviews.id });
    reviewId = rows[0]?.id ?? 0;
    otherLocationReview = rows[1]?.id ?? 0;
  });

  it('lists them with the average of every matching review', async () => {
    const {
      reviews: listed,
      total,
      averageRating,
    } = await server.ok('/client/activity/reviews', { pageSize: 100 }, { token: owner });
    const ratings = (
      await server.db.select({ rating: reviews.rating }).from(reviews).where(eq(reviews.storeId, cafe))
    ).map((row) => row.rating);
    expect(total).toBe(ratings.length);
    expect(listed).toHaveLength(Math.min(total, 100));
    expect(averageRating).toBeCloseTo(ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length, 2);
    const found = await server.ok('/client/activity/reviews', { search: 'croissant' }, { token: owner });
    expect(found).toEqual(expect.objectContaining({ total: 1, averageRating: 2 }));
    const none = await server.ok(
      '/client/activity/reviews',
      { search: 'no existe ninguna así' },
      { token: owner },
    );
    expect(none).toEqual(expect.objectContaining({ total: 0, averageRating: null, reviews: [] }));
  });

  it('answers a review, replacing an earlier response, and filters by answered', async () => {
    await server.ok(
      '/client/activity/review/response',
      { reviewId, response: 'Lo sentimos.' },
      { token: owner },
    );
    const { review, m } = await server.ok(
      '/client/activity/review/response',
      { reviewId, response: 'Lo sentimos mucho: la próxima corre de nuestra cuenta.' },
      { token: owner },
    );
    expect(m).toBe('Respuesta publicada.');
    expect(review.respondedAt).not.toBeNull();
    const read = await server.ok('/client/activity/review', { reviewId }, { token: owner });
    expect(read.review.response).toBe('Lo sentimos mucho: la próxima corre de nuestra cuenta.');
    const answered = await server.ok(
      '/client/activity/reviews',
      { answered: true, pageSize: 100 },
      { token: owner },
    );
    const unanswered = await server.ok(
      '/client/activity/reviews',
      { answered: false, pageSize: 100 },
      { token: owner },
    );
    expect(answered.reviews.map((row) => row.id)).toContain(reviewId);
    expect(answered.reviews.every((row) => row.response !== '')).toBe(true);
    expect(unanswered.reviews.every((row) => row.response === '' && row.respondedAt === null)).toBe(true);
    expect(answered.total + unanswered.total).toBe(
      (await server.ok('/client/activity/reviews', {}, { token: owner })).total,
    );
  });

  it('keeps an employee bound to a location to its own reviews (404 for the others)', async () => {
    const { reviews: listed } = await server.ok(
      '/client/activity/reviews',
      { pageSize: 100 },
      { token: boundManager },
    );
    expect(listed.every((row) => row.location?.id === places[1]?.id)).toBe(true);
    expect(listed.map((row) => row.id)).toContain(reviewId);
    await server.ok('/client/activity/review', { reviewId }, { token: boundManager });
    await server.fail('/client/activity/review', { reviewId: otherLocationReview }, 404, {
      token: boundManager,
    });
    await server.fail(
      '/client/activity/review/response',
      { reviewId: otherLocationReview, response: 'No es mía' },
      404,
      { token: boundManager },
    );
  });

  it('gives another store 404 and never the row', async () => {
    const refusal = await server.fail('/client/activity/review', { reviewId }, 404, { token: intruder });
    expect(JSON.stringify(refusal)).not.toContain('croissant');
    await server.fail('/client/activity/review/response', { reviewId, response: 'Intruso' }, 404, {
      token: intruder,
    });
    const { reviews: theirs } = await server.ok(
      '/client/activity/reviews',
      { pageSize: 100 },
      { token: intruder },
    );
    expect(theirs.map((row) => row.id)).not.toContain(reviewId);
    const [row] = await server.db.select().from(reviews).where(eq(reviews.id, reviewId));
    expect(row?.response).not.toBe('Intruso');
  });
});

describe('surveys', () => {
  it('computes the NPS over every matching answer', async () => {
    const {
      surveys: listed,
      total,
      nps,
    } = await server.ok('/client/activity/surveys', { pageSize: 5 }, { token: owner });
    const scores = (
      await server.db.select({ score: surveys.score }).from(surveys).where(eq(surveys.storeId, cafe))
    ).map((row) => row.score);
    expect(total).toBe(scores.length);
    expect(listed).toHaveLength(Math.min(5, total));
    const promoters = scores.filter((score) => score >= 9).length;
    const detractors = scores.filter((score) => score <= 6).length;
    expect(nps).toBeCloseTo(((promoters - detractors) / scores.length) * 100, 1);
  });

  it('filters by location, and answers null NPS when nothing matches', async () => {
    const customer = await newCustomer(server, owner);
    await server.db.insert(surveys).values([
      {
        storeId: cafe,
        customerId: customer.id,
        score: 10,
        comment: 'Genial el flat white',
        locationId: places[2]?.id,
        locationName: places[2]?.name,
      },
      {
        storeId: cafe,
        customerId: customer.id,
        score: 3,
        comment: 'Flat white tibio',
        locationId: places[2]?.id,
        locationName: places[2]?.name,
      },
      {
        storeId: cafe,
        customerId: customer.id,
        score: 9,
        comment: 'Flat white rico',
        locationId: places[2]?.id,
        locationName: places[2]?.name,
      },
    ]);
    const found = await server.ok(
      '/client/activity/surveys',
      { search: 'flat white', locationId: places[2]?.id },
      { token: owner },
    );
    expect(found).toEqual(expect.objectContaining({ total: 3, nps: 33.3 }));
    const elsewhere = await server.ok(
      '/client/activity/surveys',
      { search: 'flat white', locationId: places[0]?.id },
      { token: owner },
    );
    expect(elsewhere).toEqual(expect.objectContaining({ total: 0, nps: null, surveys: [] }));
    const bound = await server.ok(
      '/client/activity/surveys',
      { search: 'flat white' },
      { token: boundManager },
    );
    expect(bound.total).toBe(0);
  });
});

describe('who may see the activity', () => {
  const operations = [
    ['/client/activity/purchases', {}],
    ['/client/activity/redeemeds', {}],
    ['/client/activity/locations', { startDate: '2026-01-01', endDate: '2026-01-31' }],
    ['/client/activity/reviews', {}],
    ['/client/activity/surveys', {}],
  ] as const;

  it.each(operations)('%s needs permStore (the demo employee gets 403)', async (path, body) => {
    const employee = await server.login(EMPLOYEE);
    await server.fail(path, body, 403, { token: employee });
  });

  it('shows an employee bound to a location only its rows; another location is an empty list', async () => {
    const mine = places[1]?.id;
    const purchases = await server.ok(
      '/client/activity/purchases',
      { pageSize: 100 },
      { token: boundManager },
    );
    expect(purchases.purchases.every((row) => row.location?.id === mine)).toBe(true);
    const other = await server.ok(
      '/client/activity/purchases',
      { locationId: places[0]?.id },
      { token: boundManager },
    );
    expect(other).toEqual(expect.objectContaining({ purchases: [], total: 0 }));
    const redeemeds = await server.ok(
      '/client/activity/redeemeds',
      { pageSize: 100 },
      { token: boundManager },
    );
    expect(redeemeds.redeemeds.every((row) => row.location?.id === mine)).toBe(true);
    const { locations } = await server.ok(
      '/client/activity/locations',
      { startDate: today(-90), endDate: today() },
      { token: boundManager },
    );
    expect(locations.map((row) => row.location.id)).toEqual([mine]);
  });

  it('never shows another store its rows', async () => {
    const { purchases } = await server.ok(
      '/client/activity/purchases',
      { pageSize: 100 },
      { token: intruder },
    );
    const panaderia = await storeId(server.db, 'Panadería Sol');
    const theirPlaces = (await locationsOf(server.db, panaderia)).map((place) => place.id);
    expect(purchases.every((row) => row.location === null || theirPlaces.includes(row.location.id))).toBe(
      true,
    );
    const { locations } = await server.ok(
      '/client/activity/locations',
      { startDate: today(-90), endDate: today() },
      { token: intruder },
    );
    expect(locations.map((row) => row.location.id).sort()).toEqual([...theirPlaces].sort());
    const asked = await server.ok(
      '/client/activity/purchases',
      { locationId: places[0]?.id },
      { token: intruder },
    );
    expect(asked.total).toBe(0);
    const cafeSurveys = new Set(
      (await server.db.select({ id: surveys.id }).from(surveys).where(eq(surveys.storeId, cafe))).map(
        (row) => row.id,
      ),
    );
    const theirs = await server.ok('/client/activity/surveys', { pageSize: 100 }, { token: intruder });
    expect(theirs.total).toBeGreaterThan(0);
    expect(theirs.surveys.filter((row) => cafeSurveys.has(row.id))).toEqual([]);
  });
});
