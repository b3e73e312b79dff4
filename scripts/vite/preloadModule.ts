/**
 * Adds modulepreload links to index.html for a module the entry imports lazily (src/boot.tsx, the
 * app's code, which the entry runs after the first paint) and for that module's static imports, so the
 * signed-in pages, which show nothing before the code runs, download it together with the entry.
 */
import { resolve } from 'node:path';
import type { Plugin, ResolvedConfig, Rolldown } from 'vite';

/** The chunks a chunk imports statically, itself included. */
export function staticImports(
  bundle: Rolldown.OutputBundle,
  fileName: string,
  into = new Set<string>(),
): Set<string> {
  const chunk = bundle[fileName];
  if (into.has(fileName) || chunk?.type !== 'chunk') return into;
  into.add(fileName);
  for (const imported of chunk.imports) staticImports(bundle, imported, into);
  return into;
}

/** The chunk built from a source module. */
export function chunkOf(
  bundle: Rolldown.OutputBundle,
  config: ResolvedConfig,
  source: string,
): Rolldown.OutputChunk {
  const path = resolve(config.root, source);
  const chunk = Object.values(bundle).find(
    (output) => output.type === 'chunk' && output.facadeModuleId === path,
  );
  if (chunk?.type !== 'chunk') throw new Error(`No chunk was built from ${source}`);
  return chunk;
}

export function modulePreloadLinks(hrefs: string[]): string {
  return hrefs.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`).join('\n    ');
}

/** The chunks a module needs, as addresses, but the entry (the page's script tag loads it). */
export function moduleAddresses(
  bundle: Rolldown.OutputBundle,
  config: ResolvedConfig,
  source: string,
): string[] {
  return [...staticImports(bundle, chunkOf(bundle, config, source).fileName)]
    .filter((file) => {
      const chunk = bundle[file];
      return chunk?.type === 'chunk' && !chunk.isEntry;
    })
    .map((file) => `${config.base}${file}`);
}

export function preloadModule(source: string): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'preload-module',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    enforce: 'post',
    configResolved(resolved) {
      config = resolved;
    },
    generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset') return;
      const html = String(index.source);
      if (!html.includes('</head>')) throw new Error('index.html has no </head>');
      const links = modulePreloadLinks(moduleAddresses(bundle, config, source));
      index.source = html.replace('</head>', `  ${links}\n  </head>`);
    },
  };
}
