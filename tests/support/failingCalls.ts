/** Operations that fail while a test says so, as a server that does not answer for a while. */
import { HttpResponse, http } from 'msw';
import type { ApiPath } from '../../src/contract/types';
import { failure, successFixtures } from '../fixtures/responses';
import { apiUrl } from '../msw/handlers';
import { server } from '../msw/server';

/** The message the failing calls answer with. */
export const UNAVAILABLE = 'El servicio no responde.';

/** Calls the frame itself makes before it shows a page (a page may make them too). */
const FRAME_CALLS = new Set<string>(['/client/get-store-info', '/client/employee/info']);

/**
 * Answers these operations with a 503 and UNAVAILABLE while `failing()` says so, and with their
 * fixture after. The frame's own first call of one of them is answered: the failure is the page's.
 */
export function failWhile(paths: readonly string[], failing: () => boolean = () => true): void {
  for (const path of new Set(paths)) {
    let spare = FRAME_CALLS.has(path) ? 1 : 0;
    server.use(
      http.post(apiUrl(path as ApiPath), () => {
        if (failing() && spare-- <= 0) return HttpResponse.json(failure(UNAVAILABLE), { status: 503 });
        return HttpResponse.json(successFixtures[path as ApiPath]);
      }),
    );
  }
}
