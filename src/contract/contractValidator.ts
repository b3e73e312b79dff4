import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { contractView, type Direction } from './schemaViews';

/**
 * Checks bodies against the contract: a request body against its operation's request schema, an answer
 * against the schema of its status ('200', or the 4XX error envelope). Built once per contract and
 * direction; each operation's validator is compiled on first use.
 */
export interface ContractValidator {
  /** Empty when the body matches; otherwise Ajv's errors with the path of each wrong field. */
  validate(path: string, body: unknown, status?: number): ErrorObject[];
  /** Whether the contract has this operation. */
  hasOperation(path: string): boolean;
}

type JsonObject = { [key: string]: unknown };

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function escapePointer(segment: string): string {
  return segment.replaceAll('~', '~0').replaceAll('/', '~1');
}

function resolveLocalRef(doc: JsonObject, node: unknown): unknown {
  if (!isObject(node) || typeof node.$ref !== 'string' || !node.$ref.startsWith('#/')) return node;
  let target: unknown = doc;
  for (const segment of node.$ref.slice(2).split('/')) {
    const key = segment.replaceAll('~1', '/').replaceAll('~0', '~');
    target = isObject(target) ? target[key] : undefined;
  }
  return target;
}

function statusKey(responses: JsonObject, status: number): string | undefined {
  const exact = String(status);
  if (exact in responses) return exact;
  const range = `${exact[0]}XX`;
  if (range in responses) return range;
  return 'default' in responses ? 'default' : undefined;
}

const CONTRACT_ID = 'contract.json';

export function createContractValidator(bundledContract: unknown, direction: Direction): ContractValidator {
  const view = contractView(bundledContract, direction);
  if (!isObject(view) || !isObject(view.paths)) throw new TypeError('Not an OpenAPI document');
  const doc: JsonObject = view;
  const paths = view.paths;
  const ajv = new Ajv2020({ allErrors: true, strict: true, strictTypes: false, validateSchema: false });
  addFormats(ajv);
  // The whole document is registered so that its '#/components/…' references resolve; its OpenAPI
  // keywords are declared so strict mode accepts the root while still checking every schema inside.
  ajv.addVocabulary(Object.keys(doc));
  ajv.addSchema({ ...doc, $id: CONTRACT_ID });
  const compiled = new Map<string, ValidateFunction>();

  function operation(path: string): JsonObject {
    const pathItem = paths[path];
    if (!isObject(pathItem) || !isObject(pathItem.post))
      throw new Error(`The contract has no operation ${path}`);
    return pathItem.post;
  }

  function schemaPointer(path: string, status: number): string {
    const base = `#/paths/${escapePointer(path)}/post`;
    if (direction === 'request') {
      const body = resolveLocalRef(doc, operation(path).requestBody);
      const media = isObject(body) && isObject(body.content) ? Object.keys(body.content)[0] : undefined;
      if (!media) throw new Error(`${path} has no request body`);
      return `${base}/requestBody/content/${escapePointer(media)}/schema`;
    }
    const responses = operation(path).responses;
    if (!isObject(responses)) throw new Error(`${path} has no responses`);
    const key = statusKey(responses, status);
    if (!key) throw new Error(`${path} does not answer status ${status}`);
    const response = responses[key];
    if (isObject(response) && typeof response.$ref === 'string') {
      // A shared response object: point into it rather than at the reference.
      return `${response.$ref}/content/application~1json/schema`;
    }
    return `${base}/responses/${key}/content/application~1json/schema`;
  }

  return {
    hasOperation: (path) => isObject(paths[path]),
    validate(path, body, status = 200) {
      const pointer = schemaPointer(path, status);
      let validator = compiled.get(pointer);
      if (!validator) {
        validator = ajv.compile({ $ref: `${CONTRACT_ID}${pointer}` });
        compiled.set(pointer, validator);
      }
      return validator(body) ? [] : [...(validator.errors ?? [])];
    },
  };
}
