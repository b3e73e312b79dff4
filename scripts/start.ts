/**
 * `npm start`: builds the front end when dist/ is missing or older than its sources (one build at a
 * time when several start at once in this checkout), then runs the reference server, which serves dist/
 * and the API on one origin.
 */
import { existsSync } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { buildOnce } from './start/buildOnce';

const root = fileURLToPath(new URL('..', import.meta.url));
/** What the browser bundle is built from; the server's own code (src/server) is not part of it. */
const FRONT_END_SOURCES = ['src', 'public', 'index.html', 'vite.config.ts', 'scripts/vite', 'package.json'];
const SERVER_ONLY = join(root, 'src', 'server');

async function newestChange(path: string): Promise<number> {
  if (path === SERVER_ONLY || !existsSync(path)) return 0;
  const info = await stat(path);
  if (!info.isDirectory()) return info.mtimeMs;
  const entries = await readdir(path);
  const times = await Promise.all(entries.map((entry) => newestChange(join(path, entry))));
  return Math.max(info.mtimeMs, ...times);
}

async function frontEndIsStale(): Promise<boolean> {
  const built = join(root, 'dist', 'index.html');
  if (!existsSync(built)) return true;
  const builtAt = (await stat(built)).mtimeMs;
  const sources = await Promise.all(FRONT_END_SOURCES.map((source) => newestChange(join(root, source))));
  return Math.max(...sources) > builtAt;
}

await buildOnce({
  lock: join(root, '.build-lock'),
  isStale: frontEndIsStale,
  async build() {
    console.log('Construyendo la aplicación (vite build)…');
    await build({ root, logLevel: 'warn' });
  },
});
await import('../src/server/main');
