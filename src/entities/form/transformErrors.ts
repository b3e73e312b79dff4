import type { RJSFValidationError } from '@rjsf/utils';
import type { TFunction } from 'i18next';

/** Formats that have their own message; other format errors read as "not valid". */
const FORMAT_KEYS: Record<string, string> = {
  email: 'validation.email',
  date: 'validation.date',
  time: 'validation.time',
  uri: 'validation.uri',
};

/** Validation errors in the user's language (the validator's own messages are English). */
export function translateErrors(errors: RJSFValidationError[], t: TFunction): RJSFValidationError[] {
  return errors.map((error) => {
    const params = (error.params ?? {}) as Record<string, unknown>;
    let message: string;
    switch (error.name) {
      case 'required':
        message = t('validation.required');
        break;
      case 'minLength':
      case 'maxLength':
      case 'minimum':
      case 'maximum':
      case 'exclusiveMinimum':
      case 'minItems':
      case 'maxItems':
        message = t(`validation.${error.name}`, { limit: params.limit });
        break;
      case 'type':
        message = t(
          params.type === 'integer'
            ? 'validation.integer'
            : params.type === 'number'
              ? 'validation.number'
              : 'validation.invalid',
        );
        break;
      case 'format':
        message = t(FORMAT_KEYS[String(params.format)] ?? 'validation.invalid');
        break;
      case 'pattern':
        message = t('validation.pattern');
        break;
      case 'enum':
        message = t('validation.enum');
        break;
      default:
        message = t('validation.invalid');
    }
    return { ...error, message, stack: message };
  });
}
