/** Kinds of business ('Tipos de Negocio') with their name in each language. */
import { count, eq } from 'drizzle-orm';
import type { Entity, EntityInput } from '../../../contract/types';
import type { HandlerGroup } from '../../contract/handlerTypes';
import type { Database } from '../../db/database';
import { stores, storeTypes, storeTypeTranslations } from '../../db/schema';
import { conflict, notFound } from '../../http/apiError';
import { messages } from '../../messages';
import { listStoreTypes } from '../../queries/catalogueRows';
import { assertOnePerLanguage, cleanTranslations } from './translations';

/** One store type as the list shows it (the catalogue is a few dozen rows at most). */
async function loadStoreType(db: Database, storeTypeId: number): Promise<Entity<'StoreType'>> {
  const found = (await listStoreTypes(db)).find((type) => type.id === storeTypeId);
  if (!found) throw notFound(messages.notFound.storeType);
  return found;
}

async function replaceTranslations(
  tx: Database,
  storeTypeId: number,
  translations: EntityInput<'StoreType'>['translations'],
): Promise<void> {
  await tx.delete(storeTypeTranslations).where(eq(storeTypeTranslations.storeTypeId, storeTypeId));
  const rows = cleanTranslations(translations).map((translation) => ({ ...translation, storeTypeId }));
  if (rows.length > 0) await tx.insert(storeTypeTranslations).values(rows);
}

export const adminStoreTypeHandlers = {
  async adminGetAllStoretypes({ services }) {
    return { storetypes: await listStoreTypes(services.db) };
  },

  async adminStoretypeAdd({ body, services }) {
    const { db } = services;
    assertOnePerLanguage(body.translations);
    const id = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(storeTypes)
        .values({ name: body.name.trim(), image: body.image })
        .returning({ id: storeTypes.id });
      if (!created) throw new Error('The store type was not created');
      await replaceTranslations(tx, created.id, body.translations);
      return created.id;
    });
    return { m: messages.admin.storeTypes.created, storetype: await loadStoreType(db, id) };
  },

  async adminStoretypeUpdate({ body, services }) {
    const { db } = services;
    assertOnePerLanguage(body.translations);
    await db.transaction(async (tx) => {
      const [updated] = await tx
        .update(storeTypes)
        .set({ name: body.name.trim(), image: body.image })
        .where(eq(storeTypes.id, body.storetypeId))
        .returning({ id: storeTypes.id });
      if (!updated) throw notFound(messages.notFound.storeType);
      await replaceTranslations(tx, updated.id, body.translations);
    });
    return { m: messages.admin.storeTypes.updated, storetype: await loadStoreType(db, body.storetypeId) };
  },

  async adminStoretypeDelete({ body, services }) {
    const { db } = services;
    await loadStoreType(db, body.storetypeId);
    const [used] = await db
      .select({ n: count() })
      .from(stores)
      .where(eq(stores.storeTypeId, body.storetypeId));
    const n = used?.n ?? 0;
    if (n > 0)
      throw conflict(
        n === 1 ? messages.admin.storeTypes.inUseOnce : messages.admin.storeTypes.inUse({ stores: n }),
      );
    // Its translations go with it (ON DELETE CASCADE).
    await db.delete(storeTypes).where(eq(storeTypes.id, body.storetypeId));
    return { m: messages.admin.storeTypes.deleted };
  },
} satisfies HandlerGroup;
