/**
 * The hand-off of the calls dashboard.html started before the app's code ran (src/earlyCalls.ts): the
 * app's first call of the same operation with the same body, under the same token, is answered by that
 * call's answer instead of going out again. Only a success is handed over; a call that failed (no
 * answer, a 401, any refusal) is made again the normal way, so what follows a failure (the sign-in
 * redirect, the failure's text in the user's language) stays the API client's, in one place.
 */
import { earlyCallKey } from '../earlyCalls';

function isSuccess(value: unknown): value is { s: 'ok' } {
  return typeof value === 'object' && value !== null && 's' in value && value.s === 'ok';
}

async function successOf(answer: Promise<Response | null>): Promise<{ s: 'ok' } | null> {
  const response = await answer;
  if (!response?.ok) return null;
  try {
    const body: unknown = await response.json();
    return isSuccess(body) ? body : null;
  } catch {
    return null;
  }
}

/**
 * The early answer to this call, taken once (null when there is none, or it was sent under another
 * token: a session that changed since the page loaded gets nothing of the one before). It resolves to
 * the success body, or null when the early call did not succeed.
 */
export function takeEarlyAnswer(
  path: string,
  body: unknown,
  token: string | null | undefined,
): Promise<{ s: 'ok' } | null> | null {
  const early = typeof window === 'undefined' ? undefined : window.earlyCalls;
  if (!early || !token || early.token !== token) return null;
  const key = earlyCallKey(path, body);
  const answer = early.answers[key];
  if (!answer) return null;
  delete early.answers[key];
  return successOf(answer);
}
