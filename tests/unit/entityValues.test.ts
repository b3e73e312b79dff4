import { describe, expect, it } from 'vitest';
import { answerRow } from '../../src/entities/data/answerRow';
import { matches, resolveParams } from '../../src/entities/data/values';

describe('entity engine values', () => {
  const grant = { id: 31, type: 'grant', deleted: false, customer: { id: 5 } };

  it('matches every part of an allOf condition (a grant not yet reversed)', () => {
    const reversible = {
      allOf: [
        { field: 'type', in: ['welcome', 'purchase', 'grant'] },
        { field: 'deleted', equals: false },
      ],
    };
    expect(matches(reversible, grant)).toBe(true);
    expect(matches(reversible, { ...grant, deleted: true })).toBe(false);
    expect(matches(reversible, { ...grant, type: 'redemption' })).toBe(false);
    expect(matches({ field: 'customer.id', notEquals: 6 }, grant)).toBe(true);
    expect(matches(null, grant)).toBe(true);
  });

  it('resolves params from the row, the parent, the route, constants and the session', () => {
    const params = {
      movementId: { row: 'id' },
      customerId: { parent: 'id' },
      storeId: { route: 'storeId' },
      target: { const: 'customers' },
      locationId: { session: 'locationId' },
    };
    expect(
      resolveParams(params, {
        row: grant,
        parent: { id: 5 },
        route: { storeId: '12' },
        session: { locationId: 3 },
      }),
    ).toEqual({ movementId: 31, customerId: 5, storeId: 12, target: 'customers', locationId: 3 });
  });

  it("leaves out a session value the user does not have (an owner's branch)", () => {
    expect(
      resolveParams({ locationId: { session: 'locationId' } }, { session: { locationId: null } }),
    ).toEqual({});
    expect(resolveParams({ locationId: { session: 'locationId' } }, {})).toEqual({});
  });

  it("merges an answer's item objects and renames its own fields into one row", () => {
    const answer = {
      s: 'ok',
      customer: { id: 5, points: 10 },
      stats: { purchases: 2 },
      points: 12,
      nextLevel: null,
    };
    expect(answerRow(answer, { item: ['customer', 'stats'] })).toEqual({ id: 5, points: 10, purchases: 2 });
    expect(answerRow(answer, { item: [], rename: { points: 'points', nextLevel: 'nextLevel' } })).toEqual({
      points: 12,
      nextLevel: null,
    });
  });

  it("keeps the first item's field where two items share a name (a store's id, not its owner's)", () => {
    const answer = { store: { id: 7, name: 'Panadería Sol' }, user: { id: 90, email: 'sol@demo.test' } };
    expect(answerRow(answer, { item: ['store', 'user'], rename: { userId: 'user.id' } })).toEqual({
      id: 7,
      name: 'Panadería Sol',
      email: 'sol@demo.test',
      userId: 90,
    });
  });

  it('finds the wanted row in an item that is a list, and is null when it is not there', () => {
    const answer = {
      orders: [
        { number: 'A1', total: 5 },
        { number: 'A2', total: 8 },
      ],
    };
    expect(answerRow(answer, { item: 'orders' }, { key: 'number', id: 'A2' })).toEqual({
      number: 'A2',
      total: 8,
    });
    expect(answerRow(answer, { item: 'orders' }, { key: 'number', id: 'A3' })).toBeNull();
  });
});
