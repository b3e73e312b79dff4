/**
 * Renders the sign-in page at build time into `signin.html` (the built index.html with the page's HTML
 * in #root, its title, its language and direction), which the server sends for '/' and '/signin'. The
 * page then paints after one HTML and one style sheet, before a script has loaded: without it, the
 * first paint waited for ~110 KB of JavaScript, its run on a phone's CPU, and then the page's own chunk.
 * The render runs the app's own components (src/prerender.tsx, built for Node by a nested Vite build),
 * so it cannot drift from what the browser hydrates.
 *
 * The scripts are not preloaded from the head, where they would share a slow connection with the style
 * sheet the paint waits for: the page lists them in a <template> (inert, nothing is fetched), and the
 * entry (src/main.tsx) puts them in the head after the first paint, all at once, so the app's code and
 * the page's chunk download in parallel instead of one after the other.
 *
 * One tiny inline script in the head (src/earlySignIn.ts, allowed by its hash in the server's
 * Content-Security-Policy) keeps a submission sent before those scripts have run; in the head, before the
 * style sheet, so that it runs at once rather than after the style sheet has loaded.
 */
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { AFTER_PAINT_SCRIPTS_ID } from '../../src/afterPaintScripts.ts';
import { EARLY_CALLS_MAP_ID, EARLY_CALLS_SCRIPT, type EarlyCallsMap } from '../../src/earlyCalls.ts';
import { EARLY_SIGN_IN_SCRIPT } from '../../src/earlySignIn.ts';
import type { PrerenderedPage, PrerenderedShell } from '../../src/prerender.tsx';
import { pageDocumentFile } from '../../src/server/http/pageDocuments.ts';
import { moduleAddresses, modulePreloadLinks } from './preloadModule.ts';

const RENDER_MODULE = 'src/prerender.tsx';
const PAGE_MODULE = 'src/screens/auth/SignInPage.tsx';
/** The app's code, which the entry imports after the first paint. */
const APP_MODULE = 'src/boot.tsx';
const PRERENDERED_FILE = 'signin.html';
/** The signed-in pages' document (scripts/vite/routeDocument.ts), which starts their first calls. */
const SIGNED_IN_FILE = 'dashboard.html';

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

function replaceOnce(
  html: string,
  pattern: string | RegExp,
  replacement: string | ((match: string) => string),
): string {
  const found = typeof pattern === 'string' ? html.includes(pattern) : pattern.test(html);
  if (!found) throw new Error(`prerender: index.html has no ${String(pattern)}`);
  // A function, so that no '$' in the replacement is read as a pattern.
  return html.replace(pattern, typeof replacement === 'string' ? () => replacement : replacement);
}

/**
 * A style attribute or an inline script would be refused by the Content-Security-Policy (which allows
 * the early scripts by their hashes only).
 */
function refuseInlineCode(rendered: string): void {
  if (/<script|\sstyle="/i.test(rendered)) {
    throw new Error('prerender: the page rendered an inline script or style attribute');
  }
}

/** Matches one module preload of the head with the white space before it; the link is group 1. */
const MODULE_PRELOAD = /\s*(<link rel="modulepreload"[^>]*>)/g;

/**
 * What both prerendered documents do to the built HTML: `<html>` in the page's language and direction,
 * the page's HTML in #root (with `rootAttributes`), and no module preload in the head, where it would
 * share a slow connection with the style sheet the first paint waits for: the template after #root
 * lists the links `afterPaint` answers, given those the head had, and src/main.tsx fetches them once
 * the page has painted, all at once.
 */
function paintFirstDocument(
  html: string,
  page: Omit<PrerenderedPage, 'title'>,
  rootAttributes: string,
  afterPaint: (headPreloads: string[]) => string,
): string {
  refuseInlineCode(page.html);
  const withLanguage = replaceOnce(html, /<html[^>]*>/, `<html lang="${page.lang}" dir="${page.dir}">`);
  const headPreloads = [...withLanguage.matchAll(MODULE_PRELOAD)].map((match) => match[1] ?? '');
  const withoutPreloads = withLanguage.replace(MODULE_PRELOAD, '');
  const template = `<template id="${AFTER_PAINT_SCRIPTS_ID}">\n    ${afterPaint(headPreloads)}\n    </template>`;
  return replaceOnce(
    withoutPreloads,
    '<div id="root"></div>',
    `<div id="root"${rootAttributes}>${page.html}</div>\n    ${template}`,
  );
}

/** The built index.html with the rendered page in it, its scripts to be preloaded after the first paint. */
export function pageDocument(indexHtml: string, page: PrerenderedPage, scripts: string[]): string {
  const withTitle = replaceOnce(
    indexHtml,
    /<title>[^<]*<\/title>/,
    `<title>${escapeHtml(page.title)}</title>\n    <script>${EARLY_SIGN_IN_SCRIPT}</script>`,
  );
  // The scripts the page and the app's code need, rather than the entry's preloads the build wrote.
  return paintFirstDocument(withTitle, page, ` data-prerendered="${page.lang}"`, () =>
    modulePreloadLinks(scripts),
  );
}

/**
 * The signed-in pages' document with the frame, rendered without its account (src/app/layout/FrameShell.tsx),
 * in #root: the first paint needs the HTML and the style sheet only. The app replaces it (boot.tsx),
 * never hydrates it: who is signed in is not known when it is built.
 */
export function frameDocument(html: string, frame: Omit<PrerenderedPage, 'title'>): string {
  // As on the sign-in page, the code waits for the first paint: now that the frame paints from HTML,
  // ~300 KB of preloads in the head would only hold back the style sheet it waits for.
  return paintFirstDocument(html, frame, '', (headPreloads) => headPreloads.join('\n    '));
}

/**
 * The signed-in pages' document with the calls they need started from its head (src/earlyCalls.ts): the
 * list of calls as JSON (a data block, which runs nothing) and the inline script that reads it, first in
 * the head, so the calls leave before the style sheet and the scripts are even asked for.
 */
export function earlyCallsDocument(html: string, map: EarlyCallsMap): string {
  // '<' escaped, so that no value can end the block.
  const json = JSON.stringify(map).replaceAll('<', '\\u003c');
  return replaceOnce(
    html,
    /<title>[^<]*<\/title>/,
    (title) =>
      `${title}\n    <script type="application/json" id="${EARLY_CALLS_MAP_ID}">${json}</script>\n    <script>${EARLY_CALLS_SCRIPT}</script>`,
  );
}

/**
 * The map with each page's source modules replaced by the addresses of the chunks they need that the
 * document does not already load or preload.
 */
export function withModuleAddresses(
  map: EarlyCallsMap,
  addressesOf: (source: string) => string[],
  html: string,
): EarlyCallsMap {
  const present = new Set([...html.matchAll(/(?:href|src)="([^"]+)"/g)].map((match) => match[1]));
  return Object.fromEntries(
    Object.entries(map).map(([path, page]) => {
      if (!page.modules) return [path, page];
      const modules = [...new Set(page.modules.flatMap(addressesOf))].filter((href) => !present.has(href));
      return [path, { ...page, modules }];
    }),
  );
}

interface RenderModule {
  prerenderSignIn: () => Promise<PrerenderedPage>;
  prerenderFrame: () => Promise<Omit<PrerenderedPage, 'title'>>;
  prerenderPageShells: () => Promise<PrerenderedShell[]>;
  earlyCallsMap: () => Promise<EarlyCallsMap>;
}

interface Rendered {
  page: PrerenderedPage;
  frame: Omit<PrerenderedPage, 'title'>;
  shells: PrerenderedShell[];
  calls: EarlyCallsMap;
}

/** The early calls a page's own document needs: every page's (the frame's) and its own. */
export function callsOfPage(map: EarlyCallsMap, address: string): EarlyCallsMap {
  const own = map[address];
  return { ...(map[''] ? { '': map[''] } : {}), ...(own ? { [address]: own } : {}) };
}

async function renderPage(config: ResolvedConfig): Promise<Rendered> {
  const cacheRoot = resolve(config.root, config.cacheDir);
  await mkdir(cacheRoot, { recursive: true });
  // Under node_modules, so that Node finds the packages the server build leaves external.
  const outDir = await mkdtemp(join(cacheRoot, 'prerender-'));
  try {
    await build({
      configFile: false,
      root: config.root,
      mode: config.mode,
      envDir: config.envDir,
      logLevel: 'warn',
      plugins: [react()],
      build: {
        ssr: RENDER_MODULE,
        outDir,
        emptyOutDir: true,
        sourcemap: false,
        minify: false,
        rolldownOptions: { output: { entryFileNames: 'prerender.mjs' } },
      },
    });
    const module = (await import(pathToFileURL(join(outDir, 'prerender.mjs')).href)) as RenderModule;
    return {
      page: await module.prerenderSignIn(),
      frame: await module.prerenderFrame(),
      shells: await module.prerenderPageShells(),
      calls: await module.earlyCallsMap(),
    };
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}

export function prerenderSignIn(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'prerender-sign-in',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    enforce: 'post',
    configResolved(resolved) {
      config = resolved;
    },
    async generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset') return;
      const scripts = [
        ...new Set([
          ...moduleAddresses(bundle, config, APP_MODULE),
          ...moduleAddresses(bundle, config, PAGE_MODULE),
        ]),
      ];
      const { page, frame, shells, calls } = await renderPage(config);
      this.emitFile({
        type: 'asset',
        fileName: PRERENDERED_FILE,
        source: pageDocument(String(index.source), page, scripts),
      });
      // The early calls go to the page's own origin: with the API elsewhere (VITE_API_HOST), whose
      // policy this server does not write, the pages make their calls themselves.
      const signedIn = bundle[SIGNED_IN_FILE];
      if (signedIn?.type !== 'asset') return;
      const source = String(signedIn.source);
      const html = frameDocument(source, frame);
      const addressesOf = (module: string) => moduleAddresses(bundle, config, module);
      const pageCalls = withModuleAddresses(calls, addressesOf, html);
      const withCalls = (document: string, map: EarlyCallsMap) =>
        config.env.VITE_API_HOST ? document : earlyCallsDocument(document, map);
      // dashboard.html, for the addresses with a row in them, keeps every page's calls: a server that
      // sends it for every address (an older one, a proxy's own rule) still starts each page's.
      signedIn.source = withCalls(html, pageCalls);
      for (const shell of shells) {
        this.emitFile({
          type: 'asset',
          fileName: pageDocumentFile(shell.address),
          source: withCalls(
            frameDocument(source, { ...frame, html: shell.html }),
            callsOfPage(pageCalls, shell.address),
          ),
        });
      }
    },
  };
}
