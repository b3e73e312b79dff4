/**
 * Every JSON body the app sends through MSW, checked against the contract's request view (src/contract:
 * read-only fields gone, every object closed) as the reference server checks it. The fixtures answer
 * whatever they are sent, so without this a form that sends a field the server refuses would pass its
 * component test and fail for users. A refused body is kept, with the server's own Spanish sentence, and
 * `takeRefusedBodies` hands them to the test's teardown, which fails the test with them.
 */
import type { SetupServer } from 'msw/node';
import { validationMessage } from '../../src/server/contract/validationMessage';
import { requestValidator } from '../support/contract';

export interface RefusedBody {
  path: string;
  body: unknown;
  /** What the reference server would answer (400). */
  message: string;
  /** Ajv's errors, with the path of each wrong field. */
  errors: string[];
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Why the server would refuse this body for the operation at `path`, or null when it takes it. */
export function refusal(path: string, body: unknown): RefusedBody | null {
  if (!isPlainObject(body))
    return { path, body, message: 'Not a JSON object (the server answers 400)', errors: [] };
  const errors = requestValidator.validate(path, body);
  if (errors.length === 0) return null;
  return {
    path,
    body,
    message: validationMessage(errors).m,
    errors: errors.map((error) => `${error.instancePath || '/'} ${error.message ?? error.keyword}`),
  };
}

/**
 * Watches every request the server intercepts, whichever handler answers it (the fixtures, a test's
 * own): POSTs of JSON to an operation of the contract are checked. Answers what it found since the last
 * call, once every check has finished.
 */
export function watchRequestBodies(server: SetupServer): () => Promise<RefusedBody[]> {
  const checks: Promise<RefusedBody | null>[] = [];
  server.events.on('request:start', ({ request }) => {
    const path = new URL(request.url).pathname;
    // Uploads are multipart (their path is a template, which no JSON operation matches anyway).
    const multipart = request.headers.get('content-type')?.includes('multipart/') === true;
    if (request.method !== 'POST' || multipart || !requestValidator.hasOperation(path)) return;
    checks.push(
      request
        .clone()
        .text()
        .then((text) => {
          let body: unknown;
          try {
            body = JSON.parse(text);
          } catch {
            return { path, body: text, message: 'Not JSON (the server answers 400)', errors: [] };
          }
          return refusal(path, body);
        }),
    );
  });
  return async () => {
    const found = await Promise.all(checks.splice(0));
    return found.filter((item): item is RefusedBody => item !== null);
  };
}

/** The failure a test sees: each refused body, what the server would say and the fields at fault. */
export function refusedBodiesError(refused: readonly RefusedBody[]): Error {
  const lines = refused.map(
    (item) =>
      `${item.path}: ${item.message}\n  body: ${JSON.stringify(item.body)}\n  ${item.errors.join('\n  ')}`,
  );
  return new Error(
    `The app sent ${refused.length === 1 ? 'a body' : 'bodies'} the server would refuse (400):\n${lines.join('\n')}`,
  );
}
