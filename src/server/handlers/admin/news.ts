/** The administrator's news ('Novedades') for the customers of every store. */
import { desc } from 'drizzle-orm';
import type { EntityInput } from '../../../contract/types';
import type { HandlerGroup } from '../../contract/handlerTypes';
import { adminNews } from '../../db/schema';
import { messages } from '../../messages';
import { newsView } from '../../views/newsView';
import { crudHandlers } from '../crud/crudHandlers';
import { platformScope } from '../crud/crudScope';

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

export const adminNewsHandlers = crudHandlers({
  operations: {
    list: 'adminNewsGetAll',
    add: 'adminNewsAdd',
    update: 'adminNewsUpdate',
    remove: 'adminNewsDelete',
  },
  table: adminNews,
  scope: platformScope,
  select: (db) => db.select().from(adminNews),
  orderBy: [desc(adminNews.createdAt), desc(adminNews.id)],
  view: newsView,
  values: newsValues,
  addValues: (services) => ({ createdAt: services.now() }),
  idField: 'newsId',
  answerKeys: { list: 'news', item: 'news' },
  messages: messages.admin.news,
}) satisfies HandlerGroup;
