import type { RJSFValidationError, UiSchema } from '@rjsf/utils';
import type { TFunction } from 'i18next';
import { numberFormat } from '../../lib/intlFormats';
import { topField } from './fieldErrors';

/** Formats that have their own message; other format errors read as "not valid". */
const FORMAT_KEYS: Record<string, string> = {
  email: 'validation.email',
  date: 'validation.date',
  time: 'validation.time',
  uri: 'validation.uri',
};

const LIMITS = new Set([
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'minItems',
  'maxItems',
]);

/** A field's own text for a pattern it does not match (a phone, an address), from the generator. */
function patternMessage(uiSchema: UiSchema | undefined, error: RJSFValidationError): string | null {
  const ui = uiSchema?.[topField(error)] as { 'ui:options'?: { patternMessage?: unknown } } | undefined;
  const key = ui?.['ui:options']?.patternMessage;
  return typeof key === 'string' ? key : null;
}

/** Errors that only say a value matched no branch of a choice ('a number or null'): noise beside the branch's own. */
function isChoiceNoise(error: RJSFValidationError): boolean {
  const params = (error.params ?? {}) as Record<string, unknown>;
  return (
    error.name === 'oneOf' ||
    error.name === 'anyOf' ||
    error.name === 'const' ||
    (error.name === 'type' && String(params.type) === 'null')
  );
}

/** Each property's errors without the choice noise when it has a more telling one. */
function mostTelling(errors: RJSFValidationError[]): RJSFValidationError[] {
  const telling = new Set(errors.filter((error) => !isChoiceNoise(error)).map((error) => error.property));
  return errors.filter((error) => !isChoiceNoise(error) || !telling.has(error.property));
}

/**
 * Validation errors in the user's language (the validator's own messages are English), with the
 * numbers they name written the user's way ('El valor máximo es 1.000.000.').
 */
export function translateErrors(
  errors: RJSFValidationError[],
  t: TFunction,
  language: string,
  uiSchema?: UiSchema,
): RJSFValidationError[] {
  return mostTelling(errors).map((error) => {
    const params = (error.params ?? {}) as Record<string, unknown>;
    let message: string;
    if (error.name === 'required' || (error.name === 'minLength' && params.limit === 1)) {
      // An empty text where one is needed: 'required', not 'at least 1 characters'.
      message = t('validation.required');
    } else if (error.name && LIMITS.has(error.name)) {
      const limit =
        typeof params.limit === 'number' ? numberFormat(language).format(params.limit) : params.limit;
      message = t(`validation.${error.name}`, { limit });
    } else if (error.name === 'type') {
      // A nullable number says 'integer,null': the number is what was meant.
      const types = String(params.type).split(',');
      message = t(
        types.includes('integer')
          ? 'validation.integer'
          : types.includes('number')
            ? 'validation.number'
            : 'validation.invalid',
      );
    } else if (error.name === 'format') {
      message = t(FORMAT_KEYS[String(params.format)] ?? 'validation.invalid');
    } else if (error.name === 'pattern') {
      message = t(patternMessage(uiSchema, error) ?? 'validation.pattern');
    } else if (error.name === 'enum') {
      message = t('validation.enum');
    } else {
      message = t('validation.invalid');
    }
    return { ...error, message, stack: message };
  });
}
