/**
 * Every file `npm run gen` writes, from the hand-written sources (the contract, the descriptors, the
 * texts), as text by path — scripts/gen-api.ts writes or checks them, tests generate with extra sources.
 */
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createConfig } from '@redocly/openapi-core';
import openapiTS, { astToString } from 'openapi-typescript';
import { describeOperationAccess, operationAccess, withoutAccess } from '../contractAccess';
import { type ExtraSources, GENERATED_DIR, generateEntities } from '../entities/generateEntities';
import { bundleContract } from './bundleContract';

const root = new URL('../../', import.meta.url);
const outputs = {
  bundle: new URL('src/contract/generated/openapi.json', root),
  types: new URL('src/contract/generated/schema.d.ts', root),
};

/**
 * Every generated file by its path from the repository's root. `extra` adds sources that live elsewhere
 * (an entity that exists only in tests: its path file, descriptor and texts), generated with the real ones.
 */
export async function generate(extra?: ExtraSources): Promise<Map<string, string>> {
  const contract = await bundleContract(await createConfig({}), extra?.contract);
  const access = operationAccess(contract as unknown as Record<string, unknown>);
  if (access.errors.length > 0)
    throw new Error(
      `The contract's access rules are wrong:\n${access.errors.map((e) => `- ${e}`).join('\n')}`,
    );
  describeOperationAccess(contract as unknown as Record<string, unknown>, access.access);
  // openapi-typescript reads any allOf/anyOf as a schema, x-access's too; the types need no access.
  const ast = await openapiTS(withoutAccess(contract), { readWriteMarkers: true, alphabetize: false });
  const files = new Map<string, string>([
    [relative(fileURLToPath(root), fileURLToPath(outputs.bundle)), `${JSON.stringify(contract, null, 2)}\n`],
    [relative(fileURLToPath(root), fileURLToPath(outputs.types)), astToString(ast)],
  ]);
  const entities = generateEntities(contract, access.access, extra);
  if (entities.errors.length > 0) {
    throw new Error(
      `The resource descriptors do not match the contract:\n${entities.errors.map((e) => `- ${e}`).join('\n')}`,
    );
  }
  for (const [file, content] of entities.files) files.set(`${GENERATED_DIR}${file}`, content);
  return files;
}
