/**
 * Points from a file (issues 15.8 and 14.7): which ids name no customer of the store is said before
 * anything is sent (customer/unknown-ids), a bad id refuses the whole call naming it, and with the
 * user's confirmation (skipUnknown) the good ones get their points and the answer names the skipped.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceOf, EMPLOYEE, newCustomer, OWNER, OWNER2 } from './support/demoData';
import { createTestServer, type TestServer } from './support/testServer';

let server: TestServer;
let owner: string;
let good: number[] = [];
let deleted = 0;
let otherStores = 0;
const NOBODY = 987_654;

beforeAll(async () => {
  server = await createTestServer();
  let intruder: string;
  [owner, intruder] = await Promise.all([server.login(OWNER), server.login(OWNER2)]);
  good = [(await newCustomer(server, owner)).id, (await newCustomer(server, owner)).id];
  deleted = (await newCustomer(server, owner)).id;
  await server.ok('/client/customer/delete', { customerId: deleted }, { token: owner });
  otherStores = (await newCustomer(server, intruder)).id;
});
afterAll(() => server.close());

const balances = () => Promise.all(good.map(async (id) => (await balanceOf(server.db, id)).points));

describe('ids that name no customer of the store', () => {
  it('are told before sending, in the order given', async () => {
    const { unknownIds } = await server.ok(
      '/client/customer/unknown-ids',
      { customerIds: [NOBODY, good[0] ?? 0, otherStores, deleted, good[1] ?? 0] },
      { token: owner },
    );
    expect(unknownIds).toEqual([NOBODY, otherStores, deleted]);
  });

  it('refuse the whole grant, naming them, unless the user confirmed skipping them', async () => {
    const before = await balances();
    const body = {
      points: 40,
      description: 'Campaña de otoño',
      target: 'customers' as const,
      customerIds: [...good, NOBODY, otherStores],
    };
    const refusal = await server.fail('/client/process-massive-give-points', body, 404, { token: owner });
    expect(refusal.m).toBe(`Estos identificadores no son clientes del negocio: ${NOBODY}, ${otherStores}.`);
    expect(await balances()).toEqual(before);

    const answer = await server.ok(
      '/client/process-massive-give-points',
      { ...body, skipUnknown: true },
      { token: owner },
    );
    expect(answer).toEqual(
      expect.objectContaining({ customersAffected: 2, pointsGiven: 80, skippedIds: [NOBODY, otherStores] }),
    );
    expect(answer.m).toBe(
      'Se han dado puntos a 2 clientes. Se omitieron 2 identificadores que no son clientes del negocio.',
    );
    expect(await balances()).toEqual(before.map((points) => points + 40));
  });

  it('a clean list names nothing skipped', async () => {
    const answer = await server.ok(
      '/client/process-massive-give-points',
      { points: 1, description: 'x', target: 'customers', customerIds: good },
      { token: owner },
    );
    expect(answer.skippedIds).toEqual([]);
  });

  it('are checked for owners and permStore employees only, at most 10,000 at once', async () => {
    const employee = await server.login(EMPLOYEE);
    await server.fail('/client/customer/unknown-ids', { customerIds: good }, 403, { token: employee });
    const many = Array.from({ length: 10_001 }, (_, index) => index + 1);
    await server.fail('/client/customer/unknown-ids', { customerIds: many }, 400, { token: owner });
  });
});
