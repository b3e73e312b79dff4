/**
 * Creating a store with its owner account: the registration form and, later, the administrator's
 * 'new business'. The store takes its country's currency, a unique slug, and the redemptions the platform
 * gives new stores; its plan flags start off until the administrator sets them.
 */
import { eq, like } from 'drizzle-orm';
import type { Database } from '../db/database';
import { countries, platformSettings, stores, storeTypes, users } from '../db/schema';
import { conflict, notFound } from '../http/apiError';
import { messages } from '../messages';
import { slugify, uniqueSlug } from './slug';

export interface NewStore {
  name: string;
  storeTypeId: number;
  countryId: number;
  phone?: string;
  owner: { firstName: string; lastName: string; email: string; passwordHash: string };
}

export async function assertEmailFree(db: Database, email: string, exceptUserId?: number): Promise<void> {
  const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  if (taken && taken.id !== exceptUserId) throw conflict(messages.auth.emailTaken);
}

/** Must run in a transaction; answers the owner's user id. */
export async function createStoreWithOwner(tx: Database, input: NewStore, now: Date): Promise<number> {
  await assertEmailFree(tx, input.owner.email);
  const [storeType] = await tx
    .select({ id: storeTypes.id })
    .from(storeTypes)
    .where(eq(storeTypes.id, input.storeTypeId));
  if (!storeType) throw notFound(messages.notFound.storeType);
  const [country] = await tx
    .select({ currencyCode: countries.currencyCode, phoneCode: countries.phoneCode })
    .from(countries)
    .where(eq(countries.id, input.countryId));
  if (!country) throw notFound(messages.notFound.country);
  const [settings] = await tx
    .select({ redeemBought: platformSettings.newStoreRedeemBought })
    .from(platformSettings);
  const similar = await tx
    .select({ slug: stores.slug })
    .from(stores)
    .where(like(stores.slug, `${slugify(input.name)}%`));
  const [store] = await tx
    .insert(stores)
    .values({
      name: input.name,
      slug: uniqueSlug(input.name, new Set(similar.map((row) => row.slug))),
      storeTypeId: input.storeTypeId,
      countryId: input.countryId,
      currencyCode: country.currencyCode,
      phone: input.phone ?? '',
      phoneCode: country.phoneCode,
      email: input.owner.email,
      redeemBought: settings?.redeemBought ?? 0,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: stores.id });
  if (!store) throw new Error('The store was not created');
  const [owner] = await tx
    .insert(users)
    .values({
      email: input.owner.email,
      passwordHash: input.owner.passwordHash,
      firstName: input.owner.firstName,
      lastName: input.owner.lastName,
      userType: 'client',
      storeId: store.id,
      storeUserType: 'owner',
      countryId: input.countryId,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: users.id });
  if (!owner) throw new Error('The owner was not created');
  return owner.id;
}
