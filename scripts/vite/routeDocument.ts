/**
 * A copy of index.html for the addresses of one part of the app (the signed-in frame), which also
 * preloads that part's chunks (each source module's, with their static imports); the server sends it
 * for those addresses. The frame's code (and the API client its first calls load) then downloads
 * together with the app's instead of once the app has run and asked for it: round trips less before a
 * signed-in page shows.
 */
import type { Plugin, ResolvedConfig } from 'vite';
import { moduleAddresses, modulePreloadLinks } from './preloadModule.ts';

export function routeDocument(fileName: string, sources: string[]): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'route-document',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    enforce: 'post',
    configResolved(resolved) {
      config = resolved;
    },
    generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset') return;
      const html = String(index.source);
      const present = new Set([...html.matchAll(/href="([^"]+)"/g)].map((match) => match[1]));
      const links = modulePreloadLinks(
        [...new Set(sources.flatMap((source) => moduleAddresses(bundle, config, source)))].filter(
          (href) => !present.has(href),
        ),
      );
      this.emitFile({ type: 'asset', fileName, source: html.replace('</head>', `  ${links}\n  </head>`) });
    },
  };
}
