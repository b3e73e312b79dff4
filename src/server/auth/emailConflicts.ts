/**
 * Whether an email already has an account, asked by a signed-in user: a new employee, an employee's or
 * one's own new email, the administrator's new or edited store owner. A 409 tells that the email has an
 * account, which the user needs to hear, but nobody may ask it of a list of emails: each conflict counts
 * against the asking account's limit (rate limit 'emailConflict'), as registration counts every attempt
 * per address. Past the limit every such check answers 429, whether the email is free or not.
 */

import { tooManyRequests } from '../http/apiError';
import { messages } from '../messages';
import type { Services } from '../services';
import { assertEmailFree } from '../stores/createStore';
import { countAttempt } from './rateLimiter';

export async function assertEmailFreeFor(
  services: Pick<Services, 'db' | 'config' | 'now'>,
  askingUserId: number,
  email: string,
  exceptUserId?: number,
): Promise<void> {
  const { db } = services;
  const attempt = await countAttempt(
    db,
    services.config.rateLimits,
    [{ limit: 'emailConflict', key: String(askingUserId) }],
    services.now(),
  );
  if (attempt.refusedBy) throw tooManyRequests(messages.auth.tooManyEmailConflicts);
  // A conflict stays counted; a free email does not count.
  await assertEmailFree(db, email, exceptUserId);
  await attempt.forget();
}
