/**
 * Serves the built front end (dist/) on the API's origin. Hashed assets are cached for a year; the HTML
 * is revalidated on every load so a new build is picked up. Client-side routes (/dashboard/…) get
 * index.html from the not-found handler (see app.ts), never API paths; '/' and '/signin' get the
 * sign-in page already rendered (signin.html, scripts/vite/prerender.ts), which paints before its
 * scripts load, and the signed-in pages their own document, which paints the frame with the page's title
 * and first shape and starts its calls (pages/…, src/server/http/pageDocuments.ts), or the frame alone
 * (dashboard.html) where a page has none. The build writes brotli and gzip copies of every text file (scripts/vite/precompress.ts);
 * each request gets the one its Accept-Encoding allows, with `Vary: Accept-Encoding`, or the plain file.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { documentAddress, pageDocumentFile, pageDocuments } from './pageDocuments';

/** The documents the build makes for some addresses, instead of index.html. */
const ROUTE_DOCUMENTS: Record<string, string> = {
  '/': 'signin.html',
  '/signin': 'signin.html',
};

/** The signed-in pages' document when a page has none of its own (a row's page). */
const SIGNED_IN_DOCUMENT = 'dashboard.html';

/** Registers dist/ when it has been built; answers whether it was. */
export async function registerFrontEnd(app: FastifyInstance, distDir: string): Promise<boolean> {
  if (!existsSync(join(distDir, 'index.html'))) return false;
  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/',
    index: ['index.html'],
    preCompressed: true,
    setHeaders(reply, filePath) {
      const hashed = filePath.includes(`${join(distDir, 'assets')}`);
      reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  for (const [path, file] of Object.entries(ROUTE_DOCUMENTS)) {
    // A build without it (an older one) still works: the path then falls through to index.html.
    if (existsSync(join(distDir, file))) app.get(path, (_request, reply) => reply.sendFile(file));
  }
  if (existsSync(join(distDir, SIGNED_IN_DOCUMENT))) {
    const ownDocuments = pageDocuments(distDir);
    const signedIn = (request: FastifyRequest, reply: FastifyReply) => {
      const address = documentAddress(request.url);
      return reply.sendFile(ownDocuments.has(address) ? pageDocumentFile(address) : SIGNED_IN_DOCUMENT);
    };
    app.get('/dashboard', signedIn);
    app.get('/dashboard/*', signedIn);
  }
  return true;
}
