import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import { createPrecompiledValidator, type ValidatorFunctions } from '@rjsf/validator-ajv8';

const cache = new WeakMap<object, ValidatorType>();

/**
 * A form's validator from the functions `npm run gen` compiled: nothing is compiled in the browser, so
 * the Content-Security-Policy needs no 'unsafe-eval'. One per schema object.
 */
export function validatorFor(schema: Record<string, unknown>, functions: ValidatorFunctions): ValidatorType {
  let validator = cache.get(schema);
  if (!validator) {
    validator = createPrecompiledValidator(functions, schema as RJSFSchema);
    cache.set(schema, validator);
  }
  return validator;
}
