/**
 * Every check of a signed-in user's current password goes through one limit per account (5 wrong in 15
 * minutes, 429 past it): the password change, the email change and the account's deletion count together,
 * so closing one does not leave another open to guessing. Deleting the account checks the typed store
 * name before the password, so the answer to a wrong name is the same whatever the password.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stores } from '../../src/server/db/schema';
import { OWNER2, storeId } from './support/demoData';
import { createTestServer, type TestServer } from './support/testServer';

const MINUTE = 60_000;
const STORE = 'Panadería Sol';

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await createTestServer();
  token = await server.login(OWNER2);
});
afterAll(() => server.close());

const storeExists = async () =>
  (await server.db.select({ id: stores.id }).from(stores).where(eq(stores.name, STORE))).length === 1;

describe('deleting the account', () => {
  it('checks the store name first: a wrong name gets the same answer with the right or a wrong password', async () => {
    const answers = [];
    for (const password of ['demo1234', 'no-es-esta']) {
      answers.push(
        (
          await server.fail('/client/delete-account', { password, confirmation: 'Panaderia Sol' }, 400, {
            token,
          })
        ).m,
      );
    }
    expect(answers).toEqual([
      'Para eliminar la cuenta escriba el nombre del negocio exactamente como es.',
      'Para eliminar la cuenta escriba el nombre del negocio exactamente como es.',
    ]);
    expect(await storeExists()).toBe(true);
  });

  it('counts wrong passwords against the account limit shared with the password change (429)', async () => {
    for (let n = 0; n < 3; n++) {
      const wrong = await server.fail(
        '/client/delete-account',
        { password: `mala-${n}`, confirmation: STORE },
        400,
        { token },
      );
      expect(wrong.m).toBe('La contraseña no es correcta.');
    }
    for (let n = 0; n < 2; n++) {
      await server.fail(
        '/client/employee/change-password',
        { currentPassword: `mala-${n}`, newPassword: 'nueva-clave-1' },
        400,
        { token },
      );
    }
    // Closed for every operation: the right password is not even checked.
    const limited = await server.fail(
      '/client/delete-account',
      { password: 'demo1234', confirmation: STORE },
      429,
      { token },
    );
    expect(limited.m).toBe('Demasiados intentos fallidos. Espere unos minutos y vuelva a intentarlo.');
    await server.fail(
      '/client/employee/change-password',
      { currentPassword: 'demo1234', newPassword: 'nueva-clave-1' },
      429,
      { token },
    );
    expect(await storeExists()).toBe(true);
  });

  it('goes ahead with the right password once the window has passed', async () => {
    server.advanceClock(16 * MINUTE);
    const id = await storeId(server.db, STORE);
    await server.ok('/client/delete-account', { password: 'demo1234', confirmation: STORE }, { token });
    expect(await server.db.select().from(stores).where(eq(stores.id, id))).toEqual([]);
  });
});
