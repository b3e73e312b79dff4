import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SourceMapConsumer } from 'source-map-js';
import { build, type Rolldown } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHints } from '../../scripts/vite/compileHints';

let dir: string;
let outputs: (Rolldown.OutputChunk | Rolldown.OutputAsset)[];

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'compile-hints-'));
  await writeFile(join(dir, 'index.html'), '<!doctype html><script type="module" src="/main.js"></script>');
  // A dynamic import with a dependency of its own, so Vite's preload helper writes its first line too.
  await writeFile(
    join(dir, 'main.js'),
    'export function start() { return import("./lazy.js").then((m) => m.shout("hola")); }\nstart();\n',
  );
  await writeFile(
    join(dir, 'lazy.js'),
    'import "./lazy.css";\nexport function shout(word) {\n  return word.toUpperCase();\n}\n',
  );
  await writeFile(join(dir, 'lazy.css'), 'p { color: red; }');
  const result = await build({
    root: dir,
    configFile: false,
    logLevel: 'silent',
    plugins: [compileHints()],
    build: { write: false, sourcemap: true, minify: true },
  });
  outputs = (Array.isArray(result) ? result : [result]).flatMap((output) =>
    'output' in output ? output.output : [],
  );
}, 60_000);
afterAll(() => rm(dir, { recursive: true, force: true }));

const chunks = () => outputs.filter((output): output is Rolldown.OutputChunk => output.type === 'chunk');

describe('the compile hint on every chunk', () => {
  it('is the first line of each chunk, before the preload helper’s', () => {
    expect(chunks().length).toBeGreaterThanOrEqual(2);
    for (const chunk of chunks()) {
      expect(chunk.code.split('\n')[0], chunk.fileName).toBe(COMPILE_HINT);
      expect(chunk.code.indexOf(COMPILE_HINT, 1), chunk.fileName).toBe(-1);
    }
    expect(chunks().some((chunk) => chunk.code.split('\n')[1]?.includes('__vite__mapDeps'))).toBe(true);
  });

  it('keeps each source map pointing at the original code', () => {
    const lazy = chunks().find((chunk) => chunk.code.includes('toUpperCase'));
    if (!lazy) throw new Error('no chunk holds the lazy module');
    const mapFile = outputs.find((output) => output.fileName === `${lazy.fileName}.map`);
    if (mapFile?.type !== 'asset' || typeof mapFile.source !== 'string') throw new Error('no source map');
    const lines = lazy.code.split('\n');
    const line = lines.findIndex((text) => text.includes('toUpperCase'));
    const column = lines[line]?.indexOf('toUpperCase') ?? -1;
    const original = new SourceMapConsumer(JSON.parse(mapFile.source)).originalPositionFor({
      line: line + 1,
      column,
    });
    expect(original.source).toMatch(/lazy\.js$/);
    expect(original.line).toBe(3);
  });
});
