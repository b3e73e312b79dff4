/**
 * The administrator's catalogues and content: cities (country and IANA zone checked, kept while
 * locations use them), every store's locations and their city, store types and categories with their
 * translations, redemptions packages (payments keep their name when one goes), platform offers and news.
 * Each change is read back through the API.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locations, storePayments } from '../../src/server/db/schema';
import { ADMIN, locationsOf, OWNER, recordUpload, storeId } from './support/demoData';
import { createTestServer, type TestServer } from './support/testServer';

let server: TestServer;
let admin: string;
let cafe: number;
let panaderia: number;

beforeAll(async () => {
  server = await createTestServer();
  admin = await server.login(ADMIN);
  cafe = await storeId(server.db, 'Café Central');
  panaderia = await storeId(server.db, 'Panadería Sol');
  for (const url of [
    '/uploads/storetype/zapateria.png',
    '/uploads/category/flores.png',
    '/uploads/admin-news/verano.png',
  ])
    await recordUpload(server.db, null, url);
});
afterAll(() => server.close());

const as = () => ({ token: admin });

describe('cities', () => {
  const granada = {
    name: 'Granada',
    countryId: 1,
    latitude: 37.1773,
    longitude: -3.5986,
    zoom: 12,
    timeZone: 'europe/madrid',
  };

  it('creates a city with its country and the zone as the time-zone database spells it', async () => {
    const { city, m } = await server.ok('/admin/city/add', granada, as());
    expect(m).toBe('Ciudad creada');
    expect(city).toEqual(
      expect.objectContaining({ name: 'Granada', countryName: 'España', timeZone: 'Europe/Madrid' }),
    );
    const spain = await server.ok('/admin/get-all-cities', { countryId: 1 }, as());
    const names = spain.cities.map((row) => row.name);
    expect(names).toContain('Granada');
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'es')));
    expect(spain.cities.every((row) => row.countryId === 1)).toBe(true);
    const all = await server.ok('/admin/get-all-cities', {}, as());
    expect(all.cities.length).toBeGreaterThan(spain.cities.length);
  });

  it("sorts names as Spanish reads them, accents aside ('Málaga' before 'Montevideo', 'Ávila' first)", async () => {
    for (const name of ['Montevideo', 'Málaga', 'Ávila', 'Madrid'])
      await server.ok('/admin/city/add', { ...granada, name }, as());
    const names = (await server.ok('/admin/get-all-cities', {}, as())).cities.map((row) => row.name);
    const at = (name: string) => names.indexOf(name);
    expect(at('Madrid')).toBeLessThan(at('Málaga'));
    expect(at('Málaga')).toBeLessThan(at('Montevideo'));
    expect(at('Ávila')).toBeLessThan(at('Granada'));
    // The store side's city list too.
    const owner = await server.login(OWNER);
    const store = (await server.ok('/client/store/get-cities', {}, { token: owner })).cities.map(
      (row) => row.name,
    );
    expect(store.indexOf('Málaga')).toBeLessThan(store.indexOf('Montevideo'));
  });

  it("answers the map's tile source with the list (MAP_TILE_URL and MAP_TILE_ATTRIBUTION)", async () => {
    const answer = await server.ok('/admin/get-all-cities', {}, as());
    expect(answer.mapTileUrl).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
    expect(answer.mapTileAttribution).toBe('© OpenStreetMap contributors');
  });

  it('accepts zones Intl lists under another name, refuses unknown zones, offsets and countries (400)', async () => {
    const { city } = await server.ok(
      '/admin/city/add',
      { ...granada, name: 'Salta', countryId: 3, timeZone: 'America/Argentina/Salta' },
      as(),
    );
    expect(city.timeZone).toBe('America/Argentina/Salta');
    for (const timeZone of ['Europe/Granada', '+01:00', 'GMT+1:00x']) {
      const refused = await server.fail('/admin/city/add', { ...granada, timeZone }, 400, as());
      expect(refused.m).toContain('zona horaria');
    }
    const noCountry = await server.fail('/admin/city/add', { ...granada, countryId: 999 }, 400, as());
    expect(noCountry.m).toBe('El país indicado no existe.');
  });

  it('updates a city and answers 404 for an unknown one', async () => {
    const { city } = await server.ok('/admin/city/add', { ...granada, name: 'Jaén' }, as());
    const { city: saved } = await server.ok(
      '/admin/city/update',
      { cityId: city.id, ...granada, name: 'Jaén', zoom: 14, timeZone: 'Atlantic/Canary' },
      as(),
    );
    expect(saved).toEqual(expect.objectContaining({ zoom: 14, timeZone: 'Atlantic/Canary' }));
    await server.fail('/admin/city/update', { cityId: 999_999, ...granada }, 404, as());
  });

  it('is kept while a location uses it (409), deleted once they moved', async () => {
    const { city } = await server.ok('/admin/city/add', { ...granada, name: 'Córdoba' }, as());
    const [location] = await locationsOf(server.db, panaderia);
    const [before] = await server.db
      .select({ cityId: locations.cityId })
      .from(locations)
      .where(eq(locations.id, location?.id ?? 0));
    await server.ok(
      '/admin/locations/change-city-id',
      { locationId: location?.id ?? 0, cityId: city.id },
      as(),
    );
    const refused = await server.fail('/admin/city/delete', { cityId: city.id }, 409, as());
    expect(refused.m).toBe('La ciudad tiene 1 sucursal: cámbielas de ciudad antes de eliminarla.');
    await server.ok(
      '/admin/locations/change-city-id',
      { locationId: location?.id ?? 0, cityId: before?.cityId ?? 1 },
      as(),
    );
    const deleted = await server.ok('/admin/city/delete', { cityId: city.id }, as());
    expect(deleted.m).toBe('Ciudad eliminada');
    const left = await server.ok('/admin/get-all-cities', {}, as());
    expect(left.cities.map((row) => row.id)).not.toContain(city.id);
    await server.fail('/admin/city/delete', { cityId: city.id }, 404, as());
  });
});

describe("every store's locations", () => {
  it('lists the locations of all stores with their store, paged, with a search and a city filter', async () => {
    const all = await server.ok('/admin/locations/get-all', { pageSize: 100 }, as());
    const storeIds = new Set(all.locations.map((location) => location.store.id));
    expect(storeIds).toEqual(new Set([cafe, panaderia]));
    expect(all.total).toBe(all.locations.length);
    const page = await server.ok('/admin/locations/get-all', { pageSize: 2, page: 2 }, as());
    expect(page.locations).toHaveLength(2);
    expect(page.total).toBe(all.total);
    const byStore = await server.ok('/admin/locations/get-all', { search: 'PANADERÍA' }, as());
    expect(byStore.locations.every((location) => location.store.id === panaderia)).toBe(true);
    expect(byStore.total).toBeGreaterThan(0);
    const byAddress = await server.ok('/admin/locations/get-all', { search: 'santa engracia' }, as());
    expect(byAddress.locations.map((location) => location.name)).toEqual(['Café Central Chamberí']);
    const madrid = await server.ok('/admin/locations/get-all', { cityId: 1, pageSize: 100 }, as());
    expect(madrid.locations.every((location) => location.cityName === 'Madrid')).toBe(true);
    await server.fail('/admin/locations/get-all', { sortBy: 'store' }, 400, as());
  });

  it('lists only the locations without a city for a null cityId', async () => {
    const owner = await server.login(OWNER);
    const { location } = await server.ok(
      '/client/location/add',
      { name: 'Café Central Kiosco', cityId: null },
      { token: owner },
    );
    const noCity = await server.ok('/admin/locations/get-all', { cityId: null, pageSize: 100 }, as());
    expect(noCity.locations.map((row) => row.id)).toContain(location.id);
    expect(noCity.locations.every((row) => row.cityId === null && row.cityName === '')).toBe(true);
    const { location: moved, m } = await server.ok(
      '/admin/locations/change-city-id',
      { locationId: location.id, cityId: 2 },
      as(),
    );
    expect(m).toBe('La sucursal ahora está en Barcelona.');
    expect(moved).toEqual(
      expect.objectContaining({ cityId: 2, cityName: 'Barcelona', store: expect.any(Object) }),
    );
    const seen = await server.ok('/client/get-locations', {}, { token: owner });
    expect(seen.locations.find((row) => row.id === location.id)?.cityName).toBe('Barcelona');
  });

  it('answers 404 for an unknown location or city', async () => {
    const [location] = await locationsOf(server.db, cafe);
    await server.fail('/admin/locations/change-city-id', { locationId: 999_999, cityId: 1 }, 404, as());
    await server.fail(
      '/admin/locations/change-city-id',
      { locationId: location?.id ?? 0, cityId: 999_999 },
      404,
      as(),
    );
  });
});

describe('store types', () => {
  it('creates, lists by name, replaces the translations and deletes an unused one', async () => {
    const { storetype } = await server.ok(
      '/admin/storetype/add',
      {
        name: ' Zapatería ',
        image: '/uploads/storetype/zapateria.png',
        translations: [
          { languageCode: 'en', text: 'Shoe shop' },
          { languageCode: 'es', text: 'Zapatería' },
        ],
      },
      as(),
    );
    expect(storetype).toEqual(
      expect.objectContaining({
        name: 'Zapatería',
        translations: [
          { languageCode: 'es', text: 'Zapatería' },
          { languageCode: 'en', text: 'Shoe shop' },
        ],
      }),
    );
    const { storetype: saved } = await server.ok(
      '/admin/storetype/update',
      {
        storetypeId: storetype.id,
        name: 'Calzado',
        translations: [{ languageCode: 'fr', text: 'Cordonnerie' }],
      },
      as(),
    );
    expect(saved).toEqual(
      expect.objectContaining({
        name: 'Calzado',
        image: '',
        translations: [{ languageCode: 'fr', text: 'Cordonnerie' }],
      }),
    );
    const { storetypes } = await server.ok('/admin/get-all-storetypes', {}, as());
    expect(storetypes.find((type) => type.id === storetype.id)).toEqual(saved);
    const names = storetypes.map((type) => type.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'es')));
    const publicList = await server.ok('/general/get-store-types', {});
    expect(publicList.storetypes.map((type) => type.id)).toContain(storetype.id);
    const deleted = await server.ok('/admin/storetype/delete', { storetypeId: storetype.id }, as());
    expect(deleted.m).toBe('Tipo de comercio eliminado');
    await server.fail('/admin/storetype/delete', { storetypeId: storetype.id }, 404, as());
    await server.fail(
      '/admin/storetype/update',
      { storetypeId: storetype.id, name: 'Calzado', translations: [] },
      404,
      as(),
    );
  });

  it('refuses two translations in one language (400) and a type stores use (409)', async () => {
    const repeated = await server.fail(
      '/admin/storetype/add',
      {
        name: 'Doble',
        translations: [
          { languageCode: 'es', text: 'Uno' },
          { languageCode: 'es', text: 'Dos' },
        ],
      },
      400,
      as(),
    );
    expect(repeated.m).toBe("Hay más de una traducción en el idioma 'es'.");
    const { store } = await server.ok('/admin/business/get', { storeId: cafe }, as());
    const inUse = await server.fail('/admin/storetype/delete', { storetypeId: store.storeTypeId }, 409, as());
    expect(inUse.m).toBe('Hay 1 negocio de este tipo: no se puede eliminar.');
  });
});

describe('categories', () => {
  it('takes its name from the es translation, lists every category, and deletes one', async () => {
    const { category, m } = await server.ok(
      '/admin/category/add',
      {
        image: '',
        translations: [
          { languageCode: 'it', text: 'Fiori' },
          { languageCode: 'es', text: 'Flores' },
        ],
      },
      as(),
    );
    expect(m).toBe('Categoría creada');
    expect(category.name).toBe('Flores');
    const { category: saved } = await server.ok(
      '/admin/category/update',
      {
        categoryId: category.id,
        image: '/uploads/category/flores.png',
        translations: [{ languageCode: 'es', text: 'Plantas' }],
      },
      as(),
    );
    expect(saved).toEqual(
      expect.objectContaining({ name: 'Plantas', translations: [{ languageCode: 'es', text: 'Plantas' }] }),
    );
    const { categories } = await server.ok('/admin/category/get-all', {}, as());
    expect(categories.find((row) => row.id === category.id)).toEqual(saved);
    const owner = await server.login(OWNER);
    const seen = await server.ok('/client/category/get-all', {}, { token: owner });
    expect(seen.categories.map((row) => row.name)).toContain('Plantas');
    await server.ok('/admin/category/delete', { categoryId: category.id }, as());
    const after = await server.ok('/admin/category/get-all', {}, as());
    expect(after.categories.map((row) => row.id)).not.toContain(category.id);
    await server.fail('/admin/category/delete', { categoryId: category.id }, 404, as());
  });

  it("needs an 'es' translation and one per language (400); unknown ids answer 404", async () => {
    const noSpanish = await server.fail(
      '/admin/category/add',
      { translations: [{ languageCode: 'en', text: 'Flowers' }] },
      400,
      as(),
    );
    expect(noSpanish.m).toBe(
      "La categoría necesita una traducción en español ('es'): es el nombre que se muestra.",
    );
    await server.fail(
      '/admin/category/add',
      {
        translations: [
          { languageCode: 'es', text: 'A' },
          { languageCode: 'es', text: 'B' },
        ],
      },
      400,
      as(),
    );
    await server.fail(
      '/admin/category/update',
      { categoryId: 999_999, translations: [{ languageCode: 'es', text: 'A' }] },
      404,
      as(),
    );
  });
});

describe('redemptions packages', () => {
  it('creates, lists by price, updates; deleting leaves the payments with their name and no plan', async () => {
    const { plan } = await server.ok(
      '/admin/plan/add',
      { name: 'Paquete 2.000 canjes', price: 399.999, redemptions: 2000 },
      as(),
    );
    expect(plan).toEqual(expect.objectContaining({ price: 399.99, active: true }));
    const { plan: saved } = await server.ok(
      '/admin/plan/update',
      { planId: plan.id, name: 'Paquete 2.000 canjes', price: 379, redemptions: 2000, active: false },
      as(),
    );
    expect(saved).toEqual({
      id: plan.id,
      name: 'Paquete 2.000 canjes',
      price: 379,
      redemptions: 2000,
      active: false,
    });
    const { plans } = await server.ok('/admin/plan/all', {}, as());
    expect(plans.find((row) => row.id === plan.id)).toEqual(saved);
    const prices = plans.map((row) => row.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const offered = await server.ok('/general/payment/redemptions-costs', {});
    expect(offered.plans.map((row) => row.id)).not.toContain(plan.id);

    const { payment } = await server.ok(
      '/admin/store/payment/add',
      {
        storeId: cafe,
        planId: plan.id,
        redemptions: 2000,
        amount: 379,
        currencyCode: 'EUR',
        method: 'card',
        paidAt: '2026-04-01',
      },
      as(),
    );
    const deleted = await server.ok('/admin/plan/delete', { planId: plan.id }, as());
    expect(deleted.m).toBe('Plan eliminado');
    const { payments } = await server.ok('/admin/store/payments', { storeId: cafe }, as());
    expect(payments.find((row) => row.id === payment.id)).toEqual(
      expect.objectContaining({ planId: null, planName: 'Paquete 2.000 canjes', redemptions: 2000 }),
    );
    const [row] = await server.db.select().from(storePayments).where(eq(storePayments.id, payment.id));
    expect(row?.planId).toBeNull();
    await server.fail('/admin/plan/delete', { planId: plan.id }, 404, as());
    await server.fail(
      '/admin/plan/update',
      { planId: plan.id, name: 'X', price: 1, redemptions: 1 },
      404,
      as(),
    );
  });
});

describe('platform offers', () => {
  it('has the demo offers: current, without expiry, expired and paused', async () => {
    const { offers } = await server.ok('/admin/offer/get-all', {}, as());
    const today = server.now().toISOString().slice(0, 10);
    expect(offers.length).toBeGreaterThanOrEqual(4);
    expect(offers.some((offer) => offer.expirationDate === null)).toBe(true);
    expect(offers.some((offer) => offer.expirationDate !== null && offer.expirationDate < today)).toBe(true);
    expect(offers.some((offer) => !offer.active)).toBe(true);
  });

  it('creates, lists newest first, updates and deletes', async () => {
    const { offer: first } = await server.ok(
      '/admin/offer/add',
      { name: 'Semana del café', description: '2x1 en cafés de especialidad', expirationDate: '2030-05-31' },
      as(),
    );
    const { offer: second, m } = await server.ok(
      '/admin/offer/add',
      { name: 'Día de la madre', buttonText: 'Ver más', buttonLink: 'https://demo.test/madre' },
      as(),
    );
    expect(m).toBe('Oferta creada');
    expect(second).toEqual(expect.objectContaining({ active: true, expirationDate: null, image: '' }));
    const { offers } = await server.ok('/admin/offer/get-all', {}, as());
    expect(offers.slice(0, 2).map((offer) => offer.id)).toEqual([second.id, first.id]);
    const { offer: saved } = await server.ok(
      '/admin/offer/update',
      { offerId: first.id, name: 'Semana del café', active: false, expirationDate: '2030-06-30' },
      as(),
    );
    expect(saved).toEqual(
      expect.objectContaining({
        active: false,
        expirationDate: '2030-06-30',
        description: '',
        createdAt: first.createdAt,
      }),
    );
    await server.ok('/admin/offer/delete', { offerId: first.id }, as());
    const after = await server.ok('/admin/offer/get-all', {}, as());
    expect(after.offers.map((offer) => offer.id)).not.toContain(first.id);
    await server.fail('/admin/offer/delete', { offerId: first.id }, 404, as());
    await server.fail('/admin/offer/update', { offerId: first.id, name: 'X' }, 404, as());
  });
});

describe('platform news', () => {
  it('has the demo news, newest first', async () => {
    const { news } = await server.ok('/admin/news/get-all', {}, as());
    expect(news.length).toBeGreaterThanOrEqual(3);
    const times = news.map((row) => row.createdAt);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('creates, lists newest first, updates and deletes', async () => {
    const { news: first } = await server.ok(
      '/admin/news/add',
      { name: 'Nueva app', description: 'Ya disponible' },
      as(),
    );
    const { news: second } = await server.ok(
      '/admin/news/add',
      { name: 'Horario de verano', public: true, imageSquared: '/uploads/admin-news/verano.png' },
      as(),
    );
    const { news } = await server.ok('/admin/news/get-all', {}, as());
    expect(news.slice(0, 2).map((row) => row.id)).toEqual([second.id, first.id]);
    const { news: saved, m } = await server.ok(
      '/admin/news/update',
      { newsId: first.id, name: 'Nueva app de clientes', active: false },
      as(),
    );
    expect(m).toBe('Novedad actualizada');
    expect(saved).toEqual(
      expect.objectContaining({ name: 'Nueva app de clientes', active: false, description: '' }),
    );
    const deleted = await server.ok('/admin/news/delete', { newsId: first.id }, as());
    expect(deleted.m).toBe('Novedad eliminada');
    const after = await server.ok('/admin/news/get-all', {}, as());
    expect(after.news.map((row) => row.id)).toEqual(expect.not.arrayContaining([first.id]));
    await server.fail('/admin/news/delete', { newsId: first.id }, 404, as());
    await server.fail('/admin/news/update', { newsId: first.id, name: 'X' }, 404, as());
  });
});
