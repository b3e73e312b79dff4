/**
 * Where a form's validation errors are shown and which control takes the cursor. Every error belongs to
 * a top-level field; a field without an input of its own (a latitude the map fills, a name the Spanish
 * translation fills) shows its errors at the widget that `represents` it, and a field shown nowhere (a
 * value the context fixed) in a list above the form — so no error is only in the console.
 */
import type { RJSFValidationError, UiSchema } from '@rjsf/utils';
import { uiOptions } from './formRules';

/** Messages by top-level field; '' holds the errors of the form as a whole. */
export type FieldErrors = Record<string, string[]>;

/** The top-level field of an error's property ('.translations.0.text', "['first_name']"). */
export function topField(error: Pick<RJSFValidationError, 'property'>): string {
  const property = error.property ?? '';
  const match = /^\.?([^.[\]]+)|^\[['"]?([^'"\]]+)/.exec(property);
  return match?.[1] ?? match?.[2] ?? '';
}

function widgetOf(uiSchema: UiSchema, field: string): unknown {
  const ui = uiSchema[field] as Record<string, unknown> | undefined;
  return ui?.['ui:widget'];
}

function represented(uiSchema: UiSchema, field: string): string[] {
  const represents = uiOptions(uiSchema, field).represents;
  return Array.isArray(represents) ? represents.map(String) : [];
}

/** The field whose widget shows `field`: itself, the one that represents it, or none (null). */
export function shownAt(uiSchema: UiSchema, fields: string[], field: string): string | null {
  const filler = fields.find(
    (other) => represented(uiSchema, other).includes(field) && widgetOf(uiSchema, other) !== 'hidden',
  );
  if (filler !== undefined) return filler;
  return widgetOf(uiSchema, field) === 'hidden' || !fields.includes(field) ? null : field;
}

/** The form's messages by the top-level field they are about ('' for the form as a whole). */
export function groupErrors(errors: RJSFValidationError[]): FieldErrors {
  const grouped: FieldErrors = {};
  for (const error of errors) {
    const field = topField(error);
    const list = grouped[field] ?? [];
    const message = error.message ?? '';
    if (message && !list.includes(message)) list.push(message);
    grouped[field] = list;
  }
  return grouped;
}

/** The messages a widget shows: its field's, and those of the fields it represents. */
export function errorsFor(errors: FieldErrors, uiSchema: UiSchema, field: string): string[] {
  return [...new Set([field, ...represented(uiSchema, field)].flatMap((name) => errors[name] ?? []))];
}

/** The messages no widget shows (a field the context fixed and hid, the form as a whole). */
export function unplacedErrors(errors: FieldErrors, uiSchema: UiSchema, fields: string[]): string[] {
  const messages = Object.entries(errors).flatMap(([field, list]) =>
    field === '' || shownAt(uiSchema, fields, field) === null ? list : [],
  );
  return [...new Set(messages)];
}

const FOCUSABLE = 'input, select, textarea, button, [tabindex]';

function reachable(element: Element): element is HTMLElement {
  if (!(element instanceof HTMLElement)) return false;
  if (element instanceof HTMLInputElement && element.type === 'hidden') return false;
  if ((element as HTMLInputElement).disabled) return false;
  return element.closest('.hidden') === null;
}

/**
 * Puts the cursor on the first field, in the form's order, that shows an error: its input when it has
 * one, else the first control of its widget (a translation's Spanish input, the map).
 */
export function focusFirstError(
  form: HTMLElement | null,
  idPrefix: string,
  errors: FieldErrors,
  uiSchema: UiSchema,
  order: string[],
): void {
  if (!form) return;
  const field = order.find(
    (name) => errorsFor(errors, uiSchema, name).length > 0 && shownAt(uiSchema, order, name) === name,
  );
  if (field === undefined) return;
  const container = form.querySelector(`[data-fields~="${CSS.escape(field)}"]`);
  if (!container) return;
  const own = form.querySelector(`#${CSS.escape(`${idPrefix}_${field}`)}`);
  const invalid = container.querySelector('[aria-invalid="true"]');
  const candidates = [own, invalid, container, ...container.querySelectorAll(FOCUSABLE)];
  const target = candidates.find(
    (element): element is HTMLElement => element !== null && reachable(element) && element.matches(FOCUSABLE),
  );
  target?.focus();
}
