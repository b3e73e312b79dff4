import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { api, isFailure } from '../../src/api';
// The app's client is the client as the app wires it (token, notices, session end).
import '../../src/app/apiWiring';
import { writeStoredSession } from '../../src/session/storedSession';
import { buildSession } from '../fixtures/entities';
import { storeInfoResponse } from '../fixtures/responses';
import { apiUrl } from '../msw/handlers';
import { server } from '../msw/server';

describe("the app's API client in the browser", () => {
  it("calls the page's own origin and answers from the fixtures", async () => {
    const result = await api.call('/client/get-store-info', {});
    expect(result).toEqual(storeInfoResponse());
  });

  it("sends the stored session's token", async () => {
    writeStoredSession(buildSession({ token: 'tok_from_storage_0123456789' }));
    let token: string | null = null;
    server.use(
      http.post(apiUrl('/client/get-store-info'), ({ request }) => {
        token = request.headers.get('token');
        return HttpResponse.json(storeInfoResponse());
      }),
    );

    const result = await api.call('/client/get-store-info', {});

    if (isFailure(result)) throw new Error(result.m);
    expect(result.store.name).toBe('Café Central');
    expect(token).toBe('tok_from_storage_0123456789');
  });

  it('sends no token without a session', async () => {
    let sawToken = true;
    server.use(
      http.post(apiUrl('/client/get-store-info'), ({ request }) => {
        sawToken = request.headers.has('token');
        return HttpResponse.json(storeInfoResponse());
      }),
    );
    await api.call('/client/get-store-info', {});
    expect(sawToken).toBe(false);
  });
});
