import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { precompressDirectory } from '../../scripts/vite/precompress';

let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'precompress-'));
  await mkdir(join(dir, 'assets'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('the build’s compressed copies', () => {
  it('writes a brotli and a gzip copy beside every text file, with the same content', async () => {
    const script = 'export const greeting = "hola";\n'.repeat(200);
    await writeFile(join(dir, 'assets', 'index-abc.js'), script);
    await writeFile(join(dir, 'index.html'), `<!doctype html>${'<p>texto</p>'.repeat(100)}`);
    await precompressDirectory(dir);
    const br = await readFile(join(dir, 'assets', 'index-abc.js.br'));
    const gz = await readFile(join(dir, 'assets', 'index-abc.js.gz'));
    expect(brotliDecompressSync(br).toString()).toBe(script);
    expect(gunzipSync(gz).toString()).toBe(script);
    expect(br.length).toBeLessThan(script.length / 10);
    expect(existsSync(join(dir, 'index.html.br'))).toBe(true);
    expect(existsSync(join(dir, 'index.html.gz'))).toBe(true);
  });

  it('leaves tiny files, images and source maps alone', async () => {
    await writeFile(join(dir, 'assets', 'tiny.js'), 'export {};\n');
    await writeFile(join(dir, 'assets', 'logo.png'), Buffer.alloc(4096, 1));
    await writeFile(join(dir, 'assets', 'index-abc.js.map'), '{"mappings":""}'.repeat(200));
    await precompressDirectory(dir);
    for (const file of ['tiny.js', 'logo.png', 'index-abc.js.map']) {
      expect(existsSync(join(dir, 'assets', `${file}.br`)), file).toBe(false);
      expect(existsSync(join(dir, 'assets', `${file}.gz`)), file).toBe(false);
    }
  });
});
