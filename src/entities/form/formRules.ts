/**
 * What a form requires beyond its schema, read from its ui schema: a translation in a language (the
 * Spanish name of a category), and fields required by a setting rather than by the contract (the
 * description when the store asks for one). The precompiled validator knows only the schema it was
 * compiled with, so these are checked beside it.
 */
import { getUiOptions, type RJSFSchema, type UiSchema } from '@rjsf/utils';
import { isRow, type Row } from '../data/values';
import type { FormDefinition } from '../resource';
import { mayBeLeftEmpty } from './emptyValue';

export function uiOptions(uiSchema: UiSchema, field: string): Record<string, unknown> {
  const ui = uiSchema[field];
  const options = isRow(ui) ? ui['ui:options'] : undefined;
  return isRow(options) ? options : {};
}

function isEmpty(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    (typeof value === 'string' && value.trim() === '') ||
    (Array.isArray(value) && value.length === 0)
  );
}

function hasTranslation(value: unknown, language: string): boolean {
  return (
    Array.isArray(value) &&
    value.some(
      (item) =>
        isRow(item) &&
        item.languageCode === language &&
        typeof item.text === 'string' &&
        item.text.trim() !== '',
    )
  );
}

/** The fields of the form whose extra requirement the data does not meet. */
export function missingRequired(definition: FormDefinition, data: Row): string[] {
  const missing: string[] = [];
  for (const field of Object.keys(definition.uiSchema)) {
    if (field.startsWith('ui:')) continue;
    const options = uiOptions(definition.uiSchema, field);
    const language = options.requiredLanguage;
    if (typeof language === 'string' && !hasTranslation(data[field], language)) missing.push(field);
    else if (options.required === true && isEmpty(data[field])) missing.push(field);
  }
  return missing;
}

/**
 * The data with '' in each required text that may be left empty and has no value yet (a store without a
 * support phone): the form sends it as the contract asks, instead of calling an unmarked field missing.
 */
export function withAllowedBlanks(definition: FormDefinition, data: Row): Row {
  const { properties, required } = definition.schema;
  const blanks: Row = {};
  for (const field of Array.isArray(required) ? required.map(String) : []) {
    const schema = isRow(properties) ? properties[field] : undefined;
    const ui = definition.uiSchema[field];
    if (data[field] !== undefined || !isRow(schema) || 'default' in schema) continue;
    if (mayBeLeftEmpty(schema as RJSFSchema, getUiOptions(isRow(ui) ? ui : {}))) blanks[field] = '';
  }
  return Object.keys(blanks).length === 0 ? data : { ...blanks, ...data };
}

/** The form with these fields marked required in its ui schema (shown with an asterisk, checked here). */
export function withRequired(definition: FormDefinition, fields: string[]): FormDefinition {
  if (fields.length === 0) return definition;
  const uiSchema: UiSchema = { ...definition.uiSchema };
  for (const field of fields) {
    const ui = isRow(uiSchema[field]) ? uiSchema[field] : {};
    uiSchema[field] = { ...ui, 'ui:options': { ...uiOptions(definition.uiSchema, field), required: true } };
  }
  return { ...definition, uiSchema };
}

/**
 * The data with each translations list's Spanish entry set to the name it stands for (a store type's
 * `name`), so a row whose two disagreed is saved agreeing, with the name the user saw.
 */
export function withNamesTranslated(definition: FormDefinition, data: Row): Row {
  let out = data;
  for (const field of Object.keys(definition.uiSchema)) {
    const nameField = uiOptions(definition.uiSchema, field).nameField;
    if (typeof nameField !== 'string') continue;
    const name = typeof data[nameField] === 'string' ? data[nameField].trim() : '';
    const others = (Array.isArray(data[field]) ? data[field] : []).filter(
      (item) => !(isRow(item) && item.languageCode === 'es'),
    );
    out = { ...out, [field]: name ? [{ languageCode: 'es', text: name }, ...others] : others };
  }
  return out;
}
