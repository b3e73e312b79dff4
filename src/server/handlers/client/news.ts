/** The store's news ('Novedades') for its customers, while its plan has planShowNews. */
import { desc } from 'drizzle-orm';
import type { HandlerGroup } from '../../contract/handlerTypes';
import { storeNews } from '../../db/schema';
import { messages } from '../../messages';
import { contractEntity } from '../crud/crudEntity';
import { crudHandlers } from '../crud/crudHandlers';
import { storeScope } from '../crud/crudScope';

export const newsHandlers = crudHandlers({
  operations: {
    list: 'clientGetAllNews',
    add: 'clientNewsAdd',
    update: 'clientNewsUpdate',
    remove: 'clientNewsDelete',
  },
  table: storeNews,
  scope: storeScope(storeNews),
  // Its answers and writes are the News schema's fields, copied: the factory's defaults.
  entity: contractEntity('News'),
  orderBy: [desc(storeNews.createdAt), desc(storeNews.id)],
  addValues: (services) => ({ createdAt: services.now() }),
  idField: 'newsId',
  answerKeys: { list: 'news', item: 'news' },
  messages: messages.news,
}) satisfies HandlerGroup;
