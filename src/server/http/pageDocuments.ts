/**
 * The signed-in pages' own documents (scripts/vite/prerender.ts): each static page's HTML paints its frame
 * with its title and first shape (src/app/pageShells.tsx). They sit under dist/pages/ by address
 * (`pages/dashboard/customers.html` for `/dashboard/customers`); an address without one (a row's page)
 * gets dashboard.html, the frame alone.
 */
import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** The folder of dist/ that holds them. */
export const PAGE_DOCUMENTS_DIR = 'pages';

/** The addresses that have their own document in a build, each with its file (relative to dist/). */
export function pageDocuments(distDir: string): Map<string, string> {
  const root = join(distDir, PAGE_DOCUMENTS_DIR);
  const documents = new Map<string, string>();
  let files: string[];
  try {
    files = readdirSync(root, { recursive: true, encoding: 'utf8' });
  } catch {
    return documents; // A build from before they existed.
  }
  for (const file of files) {
    if (!file.endsWith('.html')) continue;
    const address = `/${file.slice(0, -'.html'.length).split(sep).join('/')}`;
    documents.set(address, relative(distDir, join(root, file)).split(sep).join('/'));
  }
  return documents;
}

/** The address as a page's document is named: no query, no trailing slash. */
export function documentAddress(url: string): string {
  const path = url.split('?')[0] ?? '';
  return path.replace(/\/+$/, '') || '/';
}
