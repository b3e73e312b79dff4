/**
 * Brotli and gzip copies of the built front end, written beside each file (`x.js.br`, `x.js.gz`), so the
 * server sends them by Accept-Encoding without compressing on every request (@fastify/static
 * `preCompressed`). Built once at the highest levels, which would be too slow per request: the entry
 * chunk goes out as about a third of its size.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { extname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats worth compressing; images and fonts are compressed already. Source maps only serve
 * the browser's developer tools, so they are not worth the build time. */
const COMPRESSIBLE = new Set([
  '.js',
  '.mjs',
  '.css',
  '.html',
  '.svg',
  '.json',
  '.txt',
  '.xml',
  '.webmanifest',
]);
/** Below this, the headers cost more than compression saves. */
const MIN_BYTES = 512;

export interface CompressedFile {
  file: string;
  raw: number;
  br: number;
  gzip: number;
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

/** Writes `.br` and `.gz` beside every compressible file of `dir` that compression makes smaller. */
export async function precompressDirectory(dir: string): Promise<CompressedFile[]> {
  const files = (await filesUnder(dir)).filter((file) => COMPRESSIBLE.has(extname(file)));
  const written: CompressedFile[] = [];
  for (const file of files) {
    const source = await readFile(file);
    if (source.length < MIN_BYTES) continue;
    const [br, gz] = await Promise.all([
      brotli(source, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
        },
      }),
      gzipAsync(source, { level: constants.Z_BEST_COMPRESSION }),
    ]);
    // A copy no smaller than the file would only cost a disk read; the server then sends the file.
    if (br.length < source.length) await writeFile(`${file}.br`, br);
    if (gz.length < source.length) await writeFile(`${file}.gz`, gz);
    written.push({ file, raw: source.length, br: br.length, gzip: gz.length });
  }
  return written;
}

/** The Vite plugin: compresses the output folder once the build has written it. */
export function precompress(): Plugin {
  let outDir = '';
  let write = true;
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      write = config.build.write;
    },
    async closeBundle() {
      if (write) await precompressDirectory(outDir);
    },
  };
}
