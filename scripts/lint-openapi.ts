/**
 * `npm run lint:openapi`: Redocly's lint of openapi/openapi.yaml by the rules of redocly.yaml, reading the
 * files as `npm run gen` does — each `x-crud` block expanded into its operations — so the operations of
 * the compact form are held to the same rules as the hand-written ones. Fails on any error.
 */
import { fileURLToPath } from 'node:url';
import { formatProblems, getTotals, lint, loadConfig } from '@redocly/openapi-core';
import { CrudResolver, contractEntry } from './contract/bundleContract';

const config = await loadConfig({ configPath: fileURLToPath(new URL('../redocly.yaml', import.meta.url)) });
const problems = await lint({ ref: contractEntry, config, externalRefResolver: new CrudResolver() });
const totals = getTotals(problems);
formatProblems(problems, { format: 'stylish', totals, version: 'lint-openapi', color: false });
if (totals.errors > 0) {
  console.error(`openapi/openapi.yaml: ${totals.errors} errors.`);
  process.exitCode = 1;
} else {
  console.log(`openapi/openapi.yaml: valid (${totals.warnings} warnings).`);
}
