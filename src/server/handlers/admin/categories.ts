/**
 * Categories of offers and products, shared by every store. A category's name is its 'es' translation,
 * so one is required here (a choice of the contract); stores' offers and products of a deleted category
 * keep working without one (ON DELETE SET NULL).
 */
import { eq } from 'drizzle-orm';
import type { Entity, EntityInput } from '../../../contract/types';
import type { HandlerGroup } from '../../contract/handlerTypes';
import type { Database } from '../../db/database';
import { categories, categoryTranslations } from '../../db/schema';
import { badRequest, notFound } from '../../http/apiError';
import { messages } from '../../messages';
import { listCategories } from '../../queries/catalogueRows';
import { assertOnePerLanguage, cleanTranslations } from './translations';

type Translations = EntityInput<'Category'>['translations'];

function assertCategoryTranslations(translations: Translations): void {
  assertOnePerLanguage(translations);
  if (!translations.some((translation) => translation.languageCode === 'es')) {
    throw badRequest(messages.admin.categories.needsSpanish);
  }
}

/** One category as the list shows it (the catalogue is a few dozen rows at most). */
async function loadCategory(db: Database, categoryId: number): Promise<Entity<'Category'>> {
  const found = (await listCategories(db, false)).find((category) => category.id === categoryId);
  if (!found) throw notFound(messages.admin.categories.notFound);
  return found;
}

async function replaceTranslations(
  tx: Database,
  categoryId: number,
  translations: Translations,
): Promise<void> {
  await tx.delete(categoryTranslations).where(eq(categoryTranslations.categoryId, categoryId));
  await tx
    .insert(categoryTranslations)
    .values(cleanTranslations(translations).map((translation) => ({ ...translation, categoryId })));
}

export const adminCategoryHandlers = {
  async adminCategoryGetAll({ services }) {
    return { categories: await listCategories(services.db, false) };
  },

  async adminCategoryAdd({ body, services }) {
    const { db } = services;
    assertCategoryTranslations(body.translations);
    const id = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(categories)
        .values({ image: body.image, createdAt: services.now() })
        .returning({ id: categories.id });
      if (!created) throw new Error('The category was not created');
      await replaceTranslations(tx, created.id, body.translations);
      return created.id;
    });
    return { m: messages.admin.categories.created, category: await loadCategory(db, id) };
  },

  async adminCategoryUpdate({ body, services }) {
    const { db } = services;
    assertCategoryTranslations(body.translations);
    await db.transaction(async (tx) => {
      const [updated] = await tx
        .update(categories)
        .set({ image: body.image })
        .where(eq(categories.id, body.categoryId))
        .returning({ id: categories.id });
      if (!updated) throw notFound(messages.admin.categories.notFound);
      await replaceTranslations(tx, updated.id, body.translations);
    });
    return { m: messages.admin.categories.updated, category: await loadCategory(db, body.categoryId) };
  },

  async adminCategoryDelete({ body, services }) {
    const deleted = await services.db
      .delete(categories)
      .where(eq(categories.id, body.categoryId))
      .returning({ id: categories.id });
    if (deleted.length === 0) throw notFound(messages.admin.categories.notFound);
    return { m: messages.admin.categories.deleted };
  },
} satisfies HandlerGroup;
