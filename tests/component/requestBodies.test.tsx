/**
 * The MSW layer holds the app to the contract as the reference server does: a body the server would
 * refuse (a wrong type, an unknown or read-only field, a missing one) is kept with the server's own
 * Spanish sentence, whichever handler answered it, and fails the test that sent it (tests/setup/dom.ts
 * throws `refusedBodiesError` after each test). These tests take the refusals themselves to look at them.
 */
import { describe, expect, it } from 'vitest';
import { api } from '../../src/api';
import type { ApiRequest } from '../../src/contract/types';
import { buildReward } from '../fixtures/entities';
import { recordCalls } from '../msw/handlers';
import { refusedBodiesError } from '../msw/requestBodies';
import { server, takeRefusedBodies } from '../msw/server';

/** A body the type checker would stop: these tests stand for a form that builds it at run time. */
const unchecked = <T,>(body: unknown) => body as T;

const reward = { name: 'Zumo', description: '', image: '', points: 250, active: true, stock: null };

describe('request bodies checked against the contract', () => {
  it('takes a body the server takes', async () => {
    await api.call('/client/reward/add', reward);
    expect(await takeRefusedBodies()).toEqual([]);
  });

  it.each([
    ['a wrong type', { name: 'Zumo', points: 'muchos' }, "El campo 'points' debe ser un número entero."],
    ['a missing field', { name: 'Zumo' }, "Falta el campo 'points'."],
    ['an unknown field', { name: 'Zumo', points: 250, colour: 'red' }, /colour/],
    ['a read-only field', { name: 'Zumo', points: 250, redeemedCount: 3 }, /redeemedCount/],
  ])('keeps %s with what the server would answer', async (_case, body, message) => {
    await api.call('/client/reward/add', unchecked<ApiRequest<'/client/reward/add'>>(body));
    const refused = await takeRefusedBodies();
    expect(refused).toEqual([
      expect.objectContaining({ path: '/client/reward/add', body, message: expect.stringMatching(message) }),
    ]);
  });

  it("checks what a test's own handler answers too, and names the operation, body and field in the failure", async () => {
    const add = recordCalls('/client/reward/add', () => ({
      body: { s: 'ok', m: '', reward: buildReward({ id: 20 }) },
    }));
    server.use(add.handler);
    const body = { ...reward, points: -5 };
    const result = await api.call('/client/reward/add', body);
    // The test's handler answered as it was told to…
    expect(result.s).toBe('ok');
    expect(add.bodies).toEqual([body]);
    // …and the body is still caught.
    const refused = await takeRefusedBodies();
    expect(refused).toHaveLength(1);
    expect(refusedBodiesError(refused).message).toBe(
      [
        'The app sent a body the server would refuse (400):',
        "/client/reward/add: El campo 'points' debe ser como mínimo 1.",
        '  body: {"name":"Zumo","description":"","image":"","points":-5,"active":true,"stock":null}',
        '  /points must be >= 1',
      ].join('\n'),
    );
  });
});
