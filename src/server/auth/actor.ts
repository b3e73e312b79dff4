import type { Actor } from '../ledger/ledger';
import type { Caller } from './caller';

/** The signed-in user as ledger rows and redemptions remember them (id and name as of now). */
export function actorOf(caller: Caller): Actor {
  return { id: caller.userId, name: [caller.firstName, caller.lastName].filter(Boolean).join(' ') };
}
