/**
 * Demo QR coupons, banners and an API token for both demo stores. Coupons come in campaigns, generated
 * (compact codes) or uploaded (the store's own codes), some still running and some expired; a few were
 * scanned by customers, each through the ledger (a 'coupon' movement after the customer's last one, so
 * balances and the store's counters agree). Banners are SVG images drawn here and served as uploads
 * (/uploads/banner/demo-….svg), recorded as their stores' uploads: the contract accepts no data: URLs
 * (`ensureDemoUploads` adds them at start to a database an older version seeded).
 */
import { and, asc, eq, isNull, max } from 'drizzle-orm';
import { encodeCompactId } from '../../lib/compactId';
import { hashToken, newSecretToken } from '../auth/tokens';
import { apiTokens, banners, coupons, customers, pointsMovements, uploads } from '../db/schema';
import { recordMovement } from '../ledger/ledger';
import { slugify } from '../stores/slug';
import { storeTimeZone } from '../stores/storeFacts';
import { dayIn } from '../stores/storeToday';
import { contentHash, writeUploadContent } from '../uploads/uploadContent';
import { UPLOADS_URL_PREFIX } from '../uploads/uploadPaths';
import { DAY_MS } from './historyPlan';
import { Random } from './random';
import type { SeedContext, SeedModule } from './seedContext';

/** Its own generator, so this data does not change when modules before it draw more numbers. */
const SEED = 61_803;
const HOUR_MS = 3_600_000;

interface Campaign {
  description: string;
  points: number;
  /** Generated codes (count) or the store's own codes (a prefix and how many). */
  codes: { generated: number } | { prefix: string; count: number };
  /** Days before now the campaign started. */
  startedDaysAgo: number;
  /** Last day, in days from today (negative: already expired); null for no end. */
  lastDay: number | null;
  /** Share of its coupons customers have scanned. */
  used: number;
}

interface DemoBanner {
  title: string;
  subtitle: string;
  colors: [string, string];
  link: string;
  active: boolean;
  /** Days from today; null for open. */
  start: number | null;
  end: number | null;
}

const DEMO: Record<
  'cafe' | 'panaderia',
  { campaigns: Campaign[]; banners: DemoBanner[]; apiToken: boolean }
> = {
  cafe: {
    campaigns: [
      {
        description: 'Feria del Café de Madrid: un café con leche gratis',
        points: 100,
        codes: { generated: 24 },
        startedDaysAgo: 20,
        lastDay: 40,
        used: 0.3,
      },
      {
        description: 'Inauguración de Malasaña',
        points: 150,
        codes: { generated: 12 },
        startedDaysAgo: 75,
        lastDay: -15,
        used: 0.4,
      },
      {
        description: 'Tarjetas de la carta de otoño',
        points: 50,
        codes: { prefix: 'OTONO-', count: 10 },
        startedDaysAgo: 5,
        lastDay: null,
        used: 0.1,
      },
    ],
    banners: [
      {
        title: 'Nueva carta de otoño',
        subtitle: 'Calabaza, canela y castañas',
        colors: ['#7c2d12', '#ea580c'],
        link: 'https://cafecentral.demo.test/carta',
        active: true,
        start: -10,
        end: 50,
      },
      {
        title: 'Desayunos a 3,50 €',
        subtitle: 'Café, zumo y tostada hasta las 11:00',
        colors: ['#1e3a8a', '#0ea5e9'],
        link: '',
        active: true,
        start: null,
        end: null,
      },
      {
        title: 'Granizados de verano',
        subtitle: 'Limón, café y horchata',
        colors: ['#065f46', '#34d399'],
        link: '',
        active: false,
        start: -150,
        end: -60,
      },
    ],
    apiToken: true,
  },
  panaderia: {
    campaigns: [
      {
        description: 'Semana del pan: una barra gratis',
        points: 60,
        codes: { generated: 15 },
        startedDaysAgo: 30,
        lastDay: null,
        used: 0.35,
      },
      {
        description: 'Feria de Abril',
        points: 120,
        codes: { prefix: 'FERIA-', count: 8 },
        startedDaysAgo: 90,
        lastDay: -45,
        used: 0.25,
      },
    ],
    banners: [
      {
        title: 'Pan de masa madre',
        subtitle: 'Recién horneado cada mañana',
        colors: ['#78350f', '#d97706'],
        link: '',
        active: true,
        start: null,
        end: null,
      },
      {
        title: 'Encarga tu roscón',
        subtitle: 'Con nata, trufa o sin relleno',
        colors: ['#831843', '#f472b6'],
        link: 'https://panaderiasol.demo.test/encargos',
        active: true,
        start: -5,
        end: 60,
      },
    ],
    apiToken: false,
  },
};

/** Where a demo banner's image is served from. */
function bannerImagePath(banner: DemoBanner): string {
  return `${UPLOADS_URL_PREFIX}banner/demo-${slugify(banner.title)}.svg`;
}

/** A 1200 × 400 banner: a gradient with the title and a line under it. */
function bannerImage(banner: DemoBanner): string {
  const [from, to] = banner.colors;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400" viewBox="0 0 1200 400">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/>` +
    `<stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="1200" height="400" fill="url(#g)"/>` +
    `<text x="80" y="200" font-family="Helvetica,Arial,sans-serif" font-size="84" font-weight="700" fill="#fff">${banner.title}</text>` +
    `<text x="80" y="275" font-family="Helvetica,Arial,sans-serif" font-size="40" fill="#fff" opacity=".9">${banner.subtitle}</text></svg>`;
  return svg;
}

/** The demo banners' image files, as paths under /uploads/ and their SVG text. */
export function demoBannerFiles(): { path: string; svg: string }[] {
  return Object.values(DEMO).flatMap((demo) =>
    demo.banners.map((banner) => ({
      path: bannerImagePath(banner).slice(UPLOADS_URL_PREFIX.length),
      svg: bannerImage(banner),
    })),
  );
}

function campaignCodes(campaign: Campaign, random: Random, taken: Set<string>): string[] {
  if ('prefix' in campaign.codes) {
    const { prefix, count } = campaign.codes;
    return Array.from({ length: count }, (_, index) => `${prefix}${String(index + 1).padStart(3, '0')}`);
  }
  const codes: string[] = [];
  while (codes.length < campaign.codes.generated) {
    const code = encodeCompactId(random.int(62 ** 6, 62 ** 7));
    if (!taken.has(code)) codes.push(code);
    taken.add(code);
  }
  return codes;
}

/** The store's live customers with when their ledger last moved (scans must come after it). */
async function customersByLastMovement(context: SeedContext, storeId: number) {
  return context.db
    .select({ id: customers.id, createdAt: customers.createdAt, last: max(pointsMovements.createdAt) })
    .from(customers)
    .leftJoin(pointsMovements, eq(pointsMovements.customerId, customers.id))
    .where(and(eq(customers.storeId, storeId), isNull(customers.deletedAt)))
    .groupBy(customers.id)
    .orderBy(asc(customers.id));
}

async function seedCoupons(
  context: SeedContext,
  random: Random,
  storeId: number,
  campaigns: readonly Campaign[],
  zone: string,
): Promise<void> {
  const { db, options } = context;
  const now = options.now.getTime();
  const people = await customersByLastMovement(context, storeId);
  const taken = new Set<string>();
  for (const campaign of campaigns) {
    const createdAt = new Date(now - campaign.startedDaysAgo * DAY_MS);
    const lastDay = campaign.lastDay === null ? null : dayIn(zone, new Date(now + campaign.lastDay * DAY_MS));
    // Scans happen while the campaign runs: up to its last day or up to an hour ago.
    const windowEnd = Math.min(now - HOUR_MS, now + (campaign.lastDay ?? 0) * DAY_MS);
    const rows = await db
      .insert(coupons)
      .values(
        campaignCodes(campaign, random, taken).map((code) => ({
          storeId,
          code,
          points: campaign.points,
          description: campaign.description,
          expirationDate: lastDay,
          createdAt,
        })),
      )
      .returning({ id: coupons.id });
    for (const coupon of rows) {
      if (!random.chance(campaign.used)) continue;
      const candidates = people.filter(
        (person) =>
          Math.max(person.last?.getTime() ?? 0, person.createdAt.getTime(), createdAt.getTime()) < windowEnd,
      );
      if (candidates.length === 0) continue;
      const person = random.pick(candidates);
      const from = Math.max(person.last?.getTime() ?? 0, person.createdAt.getTime(), createdAt.getTime());
      const usedAt = new Date(from + Math.floor(random.next() * (windowEnd - from)));
      await recordMovement(
        db,
        {
          storeId,
          customerId: person.id,
          type: 'coupon',
          points: campaign.points,
          lifetimePoints: campaign.points,
          description: campaign.description,
          location: null,
          employee: null,
          couponId: coupon.id,
        },
        () => usedAt,
      );
      await db.update(coupons).set({ usedByCustomerId: person.id, usedAt }).where(eq(coupons.id, coupon.id));
      // The customer's ledger now ends later: a second scan must come after this one.
      person.last = usedAt;
    }
  }
}

async function seedBanners(
  context: SeedContext,
  storeId: number,
  list: readonly DemoBanner[],
  zone: string,
): Promise<void> {
  const now = context.options.now.getTime();
  const day = (offset: number | null) =>
    offset === null ? null : dayIn(zone, new Date(now + offset * DAY_MS));
  await context.db.insert(banners).values(
    list.map((banner, position) => ({
      storeId,
      title: banner.title,
      image: bannerImagePath(banner),
      link: banner.link,
      active: banner.active,
      position,
      startDate: day(banner.start),
      endDate: day(banner.end),
      createdAt: new Date(now - 30 * DAY_MS),
    })),
  );
  // Recorded as the store's uploads, bytes included, as an uploaded image would be: image fields take only
  // the store's own, and every server process serves them from the database.
  for (const banner of list) {
    const bytes = Buffer.from(bannerImage(banner));
    const [row] = await context.db
      .insert(uploads)
      .values({
        storeId,
        modelType: 'banner',
        path: bannerImagePath(banner).slice(UPLOADS_URL_PREFIX.length),
        contentType: 'image/svg+xml',
        size: bytes.length,
        hash: contentHash(bytes),
        createdAt: new Date(now - 30 * DAY_MS),
      })
      .returning({ id: uploads.id });
    if (row) await writeUploadContent(context.db, row.id, bytes);
  }
}

/**
 * A token of the store's point-of-sale integration, last used an hour ago. Its value is random rather
 * than from the demo's seeded generator: a token anyone could recompute from the source is no secret.
 */
async function seedApiToken(context: SeedContext, storeId: number): Promise<void> {
  const token = newSecretToken();
  const now = context.options.now.getTime();
  await context.db.insert(apiTokens).values({
    storeId,
    tokenHash: hashToken(token),
    prefix: token.slice(0, 8),
    createdAt: new Date(now - 40 * DAY_MS),
    lastUsedAt: new Date(now - HOUR_MS),
  });
}

export const couponsAndBannersSeed: SeedModule = {
  name: 'cupones QR, banners y token de API',
  async run(context) {
    const random = new Random(SEED);
    for (const key of ['cafe', 'panaderia'] as const) {
      const storeId = context.ids.stores[key];
      const zone = await storeTimeZone(context.db, storeId);
      const demo = DEMO[key];
      await seedCoupons(context, random, storeId, demo.campaigns, zone);
      await seedBanners(context, storeId, demo.banners, zone);
      if (demo.apiToken) await seedApiToken(context, storeId);
    }
  },
};
