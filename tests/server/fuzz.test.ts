/**
 * Malformed bodies to every operation of the contract: text that is not JSON, JSON that is not an
 * object, and for each field of the operation's (otherwise valid) body a missing value, a wrong type, a
 * huge string, an out-of-range number, an unknown value; plus unknown fields with nested junk and
 * deeply nested arrays. Signed in as a user who may call the operation, every answer must be a 4xx
 * with the error envelope — never a 2xx, a 5xx or a crash. Anonymous callers get 401 first.
 */
import { describe, expect, it } from 'vitest';
import { listOperations, loadContract } from '../../src/server/contract/operations';
import { invalidBodies, NOT_JSON } from './support/exampleBodies';
import { signedInServer } from './support/signedInServer';
import type { RawAnswer } from './support/testServer';

const operations = listOperations(loadContract());
const jsonOperations = operations.filter((operation) => !operation.multipart);
const demo = signedInServer();

function expectRefusal(answer: RawAnswer, what: string): void {
  expect(answer.status, `${what}: ${JSON.stringify(answer.body).slice(0, 200)}`).toBeGreaterThanOrEqual(400);
  expect(answer.status, what).toBeLessThan(500);
  expect(answer.body, what).toMatchObject({ s: 'error', m: expect.stringMatching(/\S/) });
}

describe.each(jsonOperations.map((operation) => [operation.path, operation] as const))(
  '%s',
  (path, operation) => {
    const token = () =>
      path.startsWith('/admin/') ? demo.admin : operation.secured ? demo.owner : undefined;

    it('refuses text that is not JSON', async () => {
      for (const text of NOT_JSON)
        expectRefusal(await demo.server.request(path, null, { token: token(), rawPayload: text }), text);
    });

    it('refuses every malformed body', async () => {
      for (const { what, body } of invalidBodies(path))
        expectRefusal(await demo.server.request(path, body, { token: token() }), what);
    });

    if (operation.secured) {
      it('answers 401 to an anonymous caller whatever the body', async () => {
        const answer = await demo.server.request(path, { junk: true });
        expect(answer.status).toBe(401);
      });
    }
  },
);

describe('/general/upload-file/{modelType}', () => {
  const bodies: [string, string, string][] = [
    ['JSON', 'application/json', '{"file": "x"}'],
    ['a multipart body without boundary', 'multipart/form-data', 'garbage'],
    [
      'a multipart body cut short',
      'multipart/form-data; boundary=abc',
      '--abc\r\nContent-Disposition: form-data; name="file"',
    ],
    ['a multipart body without parts', 'multipart/form-data; boundary=abc', '--abc--\r\n'],
  ];

  it.each(bodies)('refuses %s', async (_what, contentType, payload) => {
    const response = await demo.server.app.inject({
      method: 'POST',
      url: '/general/upload-file/store',
      headers: { token: demo.owner, 'content-type': contentType },
      payload,
    });
    expectRefusal(
      { status: response.statusCode, body: response.json(), headers: response.headers },
      contentType,
    );
  });
});
