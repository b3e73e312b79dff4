/**
 * What the platform administrator has made: offers and news for the customers of every store (one offer
 * expired, one paused, so the list shows each state), the payments both demo stores made for redemptions
 * packages over the year, and the PayPal and WhatsApp settings of a platform still in sandbox.
 */
import { eq, inArray } from 'drizzle-orm';
import { adminNews, adminOffers, plans, platformSettings, storePayments } from '../db/schema';
import { DAY_MS } from './historyPlan';
import type { SeedModule } from './seedContext';

const daysAgo = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);
const dayOf = (instant: Date) => instant.toISOString().slice(0, 10);

/** [name, description, button, link, days since created, days until expiry (null: none), active] */
const OFFERS: [string, string, string, string, number, number | null, boolean][] = [
  [
    'Semana de la fidelidad',
    'Doble de puntos en todos los negocios adheridos del lunes al domingo.',
    'Ver negocios',
    'https://clientes.demo.test/semana-fidelidad',
    6,
    8,
    true,
  ],
  [
    'Regalo de bienvenida a la app',
    'Descarga la app de clientes y recibe un 10 % de descuento en tu primera compra.',
    'Descargar',
    'https://clientes.demo.test/app',
    40,
    null,
    true,
  ],
  ['Rebajas de enero', 'Canjea tus puntos con un 20 % menos durante las rebajas.', '', '', 75, -30, true],
  [
    'Sorteo de verano',
    'Participa en el sorteo de un fin de semana en la costa con cada canje.',
    'Participar',
    'https://clientes.demo.test/sorteo',
    120,
    60,
    false,
  ],
];

/** [name, description, days since created, public, active] */
const NEWS: [string, string, number, boolean, boolean][] = [
  [
    'Nueva app de clientes',
    'Ya puedes consultar tus puntos, tus premios y tu código QR desde el móvil.',
    3,
    true,
    true,
  ],
  [
    'Pagos con PayPal',
    'Los negocios ya pueden comprar paquetes de canjes con PayPal desde su panel.',
    28,
    false,
    true,
  ],
  [
    'Mantenimiento programado',
    'El domingo de 3:00 a 4:00 la plataforma estará en mantenimiento.',
    90,
    true,
    false,
  ],
];

/** Per demo store: [package name, days ago, method, reference] */
const PAYMENTS: Record<
  'cafe' | 'panaderia',
  [string, number, 'transfer' | 'card' | 'paypal' | 'cash', string][]
> = {
  cafe: [
    ['Paquete 500 canjes', 320, 'transfer', 'TR-CC-0117'],
    ['Paquete 150 canjes', 130, 'card', 'TPV-88213'],
    ['Paquete 150 canjes', 21, 'paypal', 'PAYID-M4X7Q2A'],
  ],
  panaderia: [
    ['Paquete 50 canjes', 210, 'cash', ''],
    ['Paquete 50 canjes', 45, 'transfer', 'TR-PS-0032'],
  ],
};

export const adminSeed: SeedModule = {
  name: 'administración',
  async run({ db, ids, options }) {
    const { now } = options;
    await db.insert(adminOffers).values(
      OFFERS.map(([name, description, buttonText, buttonLink, age, expiresIn, active]) => ({
        name,
        description,
        buttonText,
        buttonLink,
        active,
        expirationDate: expiresIn === null ? null : dayOf(daysAgo(now, -expiresIn)),
        createdAt: daysAgo(now, age),
      })),
    );
    await db.insert(adminNews).values(
      NEWS.map(([name, description, age, isPublic, active]) => ({
        name,
        description,
        public: isPublic,
        active,
        createdAt: daysAgo(now, age),
      })),
    );
    const names = [...new Set(Object.values(PAYMENTS).flatMap((rows) => rows.map(([name]) => name)))];
    const packages = await db.select().from(plans).where(inArray(plans.name, names));
    const byName = new Map(packages.map((plan) => [plan.name, plan]));
    await db.insert(storePayments).values(
      (['cafe', 'panaderia'] as const).flatMap((store) =>
        PAYMENTS[store].map(([name, age, method, reference]) => {
          const plan = byName.get(name);
          if (!plan) throw new Error(`Seed: no redemptions package ${name}`);
          const paidAt = daysAgo(now, age);
          return {
            storeId: ids.stores[store],
            planId: plan.id,
            planName: plan.name,
            redemptions: plan.redemptions,
            amount: plan.price,
            currencyCode: 'EUR',
            method,
            reference,
            paidAt: dayOf(paidAt),
            createdAt: paidAt,
          };
        }),
      ),
    );
    await db
      .update(platformSettings)
      .set({
        paypalClientId: 'AVd3mo-sandbox-client-id',
        paypalMode: 'sandbox',
        whatsappPhone: '+34 600 123 456',
        whatsappWelcomeMessage: '¡Hola! Gracias por unirte a nuestro programa de puntos.',
      })
      .where(eq(platformSettings.id, 1));
  },
};
