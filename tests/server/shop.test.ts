/**
 * The online shop: products (plan flag planShowProducts), orders (the paged list with its filters in the
 * store's time zone, status moves, the delivered order's points in the ledger, notes), shipping costs
 * (one per city and one for everywhere else) and payment methods; who may use them and store isolation.
 */
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiSuccess } from '../../src/contract/types';
import { foldText } from '../../src/lib/searchText';
import { paymentMethods, pointsMovements, products, shippingCosts, stores } from '../../src/server/db/schema';
import { orderNumber } from '../../src/server/views/orderView';
import { balanceOf, EMPLOYEE, newCustomer, OWNER, OWNER2, storeId } from './support/demoData';
import { placeOrder } from './support/orders';
import { createTestServer, type TestServer } from './support/testServer';

type Order = ApiSuccess<'/client/orders/get-all'>['orders'][number];

let server: TestServer;
let owner: string;
let employee: string;
let intruder: string;
let cafe: number;
let panaderia: number;

beforeAll(async () => {
  server = await createTestServer();
  [owner, employee, intruder] = await Promise.all([
    server.login(OWNER),
    server.login(EMPLOYEE),
    server.login(OWNER2),
  ]);
  cafe = await storeId(server.db, 'Café Central');
  panaderia = await storeId(server.db, 'Panadería Sol');
});
afterAll(() => server.close());

/** One order as the list shows it, found by its number. */
async function findOrder(orderId: number, token = owner): Promise<Order | undefined> {
  const { orders: rows } = await server.ok(
    '/client/orders/get-all',
    { search: orderNumber(orderId), pageSize: 100 },
    { token },
  );
  return rows.find((row) => row.id === orderId);
}

describe('products', () => {
  it('are created, listed by name, changed and deleted (read back through the API)', async () => {
    const { product } = await server.ok(
      '/client/products/add',
      { name: 'Bizcocho de limón', price: 9.999, points: 9, stock: 5, sku: 'CC-BIZ', categoryId: null },
      { token: owner },
    );
    expect(product).toEqual(expect.objectContaining({ price: 9.99, points: 9, stock: 5, active: true }));
    const listed = await server.ok('/client/products/get-all', {}, { token: owner });
    const names = listed.products.map((row) => row.name);
    expect(names).toContain('Bizcocho de limón');
    // As people read names: accents and capitals aside ('Ávila' among the A's, not after 'Z').
    const folded = (name: string) => foldText(name);
    expect(names).toEqual(
      [...names].sort((a, b) => (folded(a) < folded(b) ? -1 : folded(a) > folded(b) ? 1 : a < b ? -1 : 1)),
    );
    await server.ok(
      '/client/products/update',
      { productId: product.id, name: 'Bizcocho de naranja', price: 8, points: 8, stock: null, active: false },
      { token: owner },
    );
    const changed = (await server.ok('/client/products/get-all', {}, { token: owner })).products.find(
      (row) => row.id === product.id,
    );
    expect(changed).toEqual(
      expect.objectContaining({ name: 'Bizcocho de naranja', stock: null, active: false }),
    );
    await server.ok('/client/products/delete', { productId: product.id }, { token: owner });
    await server.fail('/client/products/delete', { productId: product.id }, 404, { token: owner });
  });

  it('refuse a category that does not exist (404)', async () => {
    const refusal = await server.fail(
      '/client/products/add',
      { name: 'Sin categoría', price: 1, categoryId: 999_999 },
      404,
      { token: owner },
    );
    expect(refusal.m).toBe('No se ha encontrado la categoría.');
  });

  it("leave orders intact when deleted: the item keeps its name and price, without the product's id", async () => {
    const { product } = await server.ok(
      '/client/products/add',
      { name: 'Taza edición limitada', price: 15 },
      { token: owner },
    );
    const customer = await newCustomer(server, owner);
    const orderId = await placeOrder(server, cafe, customer.id, [
      { productId: product.id, name: product.name, quantity: 2, unitPrice: 15, points: 15 },
    ]);
    await server.ok(
      '/client/products/update',
      { productId: product.id, name: 'Taza rebautizada', price: 99 },
      { token: owner },
    );
    await server.ok('/client/products/delete', { productId: product.id }, { token: owner });
    const order = await findOrder(orderId);
    expect(order?.items).toEqual([
      { productId: null, name: 'Taza edición limitada', quantity: 2, unitPrice: 15 },
    ]);
  });
});

describe('orders', () => {
  it('come in pages, newest first, with their total, items and notes', async () => {
    const { orders: page, total } = await server.ok(
      '/client/orders/get-all',
      { pageSize: 5 },
      { token: owner },
    );
    expect(page).toHaveLength(5);
    expect(total).toBeGreaterThan(5);
    const times = page.map((order) => order.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    const second = await server.ok('/client/orders/get-all', { pageSize: 5, page: 2 }, { token: owner });
    expect(second.orders.map((order) => order.id)).not.toContain(page[0]?.id);
    for (const order of page) {
      expect(order.total).toBeCloseTo(order.subtotal + order.shippingCost, 2);
      expect(order.items.length).toBeGreaterThan(0);
    }
  });

  it('filter by status, by number, by customer and sort by total', async () => {
    const { orders: delivered, total } = await server.ok(
      '/client/orders/get-all',
      { status: 'delivered', pageSize: 100 },
      { token: owner },
    );
    expect(total).toBeGreaterThan(0);
    expect(delivered.every((order) => order.status === 'delivered')).toBe(true);
    const sample = delivered[0];
    if (!sample) throw new Error('No delivered order');
    const byNumber = await server.ok('/client/orders/get-all', { search: sample.number }, { token: owner });
    expect(byNumber.orders.map((order) => order.id)).toContain(sample.id);
    const byName = await server.ok(
      '/client/orders/get-all',
      { search: sample.customer.name.toUpperCase(), pageSize: 100 },
      { token: owner },
    );
    expect(byName.orders.map((order) => order.id)).toContain(sample.id);
    expect(byName.orders.every((order) => order.customer.name === sample.customer.name)).toBe(true);
    const cheapFirst = await server.ok(
      '/client/orders/get-all',
      { sortBy: 'total', sortDirection: 'asc', pageSize: 100 },
      { token: owner },
    );
    const totals = cheapFirst.orders.map((order) => order.total);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    await server.fail('/client/orders/get-all', { sortBy: 'password' }, 400, { token: owner });
  });

  it("filter on the day the order was placed in the store's time zone", async () => {
    const customer = await newCustomer(server, owner);
    // 22:30 UTC on 10 June is 00:30 on 11 June in Madrid (UTC+2 in summer).
    const orderId = await placeOrder(
      server,
      cafe,
      customer.id,
      [{ name: 'Café', quantity: 1, unitPrice: 2, points: 2 }],
      new Date('2026-06-10T22:30:00Z'),
    );
    const day = async (date: string) =>
      (
        await server.ok(
          '/client/orders/get-all',
          { startDate: date, endDate: date, pageSize: 100 },
          { token: owner },
        )
      ).orders.map((order) => order.id);
    expect(await day('2026-06-11')).toContain(orderId);
    expect(await day('2026-06-10')).not.toContain(orderId);
    const open = await server.ok(
      '/client/orders/get-all',
      { startDate: '2026-06-11', pageSize: 1 },
      { token: owner },
    );
    expect(open.total).toBeGreaterThan(0);
    await server.fail('/client/orders/get-all', { startDate: '2026-06-11', endDate: '2026-06-10' }, 400, {
      token: owner,
    });
  });

  it('move forward (skipping steps), or to cancelled before delivery; any other move is refused (409)', async () => {
    const customer = await newCustomer(server, owner);
    const items = [{ name: 'Café', quantity: 1, unitPrice: 2, points: 2 }];
    const first = await placeOrder(server, cafe, customer.id, items);
    const paid = await server.ok(
      '/client/orders/update',
      { orderId: first, status: 'paid' },
      { token: owner },
    );
    expect(paid.order.status).toBe('paid');
    expect(paid.m).toBe('Pedido actualizado: ahora está «Pagado».');
    const backwards = await server.fail('/client/orders/update', { orderId: first, status: 'pending' }, 409, {
      token: owner,
    });
    expect(backwards.m).toBe('Un pedido «Pagado» no puede pasar a «Pendiente».');
    await server.fail('/client/orders/update', { orderId: first, status: 'paid' }, 409, { token: owner });
    await server.ok('/client/orders/update', { orderId: first, status: 'shipped' }, { token: owner });
    await server.ok('/client/orders/update', { orderId: first, status: 'cancelled' }, { token: owner });
    for (const status of ['pending', 'delivered', 'cancelled'] as const) {
      await server.fail('/client/orders/update', { orderId: first, status }, 409, { token: owner });
    }
    const second = await placeOrder(server, cafe, customer.id, items);
    await server.ok('/client/orders/update', { orderId: second, status: 'delivered' }, { token: owner });
    await server.fail('/client/orders/update', { orderId: second, status: 'cancelled' }, 409, {
      token: owner,
    });
    await server.fail('/client/orders/update', { orderId: 999_999, status: 'paid' }, 404, { token: owner });
  });

  it("delivered grants the products' points once, as an 'order' movement with the total and the number", async () => {
    const customer = await newCustomer(server, owner);
    const orderId = await placeOrder(server, cafe, customer.id, [
      { name: 'Café en grano', quantity: 2, unitPrice: 8.9, points: 9 },
      { name: 'Taza', quantity: 1, unitPrice: 12, points: 15 },
    ]);
    const before = await balanceOf(server.db, customer.id);
    const answers = await Promise.all(
      [1, 2].map(() =>
        server.request('/client/orders/update', { orderId, status: 'delivered' }, { token: owner }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await balanceOf(server.db, customer.id)).toEqual(
      expect.objectContaining({ points: before.points + 33, totalPoints: before.totalPoints + 33 }),
    );
    const movements = await server.db
      .select()
      .from(pointsMovements)
      .where(and(eq(pointsMovements.customerId, customer.id), eq(pointsMovements.type, 'order')));
    const order = await findOrder(orderId);
    expect(movements).toEqual([
      expect.objectContaining({
        points: 33,
        amount: 32.3,
        orderId,
        description: `Pedido ${order?.number} entregado`,
        employeeName: 'Lucía Fernández',
      }),
    ]);
    const { movements: ledger } = await server.ok(
      '/client/transaction/customer',
      { customerId: customer.id },
      { token: owner },
    );
    expect(ledger[0]).toEqual(expect.objectContaining({ type: 'order', points: 33 }));
  });

  it('take internal notes signed by the caller, deleted one by one', async () => {
    const customer = await newCustomer(server, owner);
    const orderId = await placeOrder(server, cafe, customer.id, [
      { name: 'Café', quantity: 1, unitPrice: 2, points: 2 },
    ]);
    const { note } = await server.ok(
      '/client/orders/add-note',
      { orderId, text: 'Llamar antes de entregar.' },
      { token: owner },
    );
    expect(note).toEqual(
      expect.objectContaining({ text: 'Llamar antes de entregar.', author: 'Lucía Fernández' }),
    );
    await server.ok('/client/orders/add-note', { orderId, text: 'Entregado en portería.' }, { token: owner });
    expect((await findOrder(orderId))?.notes.map((row) => row.text)).toEqual([
      'Llamar antes de entregar.',
      'Entregado en portería.',
    ]);
    const other = await placeOrder(server, cafe, customer.id, [
      { name: 'Café', quantity: 1, unitPrice: 2, points: 2 },
    ]);
    await server.fail('/client/orders/delete-note', { orderId: other, noteId: note.id }, 404, {
      token: owner,
    });
    await server.ok('/client/orders/delete-note', { orderId, noteId: note.id }, { token: owner });
    await server.fail('/client/orders/delete-note', { orderId, noteId: note.id }, 404, { token: owner });
    expect((await findOrder(orderId))?.notes.map((row) => row.text)).toEqual(['Entregado en portería.']);
    await server.fail('/client/orders/add-note', { orderId: 999_999, text: 'x' }, 404, { token: owner });
  });
});

describe('shipping costs', () => {
  let valencia = 0;
  let bilbao = 0;

  beforeAll(async () => {
    const { cities } = await server.ok('/client/store/get-cities', {}, { token: owner });
    valencia = cities.find((city) => city.name === 'Valencia')?.id ?? 0;
    bilbao = cities.find((city) => city.name === 'Bilbao')?.id ?? 0;
  });

  it('are one per city and one for everywhere else, listed by city with everywhere else last', async () => {
    const { shippingCost } = await server.ok(
      '/client/shippingcosts/add',
      { name: 'Valencia', cityId: valencia, price: 3.999, freeFrom: 35 },
      { token: owner },
    );
    expect(shippingCost).toEqual(
      expect.objectContaining({ cityName: 'Valencia', price: 3.99, active: true }),
    );
    const { shippingCosts: rows } = await server.ok('/client/shippingcosts/all', {}, { token: owner });
    expect(rows.at(-1)).toEqual(expect.objectContaining({ cityId: null, cityName: '' }));
    const cities = rows.filter((row) => row.cityId !== null).map((row) => row.cityName);
    expect(cities).toEqual([...cities].sort((a, b) => a.localeCompare(b, 'es')));

    const sameCity = await server.fail(
      '/client/shippingcosts/add',
      { name: 'Valencia bis', cityId: valencia, price: 1 },
      409,
      { token: owner },
    );
    expect(sameCity.m).toBe('Ya hay un costo de envío para esa ciudad.');
    const elsewhere = await server.fail(
      '/client/shippingcosts/add',
      { name: 'Resto', cityId: null, price: 1 },
      409,
      { token: owner },
    );
    expect(elsewhere.m).toMatch(/resto de ciudades/);
    await server.fail('/client/shippingcosts/add', { name: 'Marte', cityId: 999_999, price: 1 }, 404, {
      token: owner,
    });

    const { shippingCost: bilbaoCost } = await server.ok(
      '/client/shippingcosts/add',
      { name: 'Bilbao', cityId: bilbao, price: 6 },
      { token: owner },
    );
    await server.fail(
      '/client/shippingcosts/update',
      { shippingCostId: bilbaoCost.id, name: 'Bilbao', cityId: valencia, price: 6 },
      409,
      { token: owner },
    );
    const { shippingCost: moved } = await server.ok(
      '/client/shippingcosts/update',
      { shippingCostId: bilbaoCost.id, name: 'Bilbao y Vizcaya', cityId: bilbao, price: 6.5, active: false },
      { token: owner },
    );
    expect(moved).toEqual(expect.objectContaining({ name: 'Bilbao y Vizcaya', price: 6.5, active: false }));
    await server.ok('/client/shippingcosts/delete', { shippingCostId: bilbaoCost.id }, { token: owner });
    await server.fail('/client/shippingcosts/delete', { shippingCostId: bilbaoCost.id }, 404, {
      token: owner,
    });
  });
});

describe('payment methods', () => {
  it('are created without an id and replaced with one', async () => {
    const created = await server.ok(
      '/client/payment/save',
      { type: 'link', name: 'Bizum', instructions: 'Al 600 000 000' },
      { token: owner },
    );
    const id = created.paymentMethod.id;
    await server.ok(
      '/client/payment/save',
      { paymentMethodId: id, type: 'link', name: 'Bizum', active: false },
      { token: owner },
    );
    const { paymentMethods: rows } = await server.ok('/client/payment/get-all', {}, { token: owner });
    expect(rows.find((row) => row.id === id)).toEqual({
      id,
      type: 'link',
      name: 'Bizum',
      instructions: '',
      active: false,
    });
    await server.fail('/client/payment/save', { paymentMethodId: 999_999, type: 'cash', name: 'x' }, 404, {
      token: owner,
    });
  });
});

describe('who may use the shop', () => {
  it('are store settings: the demo employee (no permStore) gets 403', async () => {
    for (const path of [
      '/client/products/get-all',
      '/client/orders/get-all',
      '/client/shippingcosts/all',
      '/client/payment/get-all',
    ] as const) {
      await server.fail(path, {}, 403, { token: employee });
    }
  });

  it("products need the store's plan to include the online shop (403); the rest do not", async () => {
    const refusal = await server.fail('/client/products/get-all', {}, 403, { token: intruder });
    expect(refusal.m).toBe('El plan del negocio no incluye la tienda online.');
    await server.ok('/client/orders/get-all', {}, { token: intruder });
    await server.ok('/client/shippingcosts/all', {}, { token: intruder });
  });
});

describe('store isolation', () => {
  const cafeRow = { product: 0, order: 0, note: 0, shippingCost: 0, paymentMethod: 0 };

  beforeAll(async () => {
    await server.db.update(stores).set({ planShowProducts: true }).where(eq(stores.id, panaderia));
    const [product] = await server.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.storeId, cafe))
      .orderBy(asc(products.id));
    const customer = await newCustomer(server, owner);
    const order = await placeOrder(server, cafe, customer.id, [
      { name: 'Café', quantity: 1, unitPrice: 2, points: 2 },
    ]);
    const { note } = await server.ok(
      '/client/orders/add-note',
      { orderId: order, text: 'Nota' },
      { token: owner },
    );
    const [cost] = await server.db
      .select({ id: shippingCosts.id })
      .from(shippingCosts)
      .where(eq(shippingCosts.storeId, cafe));
    const [method] = await server.db
      .select({ id: paymentMethods.id })
      .from(paymentMethods)
      .where(eq(paymentMethods.storeId, cafe));
    Object.assign(cafeRow, {
      product: product?.id,
      order,
      note: note.id,
      shippingCost: cost?.id,
      paymentMethod: method?.id,
    });
  });

  it("another store's owner cannot change or delete a product, an order, a note, a shipping cost or a payment method (404)", async () => {
    const attempts = [
      ['/client/products/update', { productId: cafeRow.product, name: 'Robado', price: 1 }],
      ['/client/products/delete', { productId: cafeRow.product }],
      ['/client/orders/update', { orderId: cafeRow.order, status: 'cancelled' }],
      ['/client/orders/add-note', { orderId: cafeRow.order, text: 'Intruso' }],
      ['/client/orders/delete-note', { orderId: cafeRow.order, noteId: cafeRow.note }],
      ['/client/shippingcosts/update', { shippingCostId: cafeRow.shippingCost, name: 'Robado', price: 0 }],
      ['/client/shippingcosts/delete', { shippingCostId: cafeRow.shippingCost }],
      ['/client/payment/save', { paymentMethodId: cafeRow.paymentMethod, type: 'cash', name: 'Robado' }],
    ] as const;
    for (const [path, body] of attempts) await server.fail(path, body, 404, { token: intruder });
    const order = await findOrder(cafeRow.order);
    expect(order).toEqual(expect.objectContaining({ status: 'pending' }));
    expect(order?.notes.map((note) => note.text)).toEqual(['Nota']);
    const [product] = await server.db.select().from(products).where(eq(products.id, cafeRow.product));
    expect(product?.name).not.toBe('Robado');
  });

  it("never lists another store's rows", async () => {
    const theirs = await Promise.all([
      server.ok('/client/products/get-all', {}, { token: intruder }),
      server.ok('/client/orders/get-all', { pageSize: 100 }, { token: intruder }),
      server.ok('/client/shippingcosts/all', {}, { token: intruder }),
      server.ok('/client/payment/get-all', {}, { token: intruder }),
    ]);
    expect(theirs[0].products.map((row) => row.id)).not.toContain(cafeRow.product);
    expect(theirs[1].orders.map((row) => row.id)).not.toContain(cafeRow.order);
    expect(theirs[1].total).toBeGreaterThan(0);
    expect(theirs[2].shippingCosts.map((row) => row.id)).not.toContain(cafeRow.shippingCost);
    expect(theirs[3].paymentMethods.map((row) => row.id)).not.toContain(cafeRow.paymentMethod);
  });
});
