/**
 * Customer levels: the list in position order with each level's customers and where they would go,
 * creating and changing a level (placed by its threshold, one level per threshold) and deleting it with
 * the customers re-levelled by their lifetime points, reordering (every level exactly once), permStore,
 * and another store's levels out of reach.
 */
import { and, count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../../src/server/db/schema';
import { balanceOf, EMPLOYEE, levelsOf, newCustomer, OWNER, OWNER2, storeId } from './support/demoData';
import { createTestServer, type TestServer } from './support/testServer';

let server: TestServer;
let owner: string;
let intruder: string;
let cafe: number;

beforeAll(async () => {
  server = await createTestServer();
  [owner, intruder] = await Promise.all([server.login(OWNER), server.login(OWNER2)]);
  cafe = await storeId(server.db, 'Café Central');
});
afterAll(() => server.close());

async function levelNames(token = owner): Promise<string[]> {
  const { levels } = await server.ok('/client/levels/get-all', {}, { token });
  return levels.map((level) => level.name);
}

const newLevel = { name: 'Cobre', description: 'Entre bronce y plata.', minPoints: 250, color: '#b87333' };

describe('the list', () => {
  it('gives every level in position order with its live customers', async () => {
    const { levels } = await server.ok('/client/levels/get-all', {}, { token: owner });
    expect(levels.map((level) => level.name)).toEqual(['Bronce', 'Plata', 'Oro', 'Platino']);
    expect(levels.map((level) => level.position)).toEqual([0, 1, 2, 3]);
    for (const level of levels) {
      const [held] = await server.db
        .select({ n: count() })
        .from(customers)
        .where(and(eq(customers.levelId, level.id), isNull(customers.deletedAt)));
      expect(level.customers, level.name).toBe(held?.n);
    }
    expect(levels.reduce((sum, level) => sum + level.customers, 0)).toBeGreaterThan(0);
  });
});

describe('changing the ladder re-levels the customers', () => {
  let customerId = 0;
  let copperId = 0;
  const levelOf = async () => (await balanceOf(server.db, customerId)).levelId;

  beforeAll(async () => {
    // 50 welcome points + 250: 300 lifetime points, Bronce.
    customerId = (await newCustomer(server, owner, 250)).id;
  });

  it('places a new level by its threshold and moves the customers who reach it', async () => {
    const [bronze] = await levelsOf(server.db, cafe);
    expect(await levelOf()).toBe(bronze?.id);
    const { level, m } = await server.ok('/client/levels/add', newLevel, { token: owner });
    copperId = level.id;
    expect(m).toBe('Nivel creado.');
    expect(level).toEqual(expect.objectContaining({ ...newLevel, position: 1 }));
    expect(level.customers).toBeGreaterThanOrEqual(1);
    expect(await levelOf()).toBe(copperId);
    expect(await levelNames()).toEqual(['Bronce', 'Cobre', 'Plata', 'Oro', 'Platino']);
  });

  it('re-levels when the threshold moves, and keeps the level in threshold order', async () => {
    const { level } = await server.ok(
      '/client/levels/update',
      { levelId: copperId, ...newLevel, name: 'Cobre brillante', minPoints: 350 },
      { token: owner },
    );
    expect(level).toEqual(expect.objectContaining({ name: 'Cobre brillante', minPoints: 350, position: 1 }));
    const [bronze] = await levelsOf(server.db, cafe);
    expect(await levelOf()).toBe(bronze?.id);
    await server.ok('/client/levels/update', { levelId: copperId, ...newLevel }, { token: owner });
    expect(await levelOf()).toBe(copperId);
    const { customer } = await server.ok('/client/customer/info', { customerId }, { token: owner });
    expect(customer.level).toEqual({ id: copperId, name: 'Cobre' });
  });

  it('reorders when every level is named exactly once', async () => {
    const { levels } = await server.ok('/client/levels/get-all', {}, { token: owner });
    const ids = levels.map((level) => level.id);
    const copperFirst = [copperId, ...ids.filter((id) => id !== copperId)];
    const reordered = await server.ok('/client/levels/reorder', { levelIds: copperFirst }, { token: owner });
    expect(reordered.levels.map((level) => level.id)).toEqual(copperFirst);
    expect(reordered.levels.map((level) => level.position)).toEqual([0, 1, 2, 3, 4]);
    expect(await levelNames()).toEqual(['Cobre', 'Bronce', 'Plata', 'Oro', 'Platino']);
    const missing = await server.fail('/client/levels/reorder', { levelIds: copperFirst.slice(1) }, 400, {
      token: owner,
    });
    expect(missing.m).toBe('Indique todos los niveles del negocio, cada uno una sola vez.');
    await server.fail('/client/levels/reorder', { levelIds: [...copperFirst.slice(1), 999_999] }, 400, {
      token: owner,
    });
    await server.fail('/client/levels/reorder', { levelIds: [copperId, ...copperFirst] }, 400, {
      token: owner,
    });
  });

  it('deletes a level, closes the gap in the positions and re-levels its customers', async () => {
    await server.ok('/client/levels/delete', { levelId: copperId }, { token: owner });
    const { levels } = await server.ok('/client/levels/get-all', {}, { token: owner });
    expect(levels.map((level) => [level.name, level.position])).toEqual([
      ['Bronce', 0],
      ['Plata', 1],
      ['Oro', 2],
      ['Platino', 3],
    ]);
    expect(await levelOf()).toBe(levels[0]?.id);
    await server.fail('/client/levels/delete', { levelId: copperId }, 404, { token: owner });
    await server.fail('/client/levels/update', { levelId: copperId, ...newLevel }, 404, { token: owner });
  });
});

describe('one level per threshold, kept in threshold order', () => {
  const levelsNow = async () => (await server.ok('/client/levels/get-all', {}, { token: owner })).levels;

  it('refuses a second level at a threshold, in Spanish, naming the level that has it', async () => {
    const [bronze, silver, gold] = await levelsNow();
    const refusal = await server.fail('/client/levels/add', { ...newLevel, minPoints: 500 }, 409, {
      token: owner,
    });
    expect(refusal.m).toBe('Ya hay un nivel con 500 puntos mínimos: «Plata». Elija otro número de puntos.');
    const moved = await server.fail(
      '/client/levels/update',
      { levelId: gold?.id, ...newLevel, name: 'Oro', minPoints: bronze?.minPoints },
      409,
      { token: owner },
    );
    expect(moved.m).toContain('«Bronce»');
    // A level keeps its own threshold when other things change.
    await server.ok(
      '/client/levels/update',
      {
        levelId: silver?.id,
        name: 'Plata',
        description: 'Otra descripción.',
        minPoints: 500,
        color: '#9ca3af',
      },
      { token: owner },
    );
    expect((await levelsNow()).map((level) => level.name)).toEqual(['Bronce', 'Plata', 'Oro', 'Platino']);
  });

  it('says where a level’s customers would go if it were deleted, and they go there', async () => {
    const levels = await levelsNow();
    expect(levels.map((level) => [level.name, level.fallbackLevel?.name ?? null])).toEqual([
      ['Bronce', null],
      ['Plata', 'Bronce'],
      ['Oro', 'Plata'],
      ['Platino', 'Oro'],
    ]);
    const gold = levels[2];
    const silver = levels[1];
    if (!gold || !silver) throw new Error('no levels');
    await server.ok('/client/levels/delete', { levelId: gold.id }, { token: owner });
    const after = await levelsNow();
    expect(after.find((level) => level.id === silver.id)?.customers).toBe(silver.customers + gold.customers);
    // Re-created, it takes its place back, not the bottom of the list.
    const { level } = await server.ok(
      '/client/levels/add',
      { name: gold.name, description: gold.description, minPoints: gold.minPoints, color: gold.color },
      { token: owner },
    );
    expect(level.position).toBe(2);
    expect((await levelsNow()).map((row) => [row.name, row.customers])).toEqual(
      levels.map((row) => [row.name, row.customers]),
    );
  });

  it('moves a level whose threshold changes past another', async () => {
    const [, silver] = await levelsNow();
    if (!silver) throw new Error('no levels');
    const body = { name: 'Plata', description: silver.description, color: silver.color };
    await server.ok(
      '/client/levels/update',
      { levelId: silver.id, ...body, minPoints: 5000 },
      { token: owner },
    );
    expect((await levelsNow()).map((level) => level.name)).toEqual(['Bronce', 'Oro', 'Platino', 'Plata']);
    await server.ok(
      '/client/levels/update',
      { levelId: silver.id, ...body, minPoints: 500 },
      { token: owner },
    );
    expect((await levelsNow()).map((level) => level.name)).toEqual(['Bronce', 'Plata', 'Oro', 'Platino']);
  });
});

describe('validation', () => {
  it.each([
    ['an empty name', { ...newLevel, name: '' }],
    ['a colour that is not #rrggbb', { ...newLevel, color: 'cobre' }],
    ['negative points', { ...newLevel, minPoints: -1 }],
  ])('refuses %s (400)', async (_what, body) => {
    await server.fail('/client/levels/add', body, 400, { token: owner });
  });
});

describe('who may change levels', () => {
  it('needs permStore: the demo employee gets 403 everywhere', async () => {
    const employee = await server.login(EMPLOYEE);
    const [bronze] = await levelsOf(server.db, cafe);
    const levelId = bronze?.id ?? 0;
    await server.fail('/client/levels/get-all', {}, 403, { token: employee });
    await server.fail('/client/levels/add', newLevel, 403, { token: employee });
    await server.fail('/client/levels/update', { levelId, ...newLevel }, 403, { token: employee });
    await server.fail('/client/levels/delete', { levelId }, 403, { token: employee });
    await server.fail('/client/levels/reorder', { levelIds: [levelId] }, 403, { token: employee });
  });

  it('keeps another store away from the levels (404, reorder 400) and leaves them unchanged', async () => {
    const before = await server.ok('/client/levels/get-all', {}, { token: owner });
    const [bronze] = before.levels;
    const levelId = bronze?.id ?? 0;
    const refusal = await server.fail('/client/levels/update', { levelId, ...newLevel }, 404, {
      token: intruder,
    });
    expect(JSON.stringify(refusal)).not.toContain('Bronce');
    await server.fail('/client/levels/delete', { levelId }, 404, { token: intruder });
    await server.fail('/client/levels/reorder', { levelIds: before.levels.map((level) => level.id) }, 400, {
      token: intruder,
    });
    expect(await levelNames(intruder)).toEqual(['Miga', 'Hogaza', 'Masa madre']);
    expect((await server.ok('/client/levels/get-all', {}, { token: owner })).levels).toEqual(before.levels);
  });
});
