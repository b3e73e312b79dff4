/**
 * Serves the built front end (dist/) on the API's origin. Hashed assets are cached for a year; the HTML
 * is revalidated on every load so a new build is picked up. Client-side routes (/dashboard/…) get
 * index.html from the not-found handler (see app.ts), never API paths; '/' and '/signin' get the
 * sign-in page already rendered (signin.html, scripts/vite/prerender.ts), which paints before its
 * scripts load, and the signed-in pages a copy of index.html that also preloads the frame's code
 * (dashboard.html, scripts/vite/routeDocument.ts). The build writes brotli and gzip copies of every text file (scripts/vite/precompress.ts);
 * each request gets the one its Accept-Encoding allows, with `Vary: Accept-Encoding`, or the plain file.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** The documents the build makes for some addresses, instead of index.html. */
const ROUTE_DOCUMENTS: Record<string, string> = {
  '/': 'signin.html',
  '/signin': 'signin.html',
  '/dashboard': 'dashboard.html',
  '/dashboard/*': 'dashboard.html',
};

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
  return true;
}
