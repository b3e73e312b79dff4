/**
 * What an image field may hold, checked on every operation of the contract that has one: an https://
 * address, or an upload of the caller's own store (the platform's, for an administrator). Another store's
 * upload, the platform's on the store side, a store's on the platform side, or an upload that does not
 * exist answer 400 naming the field, and no row keeps it. And the Content-Security-Policy lets the
 * browser show every address the contract accepts.
 */
import Ajv2020 from 'ajv/dist/2020.js';
import { eq, or } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import imageUrl from '../../schemas/common/ImageUrl.json';
import type { JsonApiPath } from '../../src/contract/types';
import { listOperations, loadContract } from '../../src/server/contract/operations';
import { uploads } from '../../src/server/db/schema';
import { IMAGE_COLUMNS } from '../../src/server/uploads/imageColumns';
import { createImageOwnershipCheck } from '../../src/server/uploads/imageOwnership';
import { OWNER2, storeId } from './support/demoData';
import { example, propertiesOf, requestSchema } from './support/exampleBodies';
import { signedInServer } from './support/signedInServer';

const demo = signedInServer();
let apiToken: string;

const OURS = '/uploads/reward/propia-de-cafe.png';
const THEIRS = '/uploads/reward/ajena-de-panaderia.png';
const PLATFORM = '/uploads/category/de-la-plataforma.png';
const MISSING = '/uploads/reward/no-existe.png';
const EXTERNAL = 'https://imagenes.example.test/carta.png';

beforeAll(async () => {
  apiToken = (await demo.server.ok('/client/api/token/generate', {}, { token: demo.owner })).token;
  const [cafe, panaderia] = await Promise.all([
    storeId(demo.server.db, 'Café Central'),
    storeId(demo.server.db, 'Panadería Sol'),
  ]);
  const upload = (storeId: number | null, url: string) => ({
    storeId,
    modelType: url.split('/')[2] ?? '',
    path: url.slice('/uploads/'.length),
    contentType: 'image/png',
    size: 10,
  });
  await demo.server.db
    .insert(uploads)
    .values([upload(cafe, OURS), upload(panaderia, THEIRS), upload(null, PLATFORM)]);
  // Another store's owner signs in (their upload exists before anyone could point at it).
  await demo.server.login(OWNER2);
});

const refusal = (field: string) =>
  `El campo '${field}' no es una de sus imágenes subidas: suba la imagen de nuevo o use una dirección web que empiece por https://.`;

const operations = listOperations(loadContract()).filter((operation) => !operation.multipart);
const checked = createImageOwnershipCheck(
  loadContract(),
  operations.map((operation) => operation.path),
);
/** Every (operation, image field) the server checks. */
const IMAGE_FIELDS = [...checked.fields.entries()].flatMap(([path, fields]) =>
  fields.map((field) => ({ path: path as JsonApiPath, field: String(field[0]) })),
);

describe('the image fields the server checks', () => {
  it('are every field the contract types as an image address', () => {
    const contractFields = operations.flatMap((operation) =>
      propertiesOf(requestSchema(operation.path))
        .filter(({ schema }) => schema.pattern === imageUrl.pattern)
        .map(({ name }) => `${operation.path} ${name}`),
    );
    expect(contractFields.length).toBeGreaterThan(20);
    expect(IMAGE_FIELDS.map(({ path, field }) => `${path} ${field}`).sort()).toEqual(contractFields.sort());
  });
});

describe.each(IMAGE_FIELDS.map((entry) => [entry.path, entry.field] as const))(
  '%s, field %s',
  (path, field) => {
    const platformSide = path.startsWith('/admin/');
    const token = () => (platformSide ? demo.admin : demo.owner);
    const body = (value: string) => ({
      ...(example(requestSchema(path)) as Record<string, unknown>),
      [field]: value,
    });

    it("refuses another's upload or one that does not exist (400, naming the field)", async () => {
      const foreign = platformSide ? [OURS, THEIRS, MISSING] : [THEIRS, PLATFORM, MISSING];
      for (const value of foreign) {
        const answer = await demo.server.fail(path, body(value), 400, { token: token() });
        expect(answer.m, value).toBe(refusal(field));
      }
    });

    it('takes its own upload and an https:// address past the check', async () => {
      for (const value of [platformSide ? PLATFORM : OURS, EXTERNAL]) {
        const answer = await demo.server.request(path, body(value), { token: token() });
        expect(answer.body, value).not.toEqual(expect.objectContaining({ m: refusal(field) }));
      }
    });
  },
);

describe('the API token', () => {
  it("holds to its store's uploads too", async () => {
    const reward = { name: 'Ajena', description: '', points: 10, active: true, stock: null };
    const answer = await demo.server.fail('/client/reward/add', { ...reward, image: THEIRS }, 400, {
      apiToken,
    });
    expect(answer.m).toBe(refusal('image'));
    await demo.server.ok('/client/reward/add', { ...reward, image: OURS }, { apiToken });
  });
});

describe('after every refusal', () => {
  it('no row of any image column holds an upload that is not its own', async () => {
    for (const column of IMAGE_COLUMNS) {
      const rows = await demo.server.db
        .select({ value: column })
        .from(column.table)
        .where(or(eq(column, THEIRS), eq(column, MISSING)));
      expect(rows, column.name).toEqual([]);
    }
  });
});

/** The img-src sources of the policy the server sends. */
async function imageSources(): Promise<string[]> {
  const response = await demo.server.app.inject({ method: 'GET', url: '/dashboard' });
  const policy = String(response.headers['content-security-policy']);
  const directive = policy.split(';').find((part) => part.trim().startsWith('img-src '));
  return directive?.trim().split(/\s+/).slice(1) ?? [];
}

/** Whether CSP source list `sources` allows loading `address` from a page of the server. */
function policyAllows(sources: readonly string[], address: string): boolean {
  if (address.startsWith('/') && !address.startsWith('//')) return sources.includes("'self'");
  const url = new URL(address);
  return sources.some((source) => source === url.protocol || source === url.origin);
}

describe('the Content-Security-Policy', () => {
  const validate = new Ajv2020({ strict: false }).compile(imageUrl);
  const candidates = [
    EXTERNAL,
    'https://cdn.example.test:8443/fotos/cafe.webp?v=2',
    OURS,
    'http://imagenes.example.test/carta.png',
    'data:image/png;base64,iVBORw0KGgo=',
    '//imagenes.example.test/carta.png',
  ];

  it('lets the browser show every image address the contract accepts', async () => {
    const sources = await imageSources();
    const accepted = candidates.filter((candidate) => validate(candidate));
    expect(accepted).toEqual([EXTERNAL, 'https://cdn.example.test:8443/fotos/cafe.webp?v=2', OURS]);
    for (const address of accepted) expect(policyAllows(sources, address), address).toBe(true);
  });
});
