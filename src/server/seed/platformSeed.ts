/**
 * Platform catalogues: currencies, countries (España is id 1, the default of the store form), cities
 * with real coordinates and IANA zones, store types and categories in the five languages, redemptions
 * packages, PayPal plans and the platform settings.
 */
import {
  categories,
  categoryTranslations,
  cities,
  countries,
  currencies,
  paypalPlans,
  plans,
  platformSettings,
  storeTypes,
  storeTypeTranslations,
} from '../db/schema';
import { platformStartedAt, requireId, type SeedModule } from './seedContext';

const CURRENCIES = [
  { code: 'ARS', name: 'Peso argentino', symbol: '$' },
  { code: 'CLP', name: 'Peso chileno', symbol: '$' },
  { code: 'COP', name: 'Peso colombiano', symbol: '$' },
  { code: 'EUR', name: 'Euro', symbol: '€' },
  { code: 'GBP', name: 'Libra esterlina', symbol: '£' },
  { code: 'MXN', name: 'Peso mexicano', symbol: '$' },
  { code: 'PEN', name: 'Sol peruano', symbol: 'S/' },
  { code: 'USD', name: 'Dólar estadounidense', symbol: 'US$' },
  { code: 'UYU', name: 'Peso uruguayo', symbol: '$U' },
];

/** In insertion order: España first, so that it gets id 1. */
const COUNTRIES = [
  { name: 'España', countryCode: 'ES', phoneCode: '+34', currencyCode: 'EUR' },
  { name: 'México', countryCode: 'MX', phoneCode: '+52', currencyCode: 'MXN' },
  { name: 'Argentina', countryCode: 'AR', phoneCode: '+54', currencyCode: 'ARS' },
  { name: 'Colombia', countryCode: 'CO', phoneCode: '+57', currencyCode: 'COP' },
  { name: 'Chile', countryCode: 'CL', phoneCode: '+56', currencyCode: 'CLP' },
  { name: 'Perú', countryCode: 'PE', phoneCode: '+51', currencyCode: 'PEN' },
  { name: 'Uruguay', countryCode: 'UY', phoneCode: '+598', currencyCode: 'UYU' },
  { name: 'Francia', countryCode: 'FR', phoneCode: '+33', currencyCode: 'EUR' },
  { name: 'Italia', countryCode: 'IT', phoneCode: '+39', currencyCode: 'EUR' },
  { name: 'Portugal', countryCode: 'PT', phoneCode: '+351', currencyCode: 'EUR' },
  { name: 'Estados Unidos', countryCode: 'US', phoneCode: '+1', currencyCode: 'USD' },
];

/** [country code, name, latitude, longitude, zoom, time zone] */
const CITIES: [string, string, number, number, number, string][] = [
  ['ES', 'Madrid', 40.4168, -3.7038, 11, 'Europe/Madrid'],
  ['ES', 'Barcelona', 41.3874, 2.1686, 12, 'Europe/Madrid'],
  ['ES', 'Valencia', 39.4699, -0.3763, 12, 'Europe/Madrid'],
  ['ES', 'Sevilla', 37.3891, -5.9845, 12, 'Europe/Madrid'],
  ['ES', 'Zaragoza', 41.6488, -0.8891, 12, 'Europe/Madrid'],
  ['ES', 'Málaga', 36.7213, -4.4214, 12, 'Europe/Madrid'],
  ['ES', 'Bilbao', 43.263, -2.935, 13, 'Europe/Madrid'],
  ['ES', 'Palma', 39.5696, 2.6502, 12, 'Europe/Madrid'],
  ['ES', 'Las Palmas de Gran Canaria', 28.1235, -15.4363, 12, 'Atlantic/Canary'],
  ['ES', 'Santa Cruz de Tenerife', 28.4636, -16.2518, 12, 'Atlantic/Canary'],
  ['MX', 'Ciudad de México', 19.4326, -99.1332, 11, 'America/Mexico_City'],
  ['MX', 'Guadalajara', 20.6597, -103.3496, 11, 'America/Mexico_City'],
  ['MX', 'Monterrey', 25.6866, -100.3161, 11, 'America/Monterrey'],
  ['MX', 'Cancún', 21.1619, -86.8515, 12, 'America/Cancun'],
  ['MX', 'Tijuana', 32.5149, -117.0382, 11, 'America/Tijuana'],
  ['AR', 'Buenos Aires', -34.6037, -58.3816, 11, 'America/Argentina/Buenos_Aires'],
  ['AR', 'Córdoba', -31.4201, -64.1888, 12, 'America/Argentina/Cordoba'],
  ['AR', 'Rosario', -32.9442, -60.6505, 12, 'America/Argentina/Cordoba'],
  ['AR', 'Mendoza', -32.8895, -68.8458, 12, 'America/Argentina/Mendoza'],
  ['CO', 'Bogotá', 4.711, -74.0721, 11, 'America/Bogota'],
  ['CO', 'Medellín', 6.2442, -75.5812, 12, 'America/Bogota'],
  ['CO', 'Cali', 3.4516, -76.532, 12, 'America/Bogota'],
  ['CL', 'Santiago', -33.4489, -70.6693, 11, 'America/Santiago'],
  ['CL', 'Valparaíso', -33.0472, -71.6127, 12, 'America/Santiago'],
  ['PE', 'Lima', -12.0464, -77.0428, 11, 'America/Lima'],
  ['PE', 'Arequipa', -16.409, -71.5375, 12, 'America/Lima'],
  ['UY', 'Montevideo', -34.9011, -56.1645, 12, 'America/Montevideo'],
  ['FR', 'París', 48.8566, 2.3522, 11, 'Europe/Paris'],
  ['FR', 'Lyon', 45.764, 4.8357, 12, 'Europe/Paris'],
  ['IT', 'Roma', 41.9028, 12.4964, 11, 'Europe/Rome'],
  ['IT', 'Milán', 45.4642, 9.19, 12, 'Europe/Rome'],
  ['PT', 'Lisboa', 38.7223, -9.1393, 12, 'Europe/Lisbon'],
  ['US', 'Miami', 25.7617, -80.1918, 11, 'America/New_York'],
];

type Texts = { es: string; en: string; zh: string; fr: string; it: string };

const STORE_TYPES: Texts[] = [
  { es: 'Cafetería', en: 'Café', zh: '咖啡馆', fr: 'Café', it: 'Caffetteria' },
  { es: 'Panadería', en: 'Bakery', zh: '面包店', fr: 'Boulangerie', it: 'Panetteria' },
  { es: 'Restaurante', en: 'Restaurant', zh: '餐厅', fr: 'Restaurant', it: 'Ristorante' },
  { es: 'Peluquería', en: 'Hairdresser', zh: '理发店', fr: 'Salon de coiffure', it: 'Parrucchiere' },
  { es: 'Farmacia', en: 'Pharmacy', zh: '药店', fr: 'Pharmacie', it: 'Farmacia' },
  { es: 'Librería', en: 'Bookshop', zh: '书店', fr: 'Librairie', it: 'Libreria' },
  { es: 'Frutería', en: 'Greengrocer', zh: '水果店', fr: 'Primeur', it: 'Fruttivendolo' },
  { es: 'Gimnasio', en: 'Gym', zh: '健身房', fr: 'Salle de sport', it: 'Palestra' },
  {
    es: 'Tienda de ropa',
    en: 'Clothes shop',
    zh: '服装店',
    fr: 'Boutique de vêtements',
    it: 'Negozio di abbigliamento',
  },
];

const CATEGORIES: Texts[] = [
  { es: 'Bebidas', en: 'Drinks', zh: '饮料', fr: 'Boissons', it: 'Bevande' },
  { es: 'Bollería', en: 'Pastries', zh: '糕点', fr: 'Viennoiseries', it: 'Dolci da forno' },
  { es: 'Desayunos', en: 'Breakfasts', zh: '早餐', fr: 'Petits-déjeuners', it: 'Colazioni' },
  { es: 'Comidas', en: 'Meals', zh: '正餐', fr: 'Repas', it: 'Pasti' },
  { es: 'Pan', en: 'Bread', zh: '面包', fr: 'Pain', it: 'Pane' },
  { es: 'Regalos', en: 'Gifts', zh: '礼品', fr: 'Cadeaux', it: 'Regali' },
  { es: 'Belleza', en: 'Beauty', zh: '美容', fr: 'Beauté', it: 'Bellezza' },
  { es: 'Salud', en: 'Health', zh: '健康', fr: 'Santé', it: 'Salute' },
];

function translations(texts: Texts): { languageCode: string; text: string }[] {
  return Object.entries(texts).map(([languageCode, text]) => ({ languageCode, text }));
}

export const platformSeed: SeedModule = {
  name: 'plataforma',
  async run({ db, ids, options }) {
    const createdAt = platformStartedAt(options);
    await db.insert(currencies).values(CURRENCIES);
    for (const country of COUNTRIES) {
      const [row] = await db.insert(countries).values(country).returning({ id: countries.id });
      if (row) ids.countries.set(country.countryCode, row.id);
    }
    const cityRows = await db
      .insert(cities)
      .values(
        CITIES.map(([countryCode, name, latitude, longitude, zoom, timeZone]) => ({
          countryId: requireId(ids.countries, countryCode),
          name,
          latitude,
          longitude,
          zoom,
          timeZone,
        })),
      )
      .returning({ id: cities.id, name: cities.name });
    for (const city of cityRows) ids.cities.set(city.name, city.id);
    for (const texts of STORE_TYPES) {
      const [row] = await db.insert(storeTypes).values({ name: texts.es }).returning({ id: storeTypes.id });
      if (!row) continue;
      ids.storeTypes.set(texts.es, row.id);
      await db
        .insert(storeTypeTranslations)
        .values(translations(texts).map((t) => ({ ...t, storeTypeId: row.id })));
    }
    for (const texts of CATEGORIES) {
      const [row] = await db.insert(categories).values({ createdAt }).returning({ id: categories.id });
      if (!row) continue;
      ids.categories.set(texts.es, row.id);
      await db
        .insert(categoryTranslations)
        .values(translations(texts).map((t) => ({ ...t, categoryId: row.id })));
    }
    await db.insert(plans).values(
      [
        { name: 'Paquete 50 canjes', price: 19.9, redemptions: 50 },
        { name: 'Paquete 150 canjes', price: 49.9, redemptions: 150 },
        { name: 'Paquete 500 canjes', price: 139, redemptions: 500 },
        { name: 'Paquete 1.000 canjes', price: 249, redemptions: 1000 },
        { name: 'Paquete de prueba (retirado)', price: 5, redemptions: 10, active: false },
      ].map((plan) => ({ ...plan, createdAt })),
    );
    await db.insert(paypalPlans).values([
      {
        id: 'P-5ML4271244454362WXNWU5NQ',
        name: 'Suscripción mensual',
        price: 29,
        currencyCode: 'EUR',
        interval: 'month',
        position: 0,
      },
      {
        id: 'P-8GT91853HN318244KMXD3GYA',
        name: 'Suscripción anual',
        price: 290,
        currencyCode: 'EUR',
        interval: 'year',
        position: 1,
      },
    ]);
    await db.insert(platformSettings).values({
      id: 1,
      supportPhone: '+34 600 123 456',
      bannersEnabled: true,
      clientWebApp: 'https://clientes.demo.test',
      timeZone: 'Europe/Madrid',
      newStoreRedeemBought: 50,
      subscriptionPaypalPlanId: 'P-5ML4271244454362WXNWU5NQ',
      subscriptionTrialDays: 30,
      subscriptionFreeRewards: 20,
      paymentCurrencyCode: 'EUR',
      paymentTransferEnabled: true,
      paymentBankName: 'Banco Demo',
      paymentAccountHolder: 'Plataforma de Fidelización S.L.',
      paymentAccountNumber: 'ES91 2100 0418 4502 0005 1332',
      paymentInstructions: 'Indique el nombre de su negocio en el concepto de la transferencia.',
    });
  },
};
