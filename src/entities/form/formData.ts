/**
 * A form's data from a row, and a request body from a form's data. A row is what the list answered
 * (readable fields, nested objects with names); a form edits the writable fields only, so the row is
 * projected onto the form's schema (`location: {id, name}` becomes `{id}`), and on sending the fields the
 * form does not show are taken from the row, so saving never clears what the user could not see.
 */
import { isRow, type Row } from '../data/values';
import type { FormDefinition } from '../resource';

type Schema = Record<string, unknown>;

function isSchema(value: unknown): value is Schema {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function allowsNull(schema: Schema): boolean {
  if (schema.type === 'null' || (Array.isArray(schema.type) && schema.type.includes('null'))) return true;
  const members = schema.oneOf ?? schema.anyOf;
  return Array.isArray(members) && members.some((m) => isSchema(m) && allowsNull(m));
}

function objectSchema(schema: Schema): Schema | null {
  if (isSchema(schema.properties)) return schema;
  const members = schema.oneOf ?? schema.anyOf;
  if (!Array.isArray(members)) return null;
  const object = members.find((m) => isSchema(m) && isSchema(m.properties));
  return isSchema(object) ? object : null;
}

/** A value kept to what the schema describes: objects lose the keys it does not know, recursively. */
export function project(value: unknown, schema: Schema): unknown {
  if (value === null || value === undefined) return value;
  const object = objectSchema(schema);
  if (object && isRow(value)) {
    const properties = object.properties as Record<string, unknown>;
    const out: Row = {};
    for (const [name, property] of Object.entries(properties)) {
      if (name in value && isSchema(property)) out[name] = project(value[name], property);
    }
    return out;
  }
  if (Array.isArray(value) && isSchema(schema.items)) {
    const items = schema.items;
    return value.map((item) => project(item, items));
  }
  return value;
}

function properties(definition: FormDefinition): Record<string, Schema> {
  const props = definition.schema.properties;
  return isSchema(props) ? (props as Record<string, Schema>) : {};
}

/** What an edit form starts with: the row's values of the fields it shows, projected onto the schema. */
export function formDataFromRow(definition: FormDefinition, row: Row | null): Row {
  if (!row) return {};
  const data: Row = {};
  for (const [name, schema] of Object.entries(properties(definition))) {
    if (name in definition.confirm) continue;
    if (name in row && row[name] !== undefined) data[name] = project(row[name], schema);
  }
  return data;
}

export interface BodyParts {
  /** The engine's own fields: the row's id under the operation's id field, params. */
  engine: Row;
  /** The row being edited, for the fields the form does not show. */
  row: Row | null;
}

/**
 * The request body of a save: the engine's fields, the row's values of the omitted fields, and the
 * form's data without its form-only fields. A field left empty that may be null is sent as null, so
 * emptying "expiration date" removes the date instead of keeping the old one.
 */
export function bodyFromForm(definition: FormDefinition, data: Row, parts: BodyParts): Row {
  const body: Row = {};
  if (parts.row) {
    for (const [name, schema] of Object.entries(definition.omitted)) {
      if (name in parts.row) body[name] = project(parts.row[name], schema);
    }
  }
  for (const [name, schema] of Object.entries(properties(definition))) {
    if (name in definition.confirm) continue;
    const value = data[name];
    if (value === undefined || value === '') {
      if (allowsNull(schema)) body[name] = null;
      else if (value === '' && schema.type === 'string') body[name] = '';
      continue;
    }
    body[name] = value;
  }
  return { ...body, ...parts.engine };
}
