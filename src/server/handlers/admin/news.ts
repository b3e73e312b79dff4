/** The administrator's news ('Novedades') for the customers of every store. */
import { desc, eq } from 'drizzle-orm';
import type { EntityInput } from '../../../contract/types';
import type { HandlerGroup } from '../../contract/handlerTypes';
import { adminNews } from '../../db/schema';
import { notFound } from '../../http/apiError';
import { messages } from '../../messages';
import { newsView } from '../../views/newsView';

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

export const adminNewsHandlers = {
  async adminNewsGetAll({ services }) {
    const rows = await services.db
      .select()
      .from(adminNews)
      .orderBy(desc(adminNews.createdAt), desc(adminNews.id));
    return { news: rows.map(newsView) };
  },

  async adminNewsAdd({ body, services }) {
    const [row] = await services.db
      .insert(adminNews)
      .values({ ...newsValues(body), createdAt: services.now() })
      .returning();
    if (!row) throw new Error('The news was not created');
    return { m: messages.admin.newsCreated, news: newsView(row) };
  },

  async adminNewsUpdate({ body, services }) {
    const [row] = await services.db
      .update(adminNews)
      .set(newsValues(body))
      .where(eq(adminNews.id, body.newsId))
      .returning();
    if (!row) throw notFound(messages.admin.notFound.news);
    return { m: messages.admin.newsUpdated, news: newsView(row) };
  },

  async adminNewsDelete({ body, services }) {
    const deleted = await services.db
      .delete(adminNews)
      .where(eq(adminNews.id, body.newsId))
      .returning({ id: adminNews.id });
    if (deleted.length === 0) throw notFound(messages.admin.notFound.news);
    return { m: messages.admin.newsDeleted };
  },
} satisfies HandlerGroup;
