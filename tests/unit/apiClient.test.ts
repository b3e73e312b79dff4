import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiClient, TOKEN_HEADER } from '../../src/api/client';
import { raiseNoSubscriptionNotice } from '../../src/app/noSubscriptionNotice';
import { isFailure } from '../../src/contract/types';
import { dismissNotification, getNotifications } from '../../src/ui/notifications';
import { buildEmployee } from '../fixtures/entities';
import { employeesResponse, failure, loginResponse } from '../fixtures/responses';

const BASE = 'http://api.test';
const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  for (const notification of getNotifications()) dismissNotification(notification.id);
});
afterAll(() => server.close());

function clientWith(token: string | null = 'tok_session') {
  const onFailure = vi.fn();
  const client = createApiClient({ baseUrl: BASE, getToken: () => token, onFailure });
  return { client, onFailure };
}

function captureRequests(path: string, respond: () => Response) {
  const requests: Request[] = [];
  server.use(
    http.post(`${BASE}${path}`, ({ request }) => {
      requests.push(request.clone());
      return respond();
    }),
  );
  return requests;
}

describe('API client', () => {
  it('posts JSON with the session token and returns the payload', async () => {
    const requests = captureRequests('/client/get-all-employees', () =>
      HttpResponse.json(employeesResponse()),
    );
    const { client } = clientWith('tok_abc');

    const result = await client.call('/client/get-all-employees', {});

    expect(result).toEqual(employeesResponse());
    const [request] = requests;
    expect(request?.method).toBe('POST');
    expect(request?.headers.get(TOKEN_HEADER)).toBe('tok_abc');
    expect(request?.headers.get('content-type')).toBe('application/json');
    expect(request?.headers.get('accept')).toBe('application/json');
    expect(await request?.json()).toEqual({});
  });

  it('sends the typed body as is', async () => {
    const requests = captureRequests('/client/employee/delete', () => HttpResponse.json({ s: 'ok', m: '' }));
    const { client } = clientWith();
    await client.call('/client/employee/delete', { employeeId: 7 });
    expect(await requests[0]?.json()).toEqual({ employeeId: 7 });
  });

  it('reads the token at each call, so a sign-in in between counts', async () => {
    const requests = captureRequests('/client/employee/delete', () => HttpResponse.json({ s: 'ok', m: '' }));
    let token: string | null = null;
    const client = createApiClient({ baseUrl: BASE, getToken: () => token });
    await client.call('/client/employee/delete', { employeeId: 1 });
    token = 'tok_later';
    await client.call('/client/employee/delete', { employeeId: 1 });
    expect(requests.map((request) => request.headers.get(TOKEN_HEADER))).toEqual([null, 'tok_later']);
  });

  it("returns the server's message when it refuses with a 4xx", async () => {
    captureRequests('/login/client', () =>
      HttpResponse.json(failure('El email y/o la contraseña no son válidos.'), { status: 401 }),
    );
    const { client, onFailure } = clientWith(null);

    const result = await client.call('/login/client', { email: 'owner@demo.test', password: 'wrong' });

    expect(result).toEqual({ s: 'error', m: 'El email y/o la contraseña no son válidos.' });
    expect(onFailure).toHaveBeenCalledWith(result, 401);
  });

  it("treats an answer whose s is not 'ok' as a failure even with status 200", async () => {
    captureRequests('/login/client', () => HttpResponse.json({ s: 'error', m: 'Usuario bloqueado' }));
    const { client } = clientWith(null);
    const result = await client.call('/login/client', { email: 'owner@demo.test', password: 'x' });
    expect(result).toEqual({ s: 'error', m: 'Usuario bloqueado' });
  });

  it('turns a network failure into { s: error, m: <error text> } instead of throwing', async () => {
    captureRequests('/client/get-all-employees', () => HttpResponse.error());
    const { client, onFailure } = clientWith();

    const result = await client.call('/client/get-all-employees', {});

    expect(result).toMatchObject({ s: 'error', m: expect.stringMatching(/fetch/i), k: 'client.network' });
    expect(onFailure).toHaveBeenCalledWith(result, 0);
  });

  it('turns an answer that is not JSON into a failure with the parse error', async () => {
    captureRequests(
      '/client/get-all-employees',
      () => new HttpResponse('<html>Bad gateway</html>', { headers: { 'Content-Type': 'text/html' } }),
    );
    const { client } = clientWith();
    const result = await client.call('/client/get-all-employees', {});
    expect(result).toMatchObject({ s: 'error', m: expect.stringMatching(/JSON/), k: 'client.badAnswer' });
  });

  it('reports the HTTP status when an error answer carries no envelope', async () => {
    captureRequests('/client/get-all-employees', () => new HttpResponse('upstream down', { status: 502 }));
    const { client } = clientWith();
    const result = await client.call('/client/get-all-employees', {});
    expect(result).toEqual({ s: 'error', m: 'HTTP 502 Bad Gateway', k: 'client.server', v: { status: 502 } });
  });

  it("says a failure in the app's words: describe gets the keyed failure and its text becomes m", async () => {
    captureRequests('/login/client', () =>
      HttpResponse.json(
        {
          s: 'error',
          m: "El campo 'password' debe tener al menos 8 caracteres.",
          k: 'validation.tooShort',
          v: { field: 'password', min: 8 },
        },
        { status: 400 },
      ),
    );
    const onFailure = vi.fn();
    const describe = vi.fn((failure: { k?: string }) => `described ${failure.k}`);
    const client = createApiClient({ baseUrl: BASE, getToken: () => null, onFailure, describe });
    const result = await client.call('/login/client', { email: 'owner@demo.test', password: 'x' });
    expect(describe).toHaveBeenCalledWith(
      expect.objectContaining({ k: 'validation.tooShort', v: { field: 'password', min: 8 } }),
    );
    expect(result).toEqual({
      s: 'error',
      m: 'described validation.tooShort',
      k: 'validation.tooShort',
      v: { field: 'password', min: 8 },
    });
    expect(onFailure).toHaveBeenCalledWith(result, 400);
  });

  it('keys a 429 without the envelope as busy and a 404 page as any other status', async () => {
    captureRequests('/client/get-all-employees', () => new HttpResponse('slow down', { status: 429 }));
    const { client } = clientWith();
    expect(await client.call('/client/get-all-employees', {})).toMatchObject({
      k: 'client.busy',
      v: { status: 429 },
    });
    server.resetHandlers();
    captureRequests(
      '/client/get-all-employees',
      () => new HttpResponse('<html>Not found</html>', { status: 404 }),
    );
    expect(await client.call('/client/get-all-employees', {})).toMatchObject({
      k: 'client.http',
      v: { status: 404 },
    });
  });

  it('narrows results with isFailure', async () => {
    captureRequests('/client/employee/add', () =>
      HttpResponse.json({
        s: 'ok',
        m: 'Se ha creado un nuevo empleado.',
        employee: buildEmployee({ id: 9 }),
      }),
    );
    const { client } = clientWith();
    const result = await client.call('/client/employee/add', {
      first_name: 'Marcos',
      last_name: 'Ruiz',
      email: 'marcos@demo.test',
      mobile: '',
      password: 'clave-segura-1',
      location: null,
      permRedeem: true,
      permGivePoints: true,
      permCreateCustomer: true,
      permStore: false,
    });
    if (isFailure(result)) throw new Error(result.m);
    expect(result.employee.id).toBe(9);
  });

  it("raises 'Suscripción no activa' when the store's subscription has lapsed", async () => {
    captureRequests('/client/customer/add-points', () =>
      HttpResponse.json(failure('Tiene que activar la suscripción', 'no-subscription'), { status: 402 }),
    );
    const client = createApiClient({
      baseUrl: BASE,
      getToken: () => 'tok',
      onFailure: raiseNoSubscriptionNotice,
    });

    const result = await client.call('/client/customer/add-points', { customerId: 1, points: 10 });

    expect(result).toEqual({
      s: 'error',
      m: 'Tiene que activar la suscripción',
      errorType: 'no-subscription',
    });
    expect(getNotifications()).toEqual([
      expect.objectContaining({
        kind: 'error',
        title: 'Suscripción no activa',
        description: 'Tiene que activar la suscripción',
      }),
    ]);
  });

  it('tells a lapsed subscription once however many calls find it out, its notice staying in place', async () => {
    captureRequests('/client/get-all-rewards', () =>
      HttpResponse.json(failure('Tiene que activar la suscripción', 'no-subscription'), { status: 402 }),
    );
    const client = createApiClient({
      baseUrl: BASE,
      getToken: () => 'tok',
      onFailure: raiseNoSubscriptionNotice,
    });

    await client.call('/client/get-all-rewards', {});
    const [first] = getNotifications();
    await client.call('/client/get-all-rewards', {});

    const [only, ...more] = getNotifications();
    expect(more).toEqual([]);
    expect(only).toEqual(expect.objectContaining({ kind: 'error', title: 'Suscripción no activa' }));
    // The same toast (its id: not swapped under a user's pointer), told again (a new object: its time to
    // stay starts again).
    expect(only?.id).toBe(first?.id);
    expect(only).not.toBe(first);
  });

  it('raises no subscription notice for other failures', async () => {
    captureRequests('/login/client', () =>
      HttpResponse.json(failure('Contraseña incorrecta'), { status: 401 }),
    );
    const client = createApiClient({
      baseUrl: BASE,
      getToken: () => null,
      onFailure: raiseNoSubscriptionNotice,
    });
    await client.call('/login/client', { email: 'a@b.co', password: 'x' });
    expect(getNotifications()).toEqual([]);
  });

  it('uploads a file as multipart with the token header', async () => {
    const requests = captureRequests('/general/upload-file/reward', () =>
      HttpResponse.json({ s: 'ok', m: '', file: { url: '/uploads/reward/cafe.png', fileName: 'cafe.png' } }),
    );
    const { client } = clientWith('tok_upload');
    const png = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' });

    const result = await client.upload('reward', png, 'cafe.png');

    expect(result).toEqual({
      s: 'ok',
      m: '',
      file: { url: '/uploads/reward/cafe.png', fileName: 'cafe.png' },
    });
    const [request] = requests;
    expect(request?.headers.get(TOKEN_HEADER)).toBe('tok_upload');
    expect(request?.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    const form = await request?.formData();
    const file = form?.get('file');
    expect(file).toBeInstanceOf(Blob);
    expect(file instanceof File ? file.name : '').toBe('cafe.png');
    expect(new Uint8Array(await (file as Blob).arrayBuffer())).toEqual(
      new Uint8Array([0x89, 0x50, 0x4e, 0x47]),
    );
  });

  it('returns sign-in data typed by the contract', async () => {
    captureRequests('/login/client', () => HttpResponse.json(loginResponse()));
    const { client } = clientWith(null);
    const result = await client.call('/login/client', { email: 'owner@demo.test', password: 'demo1234' });
    if (isFailure(result)) throw new Error(result.m);
    expect(result.session.storeName).toBe('Café Central');
  });
});
