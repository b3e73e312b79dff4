/** The administrator's news ('Novedades') for the customers of every store. */
import { desc } from 'drizzle-orm';
import type { HandlerGroup } from '../../contract/handlerTypes';
import { adminNews } from '../../db/schema';
import { messages } from '../../messages';
import { contractEntity } from '../crud/crudEntity';
import { crudHandlers } from '../crud/crudHandlers';
import { platformScope } from '../crud/crudScope';

export const adminNewsHandlers = crudHandlers({
  operations: {
    list: 'adminNewsGetAll',
    add: 'adminNewsAdd',
    update: 'adminNewsUpdate',
    remove: 'adminNewsDelete',
  },
  table: adminNews,
  scope: platformScope,
  // The same News schema as the store's news: the factory's defaults serve both sides.
  entity: contractEntity('News'),
  orderBy: [desc(adminNews.createdAt), desc(adminNews.id)],
  addValues: (services) => ({ createdAt: services.now() }),
  idField: 'newsId',
  answerKeys: { list: 'news', item: 'news' },
  messages: messages.admin.news,
}) satisfies HandlerGroup;
