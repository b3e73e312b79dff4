/**
 * What the sign-in page costs: builds the app, follows the module graph from the entry and the sign-in
 * page's chunk, prints the gzip size of every file the browser loads for it, and fails when that code
 * includes a library the sign-in page must not load (charts, maps, form validators, tables) or when it
 * grows past its budget. It also checks that the map (Leaflet) loads only with the map point picker,
 * never with the engine's forms or another page.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Plugin } from 'vite';

const SIGN_IN_MODULE = 'src/screens/auth/SignInPage.tsx';
/** The one module that may bring Leaflet in, through React.lazy (src/entities/form/widgets/MapPointWidget). */
const MAP_MODULE = 'src/ui/map/MapPointPicker.tsx';
const MAP_PACKAGES = ['leaflet', 'react-leaflet', '@react-leaflet'];
const FORBIDDEN = ['recharts', 'leaflet', 'react-leaflet', 'ajv', '@rjsf', '@tanstack/react-table', 'd3-'];
/** Gzipped bytes the sign-in page may load (JS + CSS). */
const BUDGET_BYTES = 140 * 1024;

interface ChunkInfo {
  fileName: string;
  code: string;
  imports: string[];
  moduleIds: string[];
  isEntry: boolean;
  isDynamicEntry: boolean;
  facadeModuleId: string | null;
  css: string[];
}

function collectChunks(into: Map<string, ChunkInfo>, assets: Map<string, string>): Plugin {
  return {
    name: 'collect-chunks',
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type === 'asset') {
          assets.set(
            output.fileName,
            typeof output.source === 'string' ? output.source : Buffer.from(output.source).toString(),
          );
          continue;
        }
        const css = [...(output.viteMetadata?.importedCss ?? [])];
        into.set(output.fileName, {
          fileName: output.fileName,
          code: output.code,
          imports: output.imports,
          moduleIds: output.moduleIds,
          isEntry: output.isEntry,
          isDynamicEntry: output.isDynamicEntry,
          facadeModuleId: output.facadeModuleId,
          css,
        });
      }
    },
  };
}

function staticClosure(start: ChunkInfo[], chunks: Map<string, ChunkInfo>): ChunkInfo[] {
  const seen = new Map<string, ChunkInfo>();
  const queue = [...start];
  while (queue.length > 0) {
    const chunk = queue.shift();
    if (!chunk || seen.has(chunk.fileName)) continue;
    seen.set(chunk.fileName, chunk);
    for (const imported of chunk.imports) {
      const next = chunks.get(imported);
      if (next) queue.push(next);
    }
  }
  return [...seen.values()];
}

function packageOf(moduleId: string): string | null {
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(moduleId.replaceAll('\\', '/'));
  return match?.[1] ?? null;
}

function normalised(moduleId: string): string {
  return moduleId.replaceAll('\\', '/');
}

function hasMapCode(chunk: ChunkInfo): boolean {
  return chunk.moduleIds.some((id) => {
    const name = packageOf(id);
    return (name !== null && MAP_PACKAGES.includes(name)) || normalised(id).includes('/src/ui/map/');
  });
}

/**
 * Leaflet's chunks are loaded only by the picker's lazy chunk and by each other: no page, form or
 * entry imports them statically. Returns the problems found.
 */
function checkMapChunks(chunks: Map<string, ChunkInfo>): string[] {
  const picker = [...chunks.values()].find((chunk) =>
    normalised(chunk.facadeModuleId ?? '').endsWith(MAP_MODULE),
  );
  if (!picker) return [`No chunk of its own for ${MAP_MODULE}: is it still loaded with React.lazy?`];
  const problems: string[] = [];
  if (!picker.isDynamicEntry) problems.push(`${picker.fileName} (the map) is not loaded lazily`);
  const mapChunks = [...chunks.values()].filter(hasMapCode);
  for (const chunk of chunks.values()) {
    if (hasMapCode(chunk)) continue;
    const imported = chunk.imports.filter((file) => mapChunks.some((map) => map.fileName === file));
    if (imported.length > 0) problems.push(`${chunk.fileName} loads the map's code: ${imported.join(', ')}`);
  }
  console.log(`The map's code (Leaflet) is only in: ${mapChunks.map((chunk) => chunk.fileName).join(', ')}`);
  return problems;
}

async function main(): Promise<void> {
  const outDir = await mkdtemp(join(tmpdir(), 'signin-size-'));
  const chunks = new Map<string, ChunkInfo>();
  const assets = new Map<string, string>();
  try {
    await build({
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true, sourcemap: false },
      plugins: [collectChunks(chunks, assets)],
    });
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }

  const entries = [...chunks.values()].filter((chunk) => chunk.isEntry);
  const signIn = [...chunks.values()].find((chunk) =>
    chunk.facadeModuleId?.replaceAll('\\', '/').endsWith(SIGN_IN_MODULE),
  );
  if (!signIn) throw new Error(`No chunk for ${SIGN_IN_MODULE}: is the sign-in page still lazily loaded?`);
  const loaded = staticClosure([...entries, signIn], chunks);
  const cssFiles = [...new Set(loaded.flatMap((chunk) => chunk.css))];

  const rows = [
    ...loaded.map((chunk) => ({
      file: chunk.fileName,
      raw: Buffer.byteLength(chunk.code),
      gzip: gzipSync(chunk.code).length,
    })),
    ...cssFiles.map((file) => {
      const source = assets.get(file) ?? '';
      return { file, raw: Buffer.byteLength(source), gzip: gzipSync(source).length };
    }),
  ];
  const total = rows.reduce((sum, row) => sum + row.gzip, 0);
  console.log('What the sign-in page loads:');
  for (const row of rows) {
    console.log(
      `  ${row.file.padEnd(48)} ${(row.raw / 1024).toFixed(1).padStart(8)} kB  gzip ${(row.gzip / 1024).toFixed(1).padStart(7)} kB`,
    );
  }
  console.log(
    `  ${'total'.padEnd(48)} ${''.padStart(11)}  gzip ${(total / 1024).toFixed(1).padStart(7)} kB (budget ${BUDGET_BYTES / 1024} kB)`,
  );

  const packages = new Set(
    loaded.flatMap((chunk) => chunk.moduleIds.map(packageOf)).filter((name) => name !== null),
  );
  const forbidden = [...packages].filter((name) =>
    FORBIDDEN.some((prefix) => name === prefix || name.startsWith(prefix)),
  );
  console.log(`  packages: ${[...packages].sort().join(', ')}`);
  if (forbidden.length > 0) {
    console.error(`The sign-in page loads code it must not: ${forbidden.join(', ')}`);
    process.exitCode = 1;
  }
  const mapProblems = checkMapChunks(chunks);
  if (mapProblems.length > 0) {
    console.error(`The map loads with more than its own page:\n  ${mapProblems.join('\n  ')}`);
    process.exitCode = 1;
  }
  if (total > BUDGET_BYTES) {
    console.error(`The sign-in page loads ${(total / 1024).toFixed(1)} kB gzipped, over its budget.`);
    process.exitCode = 1;
  }
}

await main();
