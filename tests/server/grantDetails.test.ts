/**
 * Issue 15 item 5: the loyalty settings 'pedir una descripción / número de ticket al dar puntos' are
 * obeyed by the server too: a grant or a purchase without them is refused in Spanish, and nothing is
 * written; with them it goes through.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stores } from '../../src/server/db/schema';
import { messages } from '../../src/server/messages';
import { balanceOf, newCustomer, OWNER, storeId } from './support/demoData';
import { createTestServer, type TestServer } from './support/testServer';

let server: TestServer;
let owner: string;
let cafe: number;

beforeAll(async () => {
  server = await createTestServer();
  owner = await server.login(OWNER);
  cafe = await storeId(server.db, 'Café Central');
});
afterAll(() => server.close());

async function ask(settings: { showDescriptionField: boolean; showTicketNumberField: boolean }) {
  await server.db
    .update(stores)
    .set({ ...settings, useConversion: true, conversionMoney: 1, conversionPoints: 1 })
    .where(eq(stores.id, cafe));
}

describe('a store that asks for a description and a ticket number when giving points', () => {
  it('refuses a grant without them, in Spanish, and writes nothing; accepts one with them', async () => {
    const customer = await newCustomer(server, owner);
    await ask({ showDescriptionField: true, showTicketNumberField: true });
    const withoutDescription = await server.request(
      '/client/customer/add-points',
      { customerId: customer.id, points: 10, ticketNumber: 'T-1' },
      { token: owner },
    );
    expect(withoutDescription.status).toBe(400);
    expect(withoutDescription.body).toMatchObject({ s: 'error', m: messages.invalid.descriptionRequired });
    const blankTicket = await server.request(
      '/client/customer/add-points',
      { customerId: customer.id, points: 10, description: 'Cumpleaños', ticketNumber: '  ' },
      { token: owner },
    );
    expect(blankTicket.status).toBe(400);
    expect(blankTicket.body).toMatchObject({ m: messages.invalid.ticketNumberRequired });
    expect((await balanceOf(server.db, customer.id)).points).toBe(customer.points);

    const complete = await server.request(
      '/client/customer/add-points',
      { customerId: customer.id, points: 10, description: 'Cumpleaños', ticketNumber: 'T-1' },
      { token: owner },
    );
    expect(complete.status).toBe(200);
    expect((await balanceOf(server.db, customer.id)).points).toBe(customer.points + 10);
  });

  it('refuses a purchase without them too', async () => {
    const customer = await newCustomer(server, owner);
    await ask({ showDescriptionField: false, showTicketNumberField: true });
    const purchase = await server.request(
      '/client/transaction/add',
      { customerId: customer.id, amount: 12.5 },
      { token: owner },
    );
    expect(purchase.status).toBe(400);
    expect(purchase.body).toMatchObject({ m: messages.invalid.ticketNumberRequired });
    const ticketed = await server.request(
      '/client/transaction/add',
      { customerId: customer.id, amount: 12.5, ticketNumber: 'T-2' },
      { token: owner },
    );
    expect(ticketed.status).toBe(200);
  });

  it('asks for nothing when the settings are off', async () => {
    const customer = await newCustomer(server, owner);
    await ask({ showDescriptionField: false, showTicketNumberField: false });
    const plain = await server.request(
      '/client/customer/add-points',
      { customerId: customer.id, points: 5 },
      { token: owner },
    );
    expect(plain.status).toBe(200);
  });
});
