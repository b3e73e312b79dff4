/**
 * Customer levels: the list in position order with each level's customers, creating (appended last),
 * changing and deleting a level with the customers re-levelled by their lifetime points, reordering
 * (every level exactly once), permStore, and another store's levels out of reach.
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

  it('appends a new level last and moves the customers who reach it', async () => {
    const [bronze] = await levelsOf(server.db, cafe);
    expect(await levelOf()).toBe(bronze?.id);
    const { level, m } = await server.ok('/client/levels/add', newLevel, { token: owner });
    copperId = level.id;
    expect(m).toBe('Nivel creado.');
    expect(level).toEqual(expect.objectContaining({ ...newLevel, position: 4 }));
    expect(level.customers).toBeGreaterThanOrEqual(1);
    expect(await levelOf()).toBe(copperId);
    expect(await levelNames()).toEqual(['Bronce', 'Plata', 'Oro', 'Platino', 'Cobre']);
  });

  it('re-levels when the threshold moves, and keeps the position', async () => {
    const { level } = await server.ok(
      '/client/levels/update',
      { levelId: copperId, ...newLevel, name: 'Cobre brillante', minPoints: 350 },
      { token: owner },
    );
    expect(level).toEqual(expect.objectContaining({ name: 'Cobre brillante', minPoints: 350, position: 4 }));
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
