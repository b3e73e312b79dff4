/**
 * A refusal carries its message's key and values beside the Spanish `m`, so the back office can say it
 * in the user's language with the field's label: the validation layer's, a handler's catalogued text,
 * and a message naming another (an order's status).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, conflict } from '../../src/server/http/apiError';
import { errorReply } from '../../src/server/http/errorReply';
import { messages } from '../../src/server/messages';
import { assertMove } from '../../src/server/shop/orderStatus';
import { createTestServer, type TestServer } from './support/testServer';

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

describe('message keys in error answers', () => {
  it('answers a too short password with the key and values beside the Spanish text', async () => {
    const answer = await server.request('/general/process-password-recovery', {
      token: 'x',
      password: 'corta',
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      s: 'error',
      m: "El campo 'password' debe tener al menos 8 caracteres.",
      k: 'validation.tooShort',
      v: { field: 'password', min: 8 },
    });
  });

  it('answers a wrong type with the type as a message of its own', async () => {
    const token = await server.login('owner@demo.test');
    const answer = await server.request(
      '/client/customer/add-points',
      { customerId: 'uno', points: 5 },
      { token },
    );
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      k: 'validation.wrongType',
      v: { field: 'customerId', expected: { k: 'validation.types.integer' } },
    });
  });

  it("gives a handler's catalogued text its key, and a text outside the catalogue none", () => {
    expect(errorReply(conflict(messages.conflict.notEnoughPoints)).body).toEqual({
      s: 'error',
      m: 'El cliente no tiene puntos suficientes.',
      k: 'conflict.notEnoughPoints',
    });
    expect(errorReply(new ApiError(409, 'Otra cosa.')).body).toEqual({ s: 'error', m: 'Otra cosa.' });
  });

  it("names an order's statuses by their keys", () => {
    let thrown: unknown;
    try {
      assertMove('delivered', 'paid');
    } catch (error) {
      thrown = error;
    }
    expect(errorReply(thrown).body).toEqual({
      s: 'error',
      m: 'Un pedido «Entregado» no puede pasar a «Pagado».',
      k: 'orders.wrongMove',
      v: { from: { k: 'orders.status.delivered' }, to: { k: 'orders.status.paid' } },
    });
  });
});
