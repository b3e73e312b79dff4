/**
 * Link and image fields take web addresses only: every operation of the contract with a link (buttonLink,
 * link, ordersLink) or an image field refuses javascript:, data:, vbscript: and scheme-relative (//host)
 * addresses with a Spanish message naming the field, and stores nothing; https:// and http:// links pass,
 * and images take https:// addresses and the server's own upload paths.
 */
import { asc, eq, gte, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import imageUrl from '../../schemas/common/ImageUrl.json';
import linkUrl from '../../schemas/common/LinkUrl.json';
import type { JsonApiPath } from '../../src/contract/types';
import { listOperations, loadContract } from '../../src/server/contract/operations';
import { readMigrations } from '../../src/server/db/migrate';
import { banners, offers, uploads } from '../../src/server/db/schema';
import { storeId } from './support/demoData';
import { example, propertiesOf, requestSchema } from './support/exampleBodies';
import { signedInServer } from './support/signedInServer';

const demo = signedInServer();

const UNSAFE = [
  'javascript:alert(document.cookie)',
  'JavaScript:alert(1)',
  ' javascript:alert(1)',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'data:image/svg+xml,<svg onload=alert(1)>',
  'vbscript:msgbox(1)',
  '//evil.example/x.png',
  'https://',
];

/** Every (operation, field) of the contract typed as a link or an image address. */
const URL_FIELDS = listOperations(loadContract())
  .filter((operation) => !operation.multipart)
  .flatMap((operation) =>
    propertiesOf(requestSchema(operation.path))
      .filter(({ schema }) => schema.pattern === linkUrl.pattern || schema.pattern === imageUrl.pattern)
      .map(({ name, schema }) => ({
        path: operation.path as JsonApiPath,
        field: name,
        kind: schema.pattern === linkUrl.pattern ? ('link' as const) : ('image' as const),
      })),
  );

describe('link and image fields', () => {
  it('are found in the contract: buttonLink, link, ordersLink and the images', () => {
    const fields = new Set(URL_FIELDS.map(({ field }) => field));
    for (const name of ['buttonLink', 'link', 'ordersLink', 'image', 'imageSquared', 'logo']) {
      expect(fields, name).toContain(name);
    }
  });

  it.each(URL_FIELDS.map((entry) => [entry.path, entry.field, entry] as const))(
    '%s refuses unsafe addresses in %s (400)',
    async (path, field, { kind }) => {
      const token = path.startsWith('/admin/') ? demo.admin : demo.owner;
      const valid = example(requestSchema(path)) as Record<string, unknown>;
      const expected =
        kind === 'link'
          ? `El campo '${field}' debe ser una dirección web que empiece por https:// o http://.`
          : `El campo '${field}' debe ser una imagen subida o una dirección web que empiece por https://.`;
      // Images are shown on an https page whose policy allows https: images only.
      for (const value of kind === 'image' ? [...UNSAFE, 'http://imagenes.test/a.png'] : UNSAFE) {
        const refusal = await demo.server.fail(path, { ...valid, [field]: value }, 400, { token });
        expect(refusal.m, value).toBe(expected);
      }
    },
  );
});

describe('a banner', () => {
  it('keeps a web link and an uploaded image, and stores none of the refused ones', async () => {
    await demo.server.db.insert(uploads).values({
      storeId: await storeId(demo.server.db, 'Café Central'),
      modelType: 'banner',
      path: 'banner/otono.png',
      contentType: 'image/png',
      size: 10,
    });
    const body = {
      title: 'Otoño',
      image: '/uploads/banner/otono.png',
      link: 'https://cafecentral.test/otono',
    };
    const { banner } = await demo.server.ok('/client/banners/add', body, { token: demo.owner });
    expect(banner).toEqual(expect.objectContaining({ image: body.image, link: body.link }));
    const { banner: plain } = await demo.server.ok(
      '/client/banners/add',
      { title: 'Http', image: 'https://imagenes.test/a.png', link: 'http://cafecentral.test' },
      { token: demo.owner },
    );
    expect(plain.link).toBe('http://cafecentral.test');
    await demo.server.fail('/client/banners/add', { ...body, link: 'javascript:alert(1)' }, 400, {
      token: demo.owner,
    });
    const stored = await demo.server.db.select({ link: banners.link }).from(banners);
    expect(stored.filter((row) => !/^(https?:\/\/\S+)?$/.test(row.link))).toEqual([]);
    const [row] = await demo.server.db.select().from(banners).where(eq(banners.id, banner.id));
    expect(row?.link).toBe(body.link);
  });
});

describe('rows saved before the contract refused these addresses', () => {
  it('are cleared by the migration 0005_safe_urls; the old demo banners point at their uploads', async () => {
    const cafe = await storeId(demo.server.db, 'Café Central');
    const [unsafe] = await demo.server.db
      .insert(banners)
      .values([
        { storeId: cafe, title: 'Vieja', image: 'javascript:alert(1)', link: 'javascript:alert(1)' },
        { storeId: cafe, title: 'Nueva carta de otoño', image: 'data:image/svg+xml,%3Csvg%3E', link: '' },
      ])
      .returning({ id: banners.id });
    const [offer] = await demo.server.db
      .insert(offers)
      .values({ storeId: cafe, name: 'Vieja', buttonLink: '//evil.example', image: '/uploads/offer/a.png' })
      .returning({ id: offers.id });
    const migration = (await readMigrations()).find((candidate) => candidate.tag === '0005_safe_urls');
    if (!migration) throw new Error('No migration 0005_safe_urls');
    await demo.server.db.transaction(async (tx) => {
      for (const statement of migration.statements) await tx.execute(sql.raw(statement));
    });
    const rows = await demo.server.db
      .select({ title: banners.title, image: banners.image, link: banners.link })
      .from(banners)
      .where(gte(banners.id, unsafe?.id ?? 0))
      .orderBy(asc(banners.id));
    expect(rows).toEqual([
      { title: 'Vieja', image: '', link: '' },
      { title: 'Nueva carta de otoño', image: '/uploads/banner/demo-nueva-carta-de-otono.svg', link: '' },
    ]);
    const [kept] = await demo.server.db
      .select()
      .from(offers)
      .where(eq(offers.id, offer?.id ?? 0));
    expect(kept).toEqual(expect.objectContaining({ buttonLink: '', image: '/uploads/offer/a.png' }));
  });
});
