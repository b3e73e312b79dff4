/**
 * What a plain entity costs, kept from creeping back (issue 16, "Done when"): the test-only suppliers
 * entity (tests/fixtures/suppliers/: schema, descriptor, texts, compact contract, table and one factory
 * call) goes through `npm run gen` beside the real sources, and stays within 8 files and 150 lines.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { generate } from '../../scripts/contract/generateAll';
import { supplierSources } from '../fixtures/suppliers/suppliers';

const fixture = join(dirname(fileURLToPath(import.meta.url)), '../fixtures/suppliers');
const MAX_FILES = 8;
const MAX_LINES = 150;

describe('the suppliers fixture', () => {
  it(`costs at most ${MAX_FILES} hand-written files and ${MAX_LINES} lines`, () => {
    const files = readdirSync(fixture);
    const lines = files.map((file) => readFileSync(join(fixture, file), 'utf8').trimEnd().split('\n').length);
    expect(files.length).toBeLessThanOrEqual(MAX_FILES);
    expect(lines.reduce((sum, count) => sum + count, 0)).toBeLessThanOrEqual(MAX_LINES);
  });

  it('goes through the generator with the real sources: its operations, their access and its page', async () => {
    const files = await generate(supplierSources);
    const bundle = JSON.parse(files.get('src/contract/generated/openapi.json') ?? '{}');
    const add = bundle.paths['/client/supplier/add']?.post;
    expect(add).toMatchObject({ operationId: 'clientSupplierAdd', 'x-access': 'storeSettings' });
    expect(add.description).toContain(
      'Access (x-access: "storeSettings"): the owner and employees with permStore.',
    );
    expect(files.get('src/contract/generated/schema.d.ts')).toContain('clientSupplierDelete');
    // The page takes its access from its list operation: page, menu and server agree by construction.
    expect(files.get('src/entities/generated/pages.ts')).toMatch(
      /"id": "suppliers",[^}]*"access": "storeSettings"/,
    );
    expect(files.has('src/entities/generated/resources/suppliers.ts')).toBe(true);
    expect(files.has('src/entities/generated/validators/suppliers.js')).toBe(true);
  }, 120_000);
});
