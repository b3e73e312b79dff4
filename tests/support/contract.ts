import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createContractValidator } from '../../src/contract/contractValidator';

/** The bundled contract, as `npm run gen` writes it (read at run time: it is too large to type-check as a literal). */
export const contract: unknown = JSON.parse(
  // A path, not a URL: in a jsdom test the global URL is jsdom's, which readFileSync does not take.
  readFileSync(join(import.meta.dirname, '../../src/contract/generated/openapi.json'), 'utf8'),
);

export const responseValidator = createContractValidator(contract, 'response');
export const requestValidator = createContractValidator(contract, 'request');
