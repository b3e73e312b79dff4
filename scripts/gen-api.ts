/**
 * Generates the typed API client's inputs from the hand-written contract:
 *   src/contract/generated/openapi.json  the contract bundled into one document (for the server and contract tests)
 *   src/contract/generated/schema.d.ts   TypeScript types of every operation (openapi-typescript)
 * With --check it writes nothing and fails when either file differs from what it would generate,
 * so a contract change without `npm run gen` cannot pass the test command.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { bundle, createConfig } from '@redocly/openapi-core';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';

const root = new URL('../', import.meta.url);
const contractEntry = fileURLToPath(new URL('openapi/openapi.yaml', root));
const outputs = {
  bundle: new URL('src/contract/generated/openapi.json', root),
  types: new URL('src/contract/generated/schema.d.ts', root),
};

async function bundleContract(): Promise<OpenAPI3> {
  const config = await createConfig({});
  const result = await bundle({ ref: contractEntry, config, dereference: false });
  const errors = result.problems.filter((problem) => problem.severity === 'error');
  if (errors.length > 0) {
    throw new Error(`The contract does not bundle:\n${errors.map((p) => `- ${p.message}`).join('\n')}`);
  }
  return result.bundle.parsed as OpenAPI3;
}

async function generate(): Promise<Record<keyof typeof outputs, string>> {
  const contract = await bundleContract();
  const ast = await openapiTS(contract, { readWriteMarkers: true, alphabetize: false });
  return {
    bundle: `${JSON.stringify(contract, null, 2)}\n`,
    types: astToString(ast),
  };
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
  const generated = await generate();
  const stale: string[] = [];
  for (const key of Object.keys(outputs) as (keyof typeof outputs)[]) {
    const file = outputs[key];
    if (check) {
      if ((await readIfPresent(file)) !== generated[key]) stale.push(fileURLToPath(file));
    } else {
      await writeFile(file, generated[key]);
    }
  }
  if (stale.length > 0) {
    console.error(`Generated files are stale; run \`npm run gen\` and commit:\n${stale.join('\n')}`);
    process.exitCode = 1;
  } else {
    console.log(check ? 'Generated API files are up to date.' : 'Generated src/contract/generated/.');
  }
}

await main();
