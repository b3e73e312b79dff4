import { HttpResponse, http } from 'msw';
import type { ApiFailure, ApiPath, ApiSuccess } from '../../src/contract/types';
import { successFixtures } from '../fixtures/responses';

/** Where tests send calls: jsdom's page origin, which the client uses when no API host is configured. */
export const TEST_ORIGIN = 'http://localhost:3000';

export function apiUrl(path: ApiPath, origin = TEST_ORIGIN): string {
  return `${origin}${path.replace('{modelType}', ':modelType')}`;
}

function json(body: unknown, status = 200): HttpResponse<string> {
  return new HttpResponse(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** Answers an operation with a success body typed by the contract. */
export function answer<P extends ApiPath>(path: P, body: ApiSuccess<P>, origin = TEST_ORIGIN) {
  return http.post(apiUrl(path, origin), () => json(body));
}

/** Answers an operation with a failure (4xx by default, as the reference server does). */
export function answerFailure(path: ApiPath, body: ApiFailure, status = 400, origin = TEST_ORIGIN) {
  return http.post(apiUrl(path, origin), () => json(body, status));
}

export function fixtureHandlers(origin = TEST_ORIGIN) {
  return Object.entries(successFixtures).map(([path, body]) =>
    http.post(apiUrl(path as ApiPath, origin), () => json(body)),
  );
}

/** Answers an operation and records every body it receives, for assertions on what was sent. */
export function recordCalls<P extends ApiPath>(
  path: P,
  respond: () => { body: unknown; status?: number } | Promise<{ body: unknown; status?: number }>,
  origin = TEST_ORIGIN,
) {
  const bodies: unknown[] = [];
  const handler = http.post(apiUrl(path, origin), async ({ request }) => {
    bodies.push(await request.json());
    const { body, status } = await respond();
    return json(body, status);
  });
  return { handler, bodies };
}
