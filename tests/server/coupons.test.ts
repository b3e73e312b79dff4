/**
 * QR coupons: generated codes (compact identifiers, unique), uploaded codes (kept exactly, existing ones
 * skipped), the list with its statuses (expired derived from the last day in the store's time zone),
 * deletion (409 once used), the printable PDF (one QR image per coupon, served back by URL), permStore
 * and store isolation.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeCompactId } from '../../src/lib/compactId';
import { coupons } from '../../src/server/db/schema';
import { EMPLOYEE, newCustomer, OWNER, OWNER2, storeId } from './support/demoData';
import { TEST_SEED_NOW } from './support/testDatabase';
import { createTestServer, type TestServer } from './support/testServer';

let server: TestServer;
let owner: string;
let intruder: string;
let cafe: number;

/** A day relative to the test run's today (the seed's) in Madrid, the demo stores' time zone. */
function day(offsetDays: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(
    new Date(TEST_SEED_NOW.getTime() + offsetDays * 86_400_000),
  );
}

/** How many images a PDF draws: each is one XObject of subtype Image (dictionaries are not compressed). */
function imagesIn(pdf: Buffer): number {
  return pdf.toString('latin1').match(/\/Subtype \/Image/g)?.length ?? 0;
}

beforeAll(async () => {
  server = await createTestServer();
  [owner, intruder] = await Promise.all([server.login(OWNER), server.login(OWNER2)]);
  cafe = await storeId(server.db, 'Café Central');
});
afterAll(() => server.close());

describe('generating coupons', () => {
  it('makes the quantity asked, with unique compact codes and the same points, text and last day', async () => {
    const { coupons: made, m } = await server.ok(
      '/client/coupons/add',
      { quantity: 25, points: 150, description: 'Feria del café', expirationDate: day(30) },
      { token: owner },
    );
    expect(m).toBe('Se han creado 25 cupones.');
    expect(made).toHaveLength(25);
    expect(new Set(made.map((coupon) => coupon.code)).size).toBe(25);
    for (const coupon of made) {
      expect(decodeCompactId(coupon.code), coupon.code).not.toBeNull();
      expect(coupon).toEqual(
        expect.objectContaining({
          points: 150,
          description: 'Feria del café',
          expirationDate: day(30),
          status: 'available',
          usedBy: null,
          usedAt: null,
        }),
      );
    }
    const { coupons: listed } = await server.ok(
      '/client/coupons/get',
      { search: made[0]?.code.toLowerCase() },
      { token: owner },
    );
    expect(listed.map((coupon) => coupon.id)).toEqual([made[0]?.id]);
  });

  it('accepts today as the last day and no end at all, and refuses a past day (400)', async () => {
    const today = await server.ok(
      '/client/coupons/add',
      { quantity: 1, points: 5, expirationDate: day(0) },
      { token: owner },
    );
    expect(today.coupons[0]?.status).toBe('available');
    const forever = await server.ok('/client/coupons/add', { quantity: 1, points: 5 }, { token: owner });
    expect(forever.coupons[0]).toEqual(expect.objectContaining({ expirationDate: null, description: '' }));
    const refusal = await server.fail(
      '/client/coupons/add',
      { quantity: 1, points: 5, expirationDate: day(-1) },
      400,
      { token: owner },
    );
    expect(refusal.m).toBe('La fecha de caducidad no puede ser anterior a hoy.');
    await server.fail('/client/coupons/add', { quantity: 501, points: 5 }, 400, { token: owner });
    await server.fail('/client/coupons/add', { quantity: 1, points: 0 }, 400, { token: owner });
  });
});

describe('uploading codes', () => {
  it('creates new codes as given and skips the ones the store has', async () => {
    const first = await server.ok(
      '/client/coupons/upload',
      { codes: ['INVIERNO-001', 'INVIERNO-002'], points: 40, description: 'Buzoneo de invierno' },
      { token: owner },
    );
    expect(first).toEqual(expect.objectContaining({ created: 2, skipped: [] }));
    const second = await server.ok(
      '/client/coupons/upload',
      { codes: ['INVIERNO-002', 'invierno-002', 'INVIERNO-003'], points: 40 },
      { token: owner },
    );
    expect(second).toEqual(expect.objectContaining({ created: 2, skipped: ['INVIERNO-002'] }));
    expect(second.m).toBe('Cupones creados: 2. Ya existían: 1.');
    const { coupons: listed, total } = await server.ok(
      '/client/coupons/get',
      { search: 'invierno', sortBy: 'code', sortDirection: 'asc' },
      { token: owner },
    );
    expect(listed.map((coupon) => coupon.code)).toEqual([
      'INVIERNO-001',
      'INVIERNO-002',
      'INVIERNO-003',
      'invierno-002',
    ]);
    expect(total).toBe(4);
    expect(listed.find((coupon) => coupon.code === 'INVIERNO-002')?.description).toBe('Buzoneo de invierno');
  });

  it('lets another store upload the same code', async () => {
    const answer = await server.ok(
      '/client/coupons/upload',
      { codes: ['INVIERNO-001'], points: 10 },
      { token: intruder },
    );
    expect(answer.created).toBe(1);
  });

  it.each([
    ['repeated codes', { codes: ['X-100', 'X-100'], points: 5 }],
    ['a code with other characters', { codes: ['CAFÉ-1'], points: 5 }],
    ['a code too short', { codes: ['AB'], points: 5 }],
    ['a past last day', { codes: ['X-200'], points: 5, expirationDate: day(-3) }],
  ])('refuses %s (400)', async (_what, body) => {
    await server.fail('/client/coupons/upload', body, 400, { token: owner });
  });
});

describe('the list by status', () => {
  let used = 0;
  let expired = 0;

  beforeAll(async () => {
    const customer = await newCustomer(server, owner);
    const rows = await server.db
      .insert(coupons)
      .values([
        {
          storeId: cafe,
          code: 'USADO-1',
          points: 30,
          usedByCustomerId: customer.id,
          usedAt: server.now(),
        },
        // Expired yesterday, and also used before it expired: 'used' wins.
        {
          storeId: cafe,
          code: 'USADO-2',
          points: 30,
          expirationDate: day(-1),
          usedByCustomerId: customer.id,
          usedAt: new Date(server.now().getTime() - 3 * 86_400_000),
        },
        { storeId: cafe, code: 'CADUCADO-1', points: 30, expirationDate: day(-1) },
      ])
      .returning({ id: coupons.id });
    used = rows[0]?.id ?? 0;
    expired = rows[2]?.id ?? 0;
  });

  it('derives available, used and expired, and the totals add up', async () => {
    const all = await server.ok('/client/coupons/get', { pageSize: 100 }, { token: owner });
    const byStatus = async (status: 'available' | 'used' | 'expired') =>
      server.ok('/client/coupons/get', { status, pageSize: 100 }, { token: owner });
    const [available, usedOnes, expiredOnes] = await Promise.all([
      byStatus('available'),
      byStatus('used'),
      byStatus('expired'),
    ]);
    expect(available.total + usedOnes.total + expiredOnes.total).toBe(all.total);
    expect(available.coupons.every((coupon) => coupon.status === 'available')).toBe(true);
    expect(usedOnes.coupons.every((coupon) => coupon.status === 'used' && coupon.usedBy !== null)).toBe(true);
    expect(usedOnes.coupons.map((coupon) => coupon.code)).toEqual(
      expect.arrayContaining(['USADO-1', 'USADO-2']),
    );
    expect(expiredOnes.coupons.map((coupon) => coupon.id)).toContain(expired);
    expect(expiredOnes.coupons.map((coupon) => coupon.code)).not.toContain('USADO-2');
    const listed = all.coupons.find((coupon) => coupon.id === used);
    expect(listed?.usedBy?.name).toMatch(/^Prueba Cliente/);
  });

  it('pages newest first and refuses an unknown sort field', async () => {
    const first = await server.ok('/client/coupons/get', { pageSize: 10 }, { token: owner });
    const second = await server.ok('/client/coupons/get', { page: 2, pageSize: 10 }, { token: owner });
    const times = [...first.coupons, ...second.coupons].map((coupon) => coupon.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(new Set([...first.coupons, ...second.coupons].map((coupon) => coupon.id)).size).toBe(20);
    await server.fail('/client/coupons/get', { sortBy: 'usedBy' }, 400, { token: owner });
  });

  it('deletes an unused coupon, and refuses a used one (409)', async () => {
    const { coupons: made } = await server.ok(
      '/client/coupons/add',
      { quantity: 1, points: 9 },
      { token: owner },
    );
    const couponId = made[0]?.id ?? 0;
    const { m } = await server.ok('/client/coupons/delete', { couponId }, { token: owner });
    expect(m).toBe('Cupón eliminado.');
    expect(await server.db.select().from(coupons).where(eq(coupons.id, couponId))).toEqual([]);
    await server.fail('/client/coupons/delete', { couponId }, 404, { token: owner });
    const refusal = await server.fail('/client/coupons/delete', { couponId: used }, 409, { token: owner });
    expect(refusal.m).toBe('El cupón ya fue usado y no se puede eliminar.');
    await server.ok('/client/coupons/delete', { couponId: expired }, { token: owner });
  });
});

describe('the PDF', () => {
  it('draws one QR image per coupon, in a file served back by its URL', async () => {
    const { coupons: made } = await server.ok(
      '/client/coupons/add',
      { quantity: 13, points: 75, description: 'Café con leche gratis', expirationDate: day(60) },
      { token: owner },
    );
    const couponIds = made.map((coupon) => coupon.id).reverse();
    const { file, m } = await server.ok('/client/coupons/pdf', { couponIds }, { token: owner });
    expect(m).toBe('PDF de cupones listo para descargar.');
    expect(file.fileName).toMatch(/^cupones-qr-\d{4}-\d{2}-\d{2}\.pdf$/);
    expect(file.url).toMatch(/^\/uploads\/coupons\/[0-9a-f]{64}\.pdf$/);
    const download = await server.app.inject({ method: 'GET', url: file.url });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toMatch(/application\/pdf/);
    const pdf = download.rawPayload;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(imagesIn(pdf)).toBe(13);
    // Twelve cards to an A4 page.
    expect(pdf.toString('latin1')).toMatch(/\/Count 2\b/);
  });

  it('prints any coupon of the store whatever its status, and 404 for one it does not have', async () => {
    const [usedOne] = await server.db
      .select({ id: coupons.id })
      .from(coupons)
      .where(eq(coupons.code, 'USADO-1'));
    const { file } = await server.ok(
      '/client/coupons/pdf',
      { couponIds: [usedOne?.id ?? 0] },
      { token: owner },
    );
    const download = await server.app.inject({ method: 'GET', url: file.url });
    expect(imagesIn(download.rawPayload)).toBe(1);
    await server.fail('/client/coupons/pdf', { couponIds: [usedOne?.id ?? 0, 999_999] }, 404, {
      token: owner,
    });
  });
});

describe('who may manage coupons', () => {
  it('needs permStore: the demo employee gets 403 everywhere', async () => {
    const employee = await server.login(EMPLOYEE);
    const [coupon] = await server.db
      .select({ id: coupons.id })
      .from(coupons)
      .where(eq(coupons.storeId, cafe));
    const couponId = coupon?.id ?? 0;
    await server.fail('/client/coupons/get', {}, 403, { token: employee });
    await server.fail('/client/coupons/add', { quantity: 1, points: 1 }, 403, { token: employee });
    await server.fail('/client/coupons/upload', { codes: ['EMP-1'], points: 1 }, 403, { token: employee });
    await server.fail('/client/coupons/delete', { couponId }, 403, { token: employee });
    await server.fail('/client/coupons/pdf', { couponIds: [couponId] }, 403, { token: employee });
  });

  it('keeps another store away from the coupons (404) and never lists them', async () => {
    const cafeCoupons = await server.db
      .select({ id: coupons.id, code: coupons.code })
      .from(coupons)
      .where(eq(coupons.storeId, cafe));
    const [target] = cafeCoupons.filter((coupon) => coupon.code.startsWith('INVIERNO'));
    const couponId = target?.id ?? 0;
    const refusal = await server.fail('/client/coupons/delete', { couponId }, 404, { token: intruder });
    expect(JSON.stringify(refusal)).not.toContain('INVIERNO');
    await server.fail('/client/coupons/pdf', { couponIds: [couponId] }, 404, { token: intruder });
    const { coupons: theirs } = await server.ok(
      '/client/coupons/get',
      { pageSize: 100 },
      { token: intruder },
    );
    const mine = new Set(cafeCoupons.map((coupon) => coupon.id));
    expect(theirs.filter((coupon) => mine.has(coupon.id))).toEqual([]);
    expect(
      await server.db.select({ id: coupons.id }).from(coupons).where(eq(coupons.id, couponId)),
    ).toHaveLength(1);
  });
});
