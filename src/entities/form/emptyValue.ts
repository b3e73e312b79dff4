/**
 * What an emptied text field holds. RJSF's default is "no value", which a required field reports as
 * missing; but some required texts may be empty (the support phone: empty hides the chat), and those
 * must hold '' so the form sends what the user meant. Such a field is required by the contract only in
 * that it is always sent: the form neither marks it with an asterisk nor tells the user it is missing.
 */
import type { RJSFSchema } from '@rjsf/utils';

function isSchema(value: unknown): value is RJSFSchema {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Whether '' is a valid value of the schema (no minimum length, a pattern that matches nothing typed). */
export function acceptsEmpty(schema: RJSFSchema): boolean {
  if (schema.const !== undefined) return schema.const === '';
  if (Array.isArray(schema.enum)) return schema.enum.includes('');
  const members = schema.oneOf ?? schema.anyOf;
  if (Array.isArray(members)) return members.some((member) => isSchema(member) && acceptsEmpty(member));
  const types = [schema.type].flat();
  if (!types.includes('string') || typeof schema.format === 'string') return false;
  if (typeof schema.minLength === 'number' && schema.minLength > 0) return false;
  if (typeof schema.pattern === 'string' && !new RegExp(schema.pattern, 'u').test('')) return false;
  return true;
}

/** The value of a text field left empty: '' where the field is required and may be empty, else the option's. */
export function emptyValueOf(
  schema: RJSFSchema,
  required: boolean | undefined,
  emptyValue: unknown,
): unknown {
  return required && acceptsEmpty(schema) ? '' : emptyValue;
}

/** Widgets that type a text, whose emptied value is `emptyValueOf`'s (a select, an image, a date are not). */
const TEXT_WIDGETS = new Set([undefined, 'text', 'textarea', 'password', 'email']);

/**
 * Whether a required field's text may be left empty, so the user need not fill it: a text input whose
 * schema accepts ''. A setting's own requirement (`required` in the ui options) is never of this kind.
 */
export function mayBeLeftEmpty(
  schema: RJSFSchema,
  options: { widget?: unknown; required?: unknown },
): boolean {
  if (options.required === true) return false;
  const widget = typeof options.widget === 'string' ? options.widget : undefined;
  return TEXT_WIDGETS.has(widget) && acceptsEmpty(schema);
}

/**
 * Whether a field must be filled before the form is sent: what its label marks with an asterisk and its
 * input says with `required`. A setting may require what the contract leaves optional (the description
 * when giving points); a text the contract requires but accepts empty (the support phone) need not be.
 */
export function mustBeFilled(
  required: boolean | undefined,
  schema: RJSFSchema,
  options: { widget?: unknown; required?: unknown },
): boolean {
  return options.required === true || (required === true && !mayBeLeftEmpty(schema, options));
}
