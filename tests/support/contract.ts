import { readFileSync } from 'node:fs';
import { createContractValidator } from '../../src/contract/contractValidator';

/** The bundled contract, as `npm run gen` writes it (read at run time: it is too large to type-check as a literal). */
export const contract: unknown = JSON.parse(
  readFileSync(new URL('../../src/contract/generated/openapi.json', import.meta.url), 'utf8'),
);

export const responseValidator = createContractValidator(contract, 'response');
export const requestValidator = createContractValidator(contract, 'request');
