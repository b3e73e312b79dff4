/**
 * GET /uploads/<kind>/<name>: an uploaded file, from the database, so whichever server process a
 * request reaches serves it. Its address never changes what it names (the name comes from the bytes),
 * so it is cached for a year as immutable, with the bytes' hash as ETag for a conditional request. The
 * bytes are streamed chunk by chunk (uploadContent.ts). The answer carries the security headers every
 * answer has (nosniff above all: the type is the one recorded, read from the bytes at upload). A HEAD
 * request gets the headers without reading the bytes. An unknown file falls to the not-found handler,
 * as any API path.
 */
import { and, eq, isNotNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/database';
import { uploads } from '../db/schema';
import { uploadContentStream } from './uploadContent';
import { UPLOADS_URL_PREFIX } from './uploadPaths';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Does If-None-Match name this ETag (or any, `*`)? Weak validators compare equal too. */
function isNotModified(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}

export function registerUploadServing(app: FastifyInstance, db: Database): void {
  app.route<{ Params: { '*': string } }>({
    method: ['GET', 'HEAD'],
    url: `${UPLOADS_URL_PREFIX}*`,
    exposeHeadRoute: false,
    async handler(request: FastifyRequest<{ Params: { '*': string } }>, reply: FastifyReply) {
      const [file] = await db
        .select({ id: uploads.id, contentType: uploads.contentType, size: uploads.size, hash: uploads.hash })
        .from(uploads)
        .where(and(eq(uploads.path, request.params['*']), isNotNull(uploads.hash)))
        .limit(1);
      if (!file?.hash) return reply.callNotFound();
      const etag = `"${file.hash}"`;
      reply.header('etag', etag).header('cache-control', IMMUTABLE);
      if (isNotModified(request.headers['if-none-match'], etag)) return reply.code(304).send();
      reply.header('content-type', file.contentType).header('content-length', String(file.size));
      if (request.method === 'HEAD') return reply.send();
      return reply.send(uploadContentStream(db, file.id, file.size));
    },
  });
}
