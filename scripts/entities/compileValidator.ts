/**
 * A form's validator compiled to code now, for the browser to run without compiling anything (the
 * Content-Security-Policy has no 'unsafe-eval'). The code needs no module at run time.
 */
import { compileSchemaValidatorsCode } from '@rjsf/validator-ajv8/compileSchemaValidators';

/**
 * Formats whose ajv-formats check is a function are given as regular expressions, which the compiled code
 * carries inline; a function would make it `require` ajv-formats at run time.
 */
const INLINE_FORMATS = {
  date: /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/,
  time: /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d+)?)?(z|[+-]\d\d(:?\d\d)?)?$/i,
  'date-time': /^\d{4}-\d\d-\d\d[t\s]([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d+)?)?(z|[+-]\d\d(:?\d\d)?)?$/i,
  uri: /^[a-z][a-z0-9+.-]*:[^\s]*$/i,
};

/** Ajv counts a string's length in code points with a helper it requires; the same, inline. */
const UCS2LENGTH_REQUIRE = 'require("ajv/dist/runtime/ucs2length").default';
const UCS2LENGTH_INLINE = '((text) => [...text].length)';

/**
 * A form's validator as code (CommonJS-style: it assigns to `exports`), needing nothing at run time.
 */
export function compileFormValidator(schema: Record<string, unknown>): string {
  const code = compileSchemaValidatorsCode(schema, {
    customFormats: INLINE_FORMATS,
    ajvOptionsOverrides: { code: { lines: false }, verbose: false },
  }).replaceAll(UCS2LENGTH_REQUIRE, UCS2LENGTH_INLINE);
  if (code.includes('require(')) throw new Error('A form validator needs a run-time module');
  return code;
}
