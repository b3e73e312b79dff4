/**
 * Banners: created with their defaults, listed by position then id, changed and deleted; an end before
 * the start refused; the platform's feature flag (403 while off), permStore, and store isolation.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { banners, platformSettings } from '../../src/server/db/schema';
import { EMPLOYEE, OWNER, OWNER2, recordUpload, storeId } from './support/demoData';
import { createTestServer, type TestServer } from './support/testServer';

let server: TestServer;
let owner: string;
let intruder: string;
let cafe: number;

beforeAll(async () => {
  server = await createTestServer();
  [owner, intruder] = await Promise.all([server.login(OWNER), server.login(OWNER2)]);
  cafe = await storeId(server.db, 'Café Central');
  for (const url of ['/uploads/banner/granizados.png', '/uploads/banner/otono.png'])
    await recordUpload(server.db, cafe, url);
});
afterAll(() => server.close());

const summer = {
  title: 'Granizados de verano',
  image: '/uploads/banner/granizados.png',
  link: 'https://cafecentral.demo.test/verano',
  active: true,
  position: 1,
  startDate: '2026-06-21',
  endDate: '2026-09-22',
};

async function listed(token = owner) {
  return (await server.ok('/client/banners/get-all', {}, { token })).banners;
}

describe('banners', () => {
  let bannerId = 0;

  it('are created with their defaults and listed by position, then id', async () => {
    const { banner, m } = await server.ok(
      '/client/banners/add',
      { title: 'Nueva carta de otoño', image: '/uploads/banner/otono.png' },
      { token: owner },
    );
    expect(m).toBe('Banner creado.');
    expect(banner).toEqual(
      expect.objectContaining({ link: '', active: true, position: 0, startDate: null, endDate: null }),
    );
    const second = await server.ok('/client/banners/add', summer, { token: owner });
    bannerId = second.banner.id;
    expect(second.banner).toEqual({ id: bannerId, ...summer });
    const third = await server.ok(
      '/client/banners/add',
      { ...summer, title: 'Empate', position: 1 },
      { token: owner },
    );
    const rows = await listed();
    const positions = rows.map((row) => [row.position, row.id]);
    expect(positions).toEqual(
      [...positions].sort((a, b) => (a[0] ?? 0) - (b[0] ?? 0) || (a[1] ?? 0) - (b[1] ?? 0)),
    );
    expect(rows.map((row) => row.id)).toEqual(expect.arrayContaining([banner.id, bannerId, third.banner.id]));
  });

  it('are changed whole and read back', async () => {
    const changed = { ...summer, title: 'Granizados y horchata', active: false, position: 0, endDate: null };
    const { banner } = await server.ok('/client/banners/update', { bannerId, ...changed }, { token: owner });
    expect(banner).toEqual({ id: bannerId, ...changed });
    expect((await listed()).find((row) => row.id === bannerId)).toEqual({ id: bannerId, ...changed });
  });

  it('refuse an end before the start (400), accept a single day', async () => {
    const refusal = await server.fail(
      '/client/banners/add',
      { ...summer, startDate: '2026-09-01', endDate: '2026-08-31' },
      400,
      { token: owner },
    );
    expect(refusal.m).toBe('La fecha de fin no puede ser anterior a la de inicio.');
    await server.fail(
      '/client/banners/update',
      { bannerId, ...summer, startDate: '2026-09-01', endDate: '2026-08-31' },
      400,
      { token: owner },
    );
    await server.ok(
      '/client/banners/update',
      { bannerId, ...summer, startDate: '2026-08-31', endDate: '2026-08-31' },
      { token: owner },
    );
    await server.fail('/client/banners/add', { ...summer, title: '' }, 400, { token: owner });
  });

  it('are deleted, and a missing one answers 404', async () => {
    const { m } = await server.ok('/client/banners/delete', { bannerId }, { token: owner });
    expect(m).toBe('Banner eliminado.');
    expect((await listed()).map((row) => row.id)).not.toContain(bannerId);
    await server.fail('/client/banners/delete', { bannerId }, 404, { token: owner });
    await server.fail('/client/banners/update', { bannerId, ...summer }, 404, { token: owner });
  });
});

describe('who may manage banners', () => {
  it('answers 403 everywhere while the platform has banners off', async () => {
    const [existing] = await listed();
    const bannerId = existing?.id ?? 0;
    await server.db.update(platformSettings).set({ bannersEnabled: false });
    try {
      for (const [path, body] of [
        ['/client/banners/get-all', {}],
        ['/client/banners/add', summer],
        ['/client/banners/update', { bannerId, ...summer }],
        ['/client/banners/delete', { bannerId }],
      ] as const) {
        const refusal = await server.fail(path, body, 403, { token: owner });
        expect(refusal.m).toBe('La plataforma no tiene activados los banners.');
      }
    } finally {
      await server.db.update(platformSettings).set({ bannersEnabled: true });
    }
    expect((await listed()).map((row) => row.id)).toContain(bannerId);
  });

  it('needs permStore: the demo employee gets 403', async () => {
    const employee = await server.login(EMPLOYEE);
    const [existing] = await listed();
    const bannerId = existing?.id ?? 0;
    await server.fail('/client/banners/get-all', {}, 403, { token: employee });
    await server.fail('/client/banners/add', summer, 403, { token: employee });
    await server.fail('/client/banners/update', { bannerId, ...summer }, 403, { token: employee });
    await server.fail('/client/banners/delete', { bannerId }, 403, { token: employee });
  });

  it('keeps another store away from the banners (404) and never lists them', async () => {
    const mine = await listed();
    const [target] = mine;
    const bannerId = target?.id ?? 0;
    const refusal = await server.fail(
      '/client/banners/update',
      // Their own image: pointing at ours is refused before (imageAddresses.test.ts).
      { bannerId, ...summer, image: '', title: 'Robado' },
      404,
      {
        token: intruder,
      },
    );
    expect(JSON.stringify(refusal)).not.toContain(target?.title ?? '-');
    await server.fail('/client/banners/delete', { bannerId }, 404, { token: intruder });
    const theirs = new Set((await listed(intruder)).map((row) => row.id));
    expect(mine.filter((row) => theirs.has(row.id))).toEqual([]);
    const [row] = await server.db.select().from(banners).where(eq(banners.id, bannerId));
    expect(row).toEqual(expect.objectContaining({ storeId: cafe, title: target?.title }));
  });
});
