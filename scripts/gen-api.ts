/**
 * Generates the typed API client's inputs from the hand-written contract:
 *   src/contract/generated/openapi.json  the contract bundled into one document (for the server and contract tests)
 *   src/contract/generated/schema.d.ts   TypeScript types of every operation (openapi-typescript)
 * and the entity engine's registry, forms and precompiled validators (scripts/entities/generateEntities.ts).
 * With --check it writes nothing and fails when any file differs from what it would generate (or a
 * generated file is left over), so a contract or descriptor change without `npm run gen` cannot pass
 * the test command.
 */
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generate } from './contract/generateAll';
import { GENERATED_DIR } from './entities/generateEntities';

const root = new URL('../', import.meta.url);

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true }).catch(() => []);
  const nested = await Promise.all(
    entries.map((entry) =>
      entry.isDirectory()
        ? filesUnder(join(folder, entry.name))
        : Promise.resolve([join(folder, entry.name)]),
    ),
  );
  return nested.flat();
}

async function readIfPresent(file: URL): Promise<string | null> {
  try {
    return await readFile(file, 'utf8');
  } catch {
    return null;
  }
}

async function main(): Promise<void> {
  const check = process.argv.includes('--check');
  const rootPath = fileURLToPath(root);
  const generated = await generate();
  const stale: string[] = [];
  for (const [file, content] of generated) {
    const path = join(rootPath, file);
    if (check) {
      if ((await readIfPresent(new URL(file, root))) !== content) stale.push(file);
    } else {
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, content);
    }
  }
  for (const path of await filesUnder(join(rootPath, GENERATED_DIR))) {
    const file = relative(rootPath, path);
    if (generated.has(file)) continue;
    if (check) stale.push(`${file} (no longer generated)`);
    else await rm(path);
  }
  if (stale.length > 0) {
    console.error(`Generated files are stale; run \`npm run gen\` and commit:\n${stale.join('\n')}`);
    process.exitCode = 1;
  } else {
    console.log(
      check
        ? 'Generated files are up to date.'
        : 'Generated src/contract/generated/ and src/entities/generated/.',
    );
  }
}

await main();
