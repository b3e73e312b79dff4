/**
 * The hand-written contract (openapi/openapi.yaml and the files it refers to) as Redocly reads it, with
 * every `x-crud` block expanded into its operations (expandCrud.ts) as the files are read: `npm run gen`
 * bundles it and `npm run lint:openapi` lints it, so both see the operations the compact form stands for.
 * `extraPaths` adds path files that openapi.yaml does not list, each of its `x-crud` operations at its
 * path (an entity that exists only in tests: tests/fixtures/suppliers/).
 */
import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BaseResolver, bundle, type Config, type Document, type Source } from '@redocly/openapi-core';
import type { OpenAPI3 } from 'openapi-typescript';
import { parse } from 'yaml';
import { CRUD_KEY, CRUD_OPERATIONS, expandCrud, operationKeyOf, withCrudExpanded } from './expandCrud';

// From the module's path, not `new URL(…, import.meta.url)`, which Vite rewrites in browser-like tests.
export const repositoryRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const contractEntry = join(repositoryRoot, 'openapi/openapi.yaml');

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The `paths` entries of an extra path file: each operation of its x-crud block at its path. */
function extraPathEntries(file: string): Record<string, { $ref: string }> {
  const parsed: unknown = parse(readFileSync(file, 'utf8'));
  const block = isObject(parsed) ? parsed[CRUD_KEY] : undefined;
  expandCrud(block, file, { root: repositoryRoot }); // its errors first, naming the file and field
  const ref = relative(dirname(contractEntry), file).split(sep).join('/');
  const entries: Record<string, { $ref: string }> = {};
  for (const name of CRUD_OPERATIONS) {
    const operation = isObject(block) ? block[name] : undefined;
    if (!isObject(operation) || typeof operation.path !== 'string') continue;
    entries[operation.path] = { $ref: `${ref}#/${operationKeyOf(operation.path)}` };
  }
  return entries;
}

/** Redocly's file reader, expanding x-crud blocks (and adding the extra paths to the root document). */
export class CrudResolver extends BaseResolver {
  constructor(private readonly extraPaths: readonly string[] = []) {
    super();
  }

  override parseDocument(source: Source, isRoot?: boolean): Document {
    const document = super.parseDocument(source, isRoot);
    const parsed = withCrudExpanded(document.parsed, source.absoluteRef, { root: repositoryRoot });
    if (source.absoluteRef === contractEntry && isObject(parsed) && isObject(parsed.paths)) {
      const extra = Object.assign({}, ...this.extraPaths.map(extraPathEntries));
      return { ...document, parsed: { ...parsed, paths: { ...parsed.paths, ...extra } } };
    }
    return { ...document, parsed };
  }
}

/** The contract bundled into one document (its errors thrown, each named). */
export async function bundleContract(config: Config, extraPaths: readonly string[] = []): Promise<OpenAPI3> {
  const result = await bundle({
    ref: contractEntry,
    config,
    dereference: false,
    externalRefResolver: new CrudResolver(extraPaths),
  });
  const errors = result.problems.filter((problem) => problem.severity === 'error');
  if (errors.length > 0) {
    throw new Error(`The contract does not bundle:\n${errors.map((p) => `- ${p.message}`).join('\n')}`);
  }
  return result.bundle.parsed as OpenAPI3;
}
