/**
 * The store's API token for its own integrations (point of sale, web shop): one per store, kept as a
 * hash like session tokens, shown whole only in the answer that generated it. Owners only.
 */
import { eq } from 'drizzle-orm';
import type { Entity } from '../../../contract/types';
import { requireStoreUser } from '../../auth/authorization';
import { hashToken, newSecretToken } from '../../auth/tokens';
import type { HandlerGroup } from '../../contract/handlerTypes';
import { apiTokens } from '../../db/schema';
import { messages } from '../../messages';
import { isoInstant, isoInstantOrNull } from '../../views/dates';

/** Characters kept in clear to recognise a token: enough to tell two apart, far too few to guess it. */
const PREFIX_LENGTH = 8;

function apiTokenView(row: typeof apiTokens.$inferSelect): Entity<'ApiToken'> {
  return {
    prefix: row.prefix,
    createdAt: isoInstant(row.createdAt),
    lastUsedAt: isoInstantOrNull(row.lastUsedAt),
  };
}

export const apiTokenHandlers = {
  async clientApiTokenGet({ caller, services }) {
    const user = requireStoreUser(caller);
    const [row] = await services.db.select().from(apiTokens).where(eq(apiTokens.storeId, user.storeId));
    return { apiToken: row ? apiTokenView(row) : null };
  },

  async clientApiTokenGenerate({ caller, services }) {
    const user = requireStoreUser(caller);
    const token = newSecretToken();
    const fresh = {
      tokenHash: hashToken(token),
      prefix: token.slice(0, PREFIX_LENGTH),
      createdAt: services.now(),
      lastUsedAt: null,
    };
    // One row per store: the new token overwrites the old one's hash, which stops working at once.
    const [row] = await services.db
      .insert(apiTokens)
      .values({ storeId: user.storeId, ...fresh })
      .onConflictDoUpdate({ target: apiTokens.storeId, set: fresh })
      .returning();
    if (!row) throw new Error('The API token was not saved');
    return { m: messages.apiToken.generated, apiToken: apiTokenView(row), token };
  },

  async clientApiTokenDelete({ caller, services }) {
    const user = requireStoreUser(caller);
    await services.db.delete(apiTokens).where(eq(apiTokens.storeId, user.storeId));
    return { m: messages.apiToken.deleted };
  },
} satisfies HandlerGroup;
