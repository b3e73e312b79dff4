/**
 * Turns Ajv's errors into one Spanish sentence that names the field as the client sent it
 * ("Falta el campo 'email'.", "El campo 'points' debe ser un número entero."). Only the first problem
 * is told: the back office shows `m` as is, and one clear sentence helps more than a list.
 */
import type { ErrorObject } from 'ajv';
import imageUrl from '../../../schemas/common/ImageUrl.json';
import linkUrl from '../../../schemas/common/LinkUrl.json';
import { messages } from '../messages';

const v = messages.validation;

/** Patterns of the contract with a sentence of their own: what the field must be, not just "not valid". */
const PATTERN_MESSAGES = new Map<string, (field: string) => string>([
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

function typeWords(types: unknown[]): string {
  const words = types
    .flatMap((type) => String(type).split(','))
    .map((type) => v.types[type] ?? type)
    .filter((word, index, all) => all.indexOf(word) === index);
  return words.join(v.or);
}

function quoteList(values: unknown): string {
  return Array.isArray(values) ? values.map((value) => `'${String(value)}'`).join(', ') : String(values);
}

function numberParam(error: ErrorObject): number {
  const limit = (error.params as { limit?: unknown }).limit;
  return typeof limit === 'number' ? limit : Number(limit);
}

function describe(error: ErrorObject, sameField: ErrorObject[]): string {
  const field = fieldName(error.instancePath);
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return v.missingField(fieldName(error.instancePath, String(params.missingProperty)));
    case 'unevaluatedProperties':
      return v.unknownField(fieldName(error.instancePath, String(params.unevaluatedProperty)));
    case 'additionalProperties':
      return v.unknownField(fieldName(error.instancePath, String(params.additionalProperty)));
    case 'type': {
      const types = sameField.filter((other) => other.keyword === 'type').map((other) => other.params.type);
      return v.wrongType(field, typeWords(types));
    }
    case 'minLength':
      return numberParam(error) <= 1 ? v.empty(field) : v.tooShort(field, numberParam(error));
    case 'maxLength':
      return v.tooLong(field, numberParam(error));
    case 'minimum':
      return v.tooSmall(field, numberParam(error));
    case 'maximum':
      return v.tooBig(field, numberParam(error));
    case 'exclusiveMinimum':
      return v.notAbove(field, numberParam(error));
    case 'exclusiveMaximum':
      return v.notBelow(field, numberParam(error));
    case 'format':
      if (params.format === 'email') return v.badEmail(field);
      if (params.format === 'date') return v.badDate(field);
      if (params.format === 'date-time') return v.badDateTime(field);
      return v.badFormat(field);
    case 'pattern':
      return (PATTERN_MESSAGES.get(String(params.pattern)) ?? v.badFormat)(field);
    case 'enum':
      return v.notOneOf(field, quoteList(params.allowedValues));
    case 'const':
      return v.mustEqual(field, `'${String(params.allowedValue)}'`);
    case 'minItems':
      return v.tooFewItems(field, numberParam(error));
    case 'maxItems':
      return v.tooManyItems(field, numberParam(error));
    case 'uniqueItems':
      return v.repeatedItems(field);
    default:
      return v.invalidField(field);
  }
}

/**
 * The first concrete problem (a failed oneOf is explained by its branches' errors, which Ajv lists
 * before it); type errors of the same field are merged ("un texto o vacío (null)").
 */
export function validationMessage(errors: readonly ErrorObject[]): string {
  const first = errors.find((error) => !COMBINATORS.has(error.keyword)) ?? errors[0];
  if (!first) return messages.request.invalid;
  const sameField = errors.filter((error) => error.instancePath === first.instancePath);
  return describe(first, sameField);
}
