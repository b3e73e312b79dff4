/**
 * Turns Ajv's errors into one Spanish sentence that names the field as the client sent it
 * ("Falta el campo 'email'.", "El campo 'points' debe ser un número entero."), with the message's key
 * and values (`validation.tooShort`, { field: 'password', min: 8 }) so the back office says it in the
 * user's language with the field's label. Only the first problem is told: one clear sentence helps
 * more than a list.
 */
import type { ErrorObject } from 'ajv';
import imageUrl from '../../../schemas/common/ImageUrl.json';
import linkUrl from '../../../schemas/common/LinkUrl.json';
import { messages } from '../messages';
import type { Said } from '../said';

const v = messages.validation;

/** Patterns of the contract with a sentence of their own: what the field must be, not just "not valid". */
const PATTERN_MESSAGES = new Map<string, (values: { field: string }) => Said>([
  [linkUrl.pattern, v.notWebLink],
  [imageUrl.pattern, v.notImageAddress],
]);
const COMBINATORS = new Set(['oneOf', 'anyOf', 'allOf', 'if', 'not']);

/** '/customerIds/3/name' -> 'customerIds[3].name' (the field as the client wrote it). */
export function fieldName(instancePath: string, child?: string): string {
  const segments = instancePath
    .split('/')
    .slice(1)
    .map((segment) => segment.replaceAll('~1', '/').replaceAll('~0', '~'));
  if (child !== undefined) segments.push(child);
  let name = '';
  for (const segment of segments) {
    if (/^\d+$/.test(segment)) name += `[${segment}]`;
    else name += name ? `.${segment}` : segment;
  }
  return name || v.body;
}

/** What a field must be, as a message: 'un número entero', or 'un texto o vacío (null)'. */
function typeWords(types: unknown[]): Said {
  const words = types
    .flatMap((type) => String(type).split(','))
    .filter((type, index, all) => all.indexOf(type) === index)
    .map((type): Said => ({ m: v.types[type] ?? type, k: `validation.types.${type}` }));
  const [first, ...rest] = words;
  if (!first) return { m: '', k: 'validation.types.null' };
  return rest.reduce((either, second) => v.either({ first: either, second }), first);
}

function quoteList(values: unknown): string {
  return Array.isArray(values) ? values.map((value) => `'${String(value)}'`).join(', ') : String(values);
}

function numberParam(error: ErrorObject): number {
  const limit = (error.params as { limit?: unknown }).limit;
  return typeof limit === 'number' ? limit : Number(limit);
}

function describe(error: ErrorObject, sameField: ErrorObject[]): Said {
  const field = fieldName(error.instancePath);
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return v.missingField({ field: fieldName(error.instancePath, String(params.missingProperty)) });
    case 'unevaluatedProperties':
      return v.unknownField({ field: fieldName(error.instancePath, String(params.unevaluatedProperty)) });
    case 'additionalProperties':
      return v.unknownField({ field: fieldName(error.instancePath, String(params.additionalProperty)) });
    case 'type': {
      const types = sameField.filter((other) => other.keyword === 'type').map((other) => other.params.type);
      return v.wrongType({ field, expected: typeWords(types) });
    }
    case 'minLength':
      return numberParam(error) <= 1 ? v.empty({ field }) : v.tooShort({ field, min: numberParam(error) });
    case 'maxLength':
      return v.tooLong({ field, max: numberParam(error) });
    case 'minimum':
      return v.tooSmall({ field, min: numberParam(error) });
    case 'maximum':
      return v.tooBig({ field, max: numberParam(error) });
    case 'exclusiveMinimum':
      return v.notAbove({ field, limit: numberParam(error) });
    case 'exclusiveMaximum':
      return v.notBelow({ field, limit: numberParam(error) });
    case 'format':
      if (params.format === 'email') return v.badEmail({ field });
      if (params.format === 'date') return v.badDate({ field });
      if (params.format === 'date-time') return v.badDateTime({ field });
      return v.badFormat({ field });
    case 'pattern':
      return (PATTERN_MESSAGES.get(String(params.pattern)) ?? v.badFormat)({ field });
    case 'enum':
      return v.notOneOf({ field, allowed: quoteList(params.allowedValues) });
    case 'const':
      return v.mustEqual({ field, value: `'${String(params.allowedValue)}'` });
    case 'minItems':
      return v.tooFewItems({ field, min: numberParam(error) });
    case 'maxItems':
      return v.tooManyItems({ field, max: numberParam(error) });
    case 'uniqueItems':
      return v.repeatedItems({ field });
    default:
      return v.invalidField({ field });
  }
}

/**
 * The first concrete problem (a failed oneOf is explained by its branches' errors, which Ajv lists
 * before it); type errors of the same field are merged ("un texto o vacío (null)").
 */
export function validationMessage(errors: readonly ErrorObject[]): Said {
  const first = errors.find((error) => !COMBINATORS.has(error.keyword)) ?? errors[0];
  if (!first) return { m: messages.request.invalid, k: 'request.invalid' };
  const sameField = errors.filter((error) => error.instancePath === first.instancePath);
  return describe(first, sameField);
}
