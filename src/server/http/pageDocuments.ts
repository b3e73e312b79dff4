/**
 * The signed-in pages' own documents (scripts/vite/prerender.ts): each static page's HTML paints its frame
 * with its title and first shape (src/app/pageShells.tsx). They sit under dist/pages/ by address
 * (`pages/dashboard/customers.html` for `/dashboard/customers`); an address without one (a row's page)
 * gets dashboard.html, the frame alone.
 */
import { readdirSync } from 'node:fs';
import { join, sep } from 'node:path';
import { withoutTrailingSlash } from '../../lib/urlPath.ts';

/** The folder of dist/ that holds them. */
export const PAGE_DOCUMENTS_DIR = 'pages';

/**
 * Where a page's own document goes, relative to dist/: `pages/dashboard/customers.html` for
 * `/dashboard/customers`. The build writes it there (scripts/vite/prerender.ts); the server sends it for
 * that address (frontEnd.ts).
 */
export function pageDocumentFile(address: string): string {
  return `${PAGE_DOCUMENTS_DIR}${address}.html`;
}

/**
 * The addresses that have their own document in a build: each file under dist/pages/ read back as the
 * address pageDocumentFile names it for.
 */
export function pageDocuments(distDir: string): Set<string> {
  const addresses = new Set<string>();
  let files: string[];
  try {
    files = readdirSync(join(distDir, PAGE_DOCUMENTS_DIR), { recursive: true, encoding: 'utf8' });
  } catch {
    return addresses; // A build from before they existed.
  }
  for (const file of files) {
    if (file.endsWith('.html')) addresses.add(`/${file.slice(0, -'.html'.length).split(sep).join('/')}`);
  }
  return addresses;
}

/** The address as a page's document is named: no query, no trailing slash. */
export function documentAddress(url: string): string {
  return withoutTrailingSlash(url.split('?')[0] ?? '') || '/';
}
