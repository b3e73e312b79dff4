/**
 * The CRUD handler factory on a table that exists only in this test (a store's "probes", each maybe in
 * a city): the list's scope and order, the row answered through the joined select, another store's row
 * 404 on update and delete and left alone, the not-found texts, the scope written over what a body says,
 * beforeWrite before the write and in its transaction, the guards, the platform scope, and the
 * descriptions the factory refuses.
 */

import { asc, eq, sql } from 'drizzle-orm';
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Caller, StoreCaller } from '../../src/server/auth/caller';
import { createBackgroundTasks } from '../../src/server/background';
import type { Database } from '../../src/server/db/database';
import { cities } from '../../src/server/db/schema';
import { createdAt, id } from '../../src/server/db/schema/columns';
import { schemaEntity } from '../../src/server/handlers/crud/crudEntity';
import { crudHandlers, type WriteCheck } from '../../src/server/handlers/crud/crudHandlers';
import { platformScope, storeScope } from '../../src/server/handlers/crud/crudScope';
import { ApiError, badRequest } from '../../src/server/http/apiError';
import { DEFAULT_LIMITS, type Services } from '../../src/server/services';
import { openTestDatabase, type TestDatabase } from './support/testDatabase';

const probes = pgTable('crud_probes', {
  id: id(),
  storeId: integer().notNull(),
  name: text().notNull(),
  cityId: integer().references(() => cities.id),
  createdAt: createdAt(),
});

const STORE_A = 1001;
const STORE_B = 1002;
const NOW = new Date('2026-03-04T05:06:07.000Z');
const texts = {
  created: 'Sonda creada.',
  updated: 'Sonda actualizada.',
  deleted: 'Sonda eliminada.',
  notFound: 'No se ha encontrado la sonda.',
};

function selectProbes(db: Database) {
  return db
    .select({ id: probes.id, name: probes.name, cityName: cities.name, createdAt: probes.createdAt })
    .from(probes)
    .leftJoin(cities, eq(cities.id, probes.cityId));
}

type ProbeRow = Awaited<ReturnType<typeof selectProbes>>[number];
interface ProbeBody {
  name: string;
  cityId: number | null;
  /** Not a field of the entity: a body that tries to move a row must not manage to. */
  storeId?: number;
}

const probeView = (row: ProbeRow) => ({
  id: row.id,
  name: row.name,
  cityName: row.cityName ?? '',
  createdAt: row.createdAt.toISOString(),
});

/** Everything beforeWrite saw, in order; it refuses the name 'prohibido' (400). */
const checks: WriteCheck<ProbeBody, number>[] = [];

function probeHandlers() {
  return crudHandlers({
    // Any four operationIds: the handlers' types follow the description, not the ids.
    operations: {
      list: 'clientOfferGetAll',
      add: 'clientOfferAdd',
      update: 'clientOfferUpdate',
      remove: 'clientOfferDelete',
    },
    table: probes,
    scope: storeScope(probes),
    select: selectProbes,
    orderBy: [asc(probes.name), asc(probes.id)],
    view: probeView,
    // The whole body, storeId included when a caller sends one: the scope's stamp must win.
    values: (body: ProbeBody) => ({ ...body }),
    addValues: (services) => ({ createdAt: services.now() }),
    async beforeWrite(check) {
      checks.push(check);
      if (check.body.name === 'prohibido') {
        // Written through the transaction, so undone with the refused write.
        await check.db.insert(probes).values({ storeId: check.storeId, name: 'escrito antes de negarse' });
        throw badRequest('Nombre prohibido.');
      }
    },
    idField: 'probeId',
    answerKeys: { list: 'probes', item: 'probe' },
    messages: texts,
  });
}

function storeCaller(storeId: number, permissions: Partial<StoreCaller> = {}): StoreCaller {
  return {
    sessionId: 1,
    userId: storeId,
    email: `owner${storeId}@probe.test`,
    firstName: 'Dueño',
    lastName: String(storeId),
    userType: 'client',
    storeId,
    storeName: `Tienda ${storeId}`,
    storeUserType: 'owner',
    locationId: null,
    locationName: '',
    permRedeem: true,
    permGivePoints: true,
    permCreateCustomer: true,
    permStore: true,
    ...permissions,
  };
}

const ownerA = storeCaller(STORE_A);
const ownerB = storeCaller(STORE_B);
const employeeA = storeCaller(STORE_A, { storeUserType: 'employee', permStore: false });

let database: TestDatabase;
let services: Services;
let handlers: ReturnType<typeof probeHandlers>;
let madrid: { id: number; name: string };
const log = Fastify({ logger: false }).log;

function context<Body>(caller: Caller | null, body: Body) {
  return { body, caller, services, request: { ip: '127.0.0.1', log } };
}

/** The refusal a handler throws, as its status and message. */
async function refusal(call: Promise<unknown>): Promise<{ status: number; m: string }> {
  const error = await call.then(
    () => expect.unreachable('the call should have been refused'),
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof ApiError)) throw error;
  return { status: error.status, m: error.message };
}

async function rowsOf(storeId: number) {
  return database.db
    .select({ id: probes.id, name: probes.name, storeId: probes.storeId })
    .from(probes)
    .where(eq(probes.storeId, storeId))
    .orderBy(asc(probes.id));
}

beforeAll(async () => {
  database = await openTestDatabase();
  await database.db.execute(sql`
    CREATE TABLE crud_probes (
      id integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
      store_id integer NOT NULL,
      name text NOT NULL,
      city_id integer REFERENCES cities (id),
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
  const [city] = await database.db
    .select({ id: cities.id, name: cities.name })
    .from(cities)
    .orderBy(asc(cities.id))
    .limit(1);
  if (!city) throw new Error('The test database has no city');
  madrid = city;
  services = {
    db: database.db,
    config: {
      ...DEFAULT_LIMITS,
      dataDir: '/nonexistent',
      publicUrl: 'http://probe.test',
      mapTileUrl: null,
      mapTileAttribution: '',
      trustProxy: false,
    },
    mailer: { send: async () => undefined },
    now: () => NOW,
    background: createBackgroundTasks(),
  };
  handlers = probeHandlers();
});
afterAll(() => database.close());

describe('crudHandlers', () => {
  it('adds to the caller’s store whatever the body says, and answers the row as the list shows it', async () => {
    const answer = await handlers.clientOfferAdd(
      context(ownerA, { name: 'Bravo', cityId: madrid.id, storeId: STORE_B }),
    );
    expect(answer).toEqual({
      m: texts.created,
      probe: { id: expect.any(Number), name: 'Bravo', cityName: madrid.name, createdAt: NOW.toISOString() },
    });
    expect((await rowsOf(STORE_A)).map((row) => row.name)).toContain('Bravo');
    expect((await rowsOf(STORE_B)).map((row) => row.name)).not.toContain('Bravo');
  });

  it('lists only the caller’s store, in the given order; every user of the store may list', async () => {
    await handlers.clientOfferAdd(context(ownerA, { name: 'Alfa', cityId: null }));
    await handlers.clientOfferAdd(context(ownerB, { name: 'Aaa de otra tienda', cityId: null }));
    const { probes: listed } = await handlers.clientOfferGetAll(context(employeeA, {}));
    expect(listed.map((probe) => probe.name)).toEqual(['Alfa', 'Bravo']);
    expect(listed.find((probe) => probe.name === 'Alfa')?.cityName).toBe('');
  });

  it('runs beforeWrite first, in the write’s transaction: a refusal leaves nothing written', async () => {
    const before = await rowsOf(STORE_A);
    const refused = await refusal(
      handlers.clientOfferAdd(context(ownerA, { name: 'prohibido', cityId: null })),
    );
    expect(refused).toEqual({ status: 400, m: 'Nombre prohibido.' });
    expect(await rowsOf(STORE_A)).toEqual(before);
    const bravo = before.find((row) => row.name === 'Bravo');
    if (!bravo) throw new Error('Bravo was not added');
    await refusal(
      handlers.clientOfferUpdate(context(ownerA, { probeId: bravo.id, name: 'prohibido', cityId: null })),
    );
    expect(await rowsOf(STORE_A)).toEqual(before);
    // It saw the caller's store, and the row's id only when updating.
    expect(checks.slice(-2).map(({ storeId, id }) => ({ storeId, id }))).toEqual([
      { storeId: STORE_A, id: undefined },
      { storeId: STORE_A, id: bravo.id },
    ]);
  });

  it('updates the caller’s row and answers it read back', async () => {
    const [bravo] = (await rowsOf(STORE_A)).filter((row) => row.name === 'Bravo');
    if (!bravo) throw new Error('Bravo was not added');
    const answer = await handlers.clientOfferUpdate(
      context(ownerA, { probeId: bravo.id, name: 'Bravo II', cityId: null, storeId: STORE_B }),
    );
    expect(answer).toEqual({
      m: texts.updated,
      probe: { id: bravo.id, name: 'Bravo II', cityName: '', createdAt: NOW.toISOString() },
    });
    expect((await rowsOf(STORE_A)).find((row) => row.id === bravo.id)?.storeId).toBe(STORE_A);
  });

  it('answers 404 with the entity’s text for another store’s row, and leaves it alone', async () => {
    const [theirs] = await rowsOf(STORE_B);
    if (!theirs) throw new Error('Store B has no probe');
    const notFound = { status: 404, m: texts.notFound };
    expect(
      await refusal(
        handlers.clientOfferUpdate(context(ownerA, { probeId: theirs.id, name: 'Mío', cityId: null })),
      ),
    ).toEqual(notFound);
    expect(await refusal(handlers.clientOfferDelete(context(ownerA, { probeId: theirs.id })))).toEqual(
      notFound,
    );
    expect(await rowsOf(STORE_B)).toContainEqual(theirs);
  });

  it('deletes the caller’s row once; then it is not found', async () => {
    const [first] = await rowsOf(STORE_A);
    if (!first) throw new Error('Store A has no probe');
    expect(await handlers.clientOfferDelete(context(ownerA, { probeId: first.id }))).toEqual({
      m: texts.deleted,
    });
    expect(await refusal(handlers.clientOfferDelete(context(ownerA, { probeId: first.id })))).toEqual({
      status: 404,
      m: texts.notFound,
    });
    expect(
      await refusal(
        handlers.clientOfferUpdate(context(ownerA, { probeId: first.id, name: 'Otra vez', cityId: null })),
      ),
    ).toEqual({ status: 404, m: texts.notFound });
  });

  it('leaves who may call to the x-access guard and still refuses a call without a store user', async () => {
    // Who may add (permStore here) is the operation's x-access, checked by registerOperations
    // (tests/server/accessSweep.test.ts); the scope only says whose rows.
    expect((await refusal(handlers.clientOfferGetAll(context(null, {})))).status).toBe(401);
  });

  it('sees every row on the platform side', async () => {
    const platform = crudHandlers({
      operations: {
        list: 'adminOfferGetAll',
        add: 'adminOfferAdd',
        update: 'adminOfferUpdate',
        remove: 'adminOfferDelete',
      },
      table: probes,
      scope: platformScope,
      select: selectProbes,
      orderBy: [asc(probes.id)],
      view: probeView,
      // On the platform side nothing writes storeId, so the values must.
      values: (body: ProbeBody & { storeId: number }) => body,
      idField: 'probeId',
      answerKeys: { list: 'probes', item: 'probe' },
      messages: texts,
    });
    const everyRow = [...(await rowsOf(STORE_A)), ...(await rowsOf(STORE_B))].map((row) => row.id);
    const { probes: listed } = await platform.adminOfferGetAll(context(null, {}));
    expect(listed.map((probe) => probe.id).sort((a, b) => a - b)).toEqual(everyRow.sort((a, b) => a - b));
  });

  it('refuses a scope that does not fit the operations, when the module loads', () => {
    const common = {
      table: probes,
      select: selectProbes,
      orderBy: [],
      view: probeView,
      values: (body: ProbeBody & { storeId: number }) => body,
      idField: 'probeId',
      answerKeys: { list: 'probes', item: 'probe' },
      messages: texts,
    };
    const clientOperations = {
      list: 'clientOfferGetAll',
      add: 'clientOfferAdd',
      update: 'clientOfferUpdate',
      remove: 'clientOfferDelete',
    } as const;
    const adminOperations = {
      list: 'adminOfferGetAll',
      add: 'adminOfferAdd',
      update: 'adminOfferUpdate',
      remove: 'adminOfferDelete',
    } as const;
    expect(() => crudHandlers({ ...common, operations: clientOperations, scope: platformScope })).toThrow(
      /clientOfferGetAll, clientOfferAdd, clientOfferUpdate, clientOfferDelete cannot use the platform scope/,
    );
    expect(() =>
      crudHandlers({
        ...common,
        operations: adminOperations,
        scope: storeScope(probes),
      }),
    ).toThrow(/adminOfferGetAll, .* cannot use the store scope/);
  });

  it('defaults view and values from the entity schema: readOnly never written, writeOnly never answered', async () => {
    // A schema as the contract writes one: id and createdAt set by the server, a secret only sent.
    const schema = {
      properties: {
        id: { readOnly: true },
        name: { type: 'string' },
        secret: { type: 'string', writeOnly: true },
        createdAt: { readOnly: true },
      },
    };
    // Its own table name: Drizzle caches column names by table name.
    const secrets = pgTable('crud_plain_probes', {
      id: id(),
      storeId: integer().notNull(),
      name: text().notNull(),
      secret: text(),
      createdAt: createdAt(),
    });
    await database.db.execute(sql`
      CREATE TABLE crud_plain_probes (
        id integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
        store_id integer NOT NULL,
        name text NOT NULL,
        secret text,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    const plain = crudHandlers({
      operations: { list: 'l', add: 'a', update: 'u', remove: 'r' },
      table: secrets,
      scope: storeScope(secrets),
      entity: schemaEntity('Probe', schema),
      orderBy: [asc(secrets.id)],
      addValues: (services) => ({ createdAt: services.now() }),
      idField: 'probeId',
      answerKeys: { list: 'probes', item: 'probe' },
      messages: texts,
    });
    const body = { name: 'Por defecto', secret: 'nadie lo ve', id: 999_999, createdAt: '2000-01-01' };
    const { probe } = await plain.a(context(ownerA, body));
    expect(probe).toEqual({ id: expect.any(Number), name: 'Por defecto', createdAt: NOW.toISOString() });
    expect(probe.id).not.toBe(999_999);
    const [stored] = await database.db
      .select()
      .from(secrets)
      .where(eq(secrets.id, Number(probe.id)));
    expect(stored?.secret).toBe('nadie lo ve');
    await plain.r(context(ownerA, { probeId: Number(probe.id) }));
  });

  it('refuses defaults when the table has no column for a field, naming the entity and the fields', () => {
    const schema = { properties: { id: { readOnly: true }, name: {}, colour: {}, weight: {} } };
    const build = () =>
      crudHandlers({
        operations: { list: 'l', add: 'a', update: 'u', remove: 'r' },
        table: probes,
        scope: storeScope(probes),
        entity: schemaEntity('Probe', schema),
        orderBy: [],
        idField: 'probeId',
        answerKeys: { list: 'probes', item: 'probe' },
        messages: texts,
      });
    expect(build).toThrow(
      'crudHandlers(Probe): the table has no column for the readable field(s) colour, weight; give `view`',
    );
  });
});
