/**
 * Offers and news of a store: created, listed newest first, changed and deleted (read back through the
 * API), money rounded down, categories checked, the plan flags (planShowOffers, planShowNews), the
 * permStore permission and store isolation.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offers, storeNews, stores } from '../../src/server/db/schema';
import { EMPLOYEE, OWNER, OWNER2, recordUpload, storeId } from './support/demoData';
import { createTestServer, type TestServer } from './support/testServer';

let server: TestServer;
let owner: string;
let employee: string;
let intruder: string;

beforeAll(async () => {
  server = await createTestServer();
  [owner, employee, intruder] = await Promise.all([
    server.login(OWNER),
    server.login(EMPLOYEE),
    server.login(OWNER2),
  ]);
  await recordUpload(server.db, await storeId(server.db, 'Café Central'), '/uploads/news/a.png');
});
afterAll(() => server.close());

describe('offers', () => {
  it('are created, listed newest first, changed and deleted (read back through the API)', async () => {
    const { categories } = await server.ok('/client/category/get-all', {}, { token: owner });
    const drinks = categories.find((category) => category.name === 'Bebidas')?.id ?? null;
    const { offer } = await server.ok(
      '/client/offer/add',
      {
        name: 'Zumo y croissant',
        description: 'De 8:00 a 11:00.',
        price: 3.999,
        oldPrice: 5,
        categoryId: drinks,
        public: true,
        expirationDate: '2031-05-31',
        buttonText: 'Lo quiero',
        buttonLink: 'https://cafecentral.test/ofertas',
      },
      { token: owner },
    );
    expect(offer).toEqual(
      expect.objectContaining({ price: 3.99, oldPrice: 5, categoryId: drinks, active: true, public: true }),
    );
    const listed = await server.ok('/client/offer/get-all', {}, { token: owner });
    expect(listed.offers[0]).toEqual(offer);
    const times = listed.offers.map((row) => row.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(listed.offers.some((row) => !row.active)).toBe(true);

    await server.ok(
      '/client/offer/update',
      { offerId: offer.id, name: 'Zumo y croissant', price: null, oldPrice: null, active: false },
      { token: owner },
    );
    const changed = (await server.ok('/client/offer/get-all', {}, { token: owner })).offers[0];
    expect(changed).toEqual(
      expect.objectContaining({
        id: offer.id,
        price: null,
        active: false,
        public: false,
        categoryId: null,
        expirationDate: null,
        buttonText: '',
      }),
    );
    await server.ok('/client/offer/delete', { offerId: offer.id }, { token: owner });
    const after = await server.ok('/client/offer/get-all', {}, { token: owner });
    expect(after.offers.map((row) => row.id)).not.toContain(offer.id);
    await server.fail('/client/offer/delete', { offerId: offer.id }, 404, { token: owner });
  });

  it('refuse a category that does not exist (404)', async () => {
    await server.fail('/client/offer/add', { name: 'x', categoryId: 999_999 }, 404, { token: owner });
  });
});

describe('news', () => {
  it('are created, listed newest first, changed and deleted (read back through the API)', async () => {
    const { news } = await server.ok(
      '/client/news/add',
      { name: 'Abrimos en Retiro', description: 'Calle de Alcalá 100.', imageSquared: '/uploads/news/a.png' },
      { token: owner },
    );
    expect(news).toEqual(
      expect.objectContaining({ active: true, public: false, imageSquared: '/uploads/news/a.png' }),
    );
    expect((await server.ok('/client/get-all-news', {}, { token: owner })).news[0]).toEqual(news);
    await server.ok(
      '/client/news/update',
      { newsId: news.id, name: 'Abrimos en el Retiro', public: true },
      { token: owner },
    );
    const changed = (await server.ok('/client/get-all-news', {}, { token: owner })).news[0];
    expect(changed).toEqual(
      expect.objectContaining({ id: news.id, name: 'Abrimos en el Retiro', public: true, description: '' }),
    );
    await server.ok('/client/news/delete', { newsId: news.id }, { token: owner });
    await server.fail('/client/news/update', { newsId: news.id, name: 'x' }, 404, { token: owner });
  });
});

describe('who may publish', () => {
  it("needs the store's plan: Panadería Sol has offers but no news (403)", async () => {
    await server.ok('/client/offer/get-all', {}, { token: intruder });
    const refusal = await server.fail('/client/get-all-news', {}, 403, { token: intruder });
    expect(refusal.m).toBe('El plan del negocio no incluye novedades.');
    await server.fail('/client/news/add', { name: 'x' }, 403, { token: intruder });
  });

  it('is a store setting: the demo employee (no permStore) gets 403', async () => {
    await server.fail('/client/offer/get-all', {}, 403, { token: employee });
    await server.fail('/client/news/add', { name: 'x' }, 403, { token: employee });
  });
});

describe('store isolation', () => {
  let cafeOffer = 0;
  let cafeNews = 0;

  beforeAll(async () => {
    const panaderia = await storeId(server.db, 'Panadería Sol');
    await server.db.update(stores).set({ planShowNews: true }).where(eq(stores.id, panaderia));
    cafeOffer = (await server.ok('/client/offer/add', { name: 'Solo del café' }, { token: owner })).offer.id;
    cafeNews = (await server.ok('/client/news/add', { name: 'Solo del café' }, { token: owner })).news.id;
  });

  it("another store's owner cannot see, change or delete them (404), and they stay as they were", async () => {
    await server.fail('/client/offer/update', { offerId: cafeOffer, name: 'Robada' }, 404, {
      token: intruder,
    });
    await server.fail('/client/offer/delete', { offerId: cafeOffer }, 404, { token: intruder });
    await server.fail('/client/news/update', { newsId: cafeNews, name: 'Robada' }, 404, { token: intruder });
    await server.fail('/client/news/delete', { newsId: cafeNews }, 404, { token: intruder });
    const theirOffers = await server.ok('/client/offer/get-all', {}, { token: intruder });
    const theirNews = await server.ok('/client/get-all-news', {}, { token: intruder });
    expect(theirOffers.offers.length).toBeGreaterThan(0);
    expect(theirOffers.offers.map((row) => row.id)).not.toContain(cafeOffer);
    expect(theirNews.news.map((row) => row.id)).not.toContain(cafeNews);
    const [offer] = await server.db.select().from(offers).where(eq(offers.id, cafeOffer));
    const [news] = await server.db.select().from(storeNews).where(eq(storeNews.id, cafeNews));
    expect([offer?.name, news?.name]).toEqual(['Solo del café', 'Solo del café']);
  });
});
