/** The store's news ('Novedades') for its customers, while its plan has planShowNews. */
import { and, desc, eq } from 'drizzle-orm';
import type { EntityInput } from '../../../contract/types';
import { requireStoreFeature } from '../../auth/storeFeature';
import type { HandlerGroup } from '../../contract/handlerTypes';
import { storeNews } from '../../db/schema';
import { notFound } from '../../http/apiError';
import { messages } from '../../messages';
import { newsView } from '../../views/newsView';

const FEATURE = 'planShowNews';

function newsValues(body: EntityInput<'News'>) {
  return {
    name: body.name,
    description: body.description,
    image: body.image,
    imageSquared: body.imageSquared,
    active: body.active,
    buttonText: body.buttonText,
    buttonLink: body.buttonLink,
    public: body.public,
  };
}

const newsOfStore = (storeId: number, newsId: number) =>
  and(eq(storeNews.id, newsId), eq(storeNews.storeId, storeId));

export const newsHandlers = {
  async clientGetAllNews({ caller, services }) {
    const user = await requireStoreFeature(caller, services.db, FEATURE);
    const rows = await services.db
      .select()
      .from(storeNews)
      .where(eq(storeNews.storeId, user.storeId))
      .orderBy(desc(storeNews.createdAt), desc(storeNews.id));
    return { news: rows.map(newsView) };
  },

  async clientNewsAdd({ body, caller, services }) {
    const user = await requireStoreFeature(caller, services.db, FEATURE);
    const [row] = await services.db
      .insert(storeNews)
      .values({ ...newsValues(body), storeId: user.storeId, createdAt: services.now() })
      .returning();
    if (!row) throw new Error('The news was not created');
    return { m: messages.news.created, news: newsView(row) };
  },

  async clientNewsUpdate({ body, caller, services }) {
    const user = await requireStoreFeature(caller, services.db, FEATURE);
    const [row] = await services.db
      .update(storeNews)
      .set(newsValues(body))
      .where(newsOfStore(user.storeId, body.newsId))
      .returning();
    if (!row) throw notFound(messages.news.notFound);
    return { m: messages.news.updated, news: newsView(row) };
  },

  async clientNewsDelete({ body, caller, services }) {
    const user = await requireStoreFeature(caller, services.db, FEATURE);
    const deleted = await services.db
      .delete(storeNews)
      .where(newsOfStore(user.storeId, body.newsId))
      .returning({ id: storeNews.id });
    if (deleted.length === 0) throw notFound(messages.news.notFound);
    return { m: messages.news.deleted };
  },
} satisfies HandlerGroup;
