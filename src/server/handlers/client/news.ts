/** The store's news ('Novedades') for its customers, while its plan has planShowNews. */
import { desc } from 'drizzle-orm';
import type { EntityInput } from '../../../contract/types';
import type { HandlerGroup } from '../../contract/handlerTypes';
import { storeNews } from '../../db/schema';
import { messages } from '../../messages';
import { newsView } from '../../views/newsView';
import { crudHandlers } from '../crud/crudHandlers';
import { storeScope } from '../crud/crudScope';

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

export const newsHandlers = crudHandlers({
  operations: {
    list: 'clientGetAllNews',
    add: 'clientNewsAdd',
    update: 'clientNewsUpdate',
    remove: 'clientNewsDelete',
  },
  table: storeNews,
  scope: storeScope(storeNews),
  select: (db) => db.select().from(storeNews),
  orderBy: [desc(storeNews.createdAt), desc(storeNews.id)],
  view: newsView,
  values: newsValues,
  addValues: (services) => ({ createdAt: services.now() }),
  idField: 'newsId',
  answerKeys: { list: 'news', item: 'news' },
  messages: messages.news,
}) satisfies HandlerGroup;
