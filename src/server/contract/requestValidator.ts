/**
 * Validates request bodies against the contract's request view (src/contract: read-only fields gone,
 * every object closed so unknown keys are refused) and fills in the defaults the contract declares, so a
 * handler always receives the complete body its type describes.
 */
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { contractView } from '../../contract/schemaViews';
import type { Said } from '../said';
import { validationMessage } from './validationMessage';

export type RequestCheck = { ok: true } | { ok: false; message: Said };

export interface RequestValidator {
  /** Checks `body` for the operation at `path`; on success the body now holds the defaults too. */
  check(path: string, body: unknown): RequestCheck;
}

const DOCUMENT_ID = 'request-view.json';

function escapePointer(segment: string): string {
  return segment.replaceAll('~', '~0').replaceAll('/', '~1');
}

export function createRequestValidator(
  contract: Record<string, unknown>,
  paths: readonly string[],
): RequestValidator {
  const view = contractView(contract, 'request');
  const ajv = new Ajv2020({
    allErrors: false,
    strict: true,
    strictTypes: false,
    validateSchema: false,
    useDefaults: true,
  });
  addFormats(ajv);
  // As in src/contract: the whole document is registered so '#/components/…' references resolve.
  ajv.addVocabulary(Object.keys(view));
  ajv.addSchema({ ...view, $id: DOCUMENT_ID });
  // Compiled up front: the first request of each operation should not pay for it, and a schema Ajv
  // cannot compile stops the server at start rather than on a customer's click.
  const validators = new Map<string, ValidateFunction>();
  for (const path of paths) {
    const pointer = `#/paths/${escapePointer(path)}/post/requestBody/content/application~1json/schema`;
    validators.set(path, ajv.compile({ $ref: `${DOCUMENT_ID}${pointer}` }));
  }
  return {
    check(path, body) {
      const validate = validators.get(path);
      if (!validate) throw new Error(`No request schema for ${path}`);
      if (validate(body)) return { ok: true };
      return { ok: false, message: validationMessage(validate.errors ?? []) };
    },
  };
}
