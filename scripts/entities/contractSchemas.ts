/**
 * The contract's schemas as the entity generator needs them: an operation's request or answer schema,
 * read from one side of the wire (src/contract/schemaViews) and made self-contained — every `$ref`
 * inlined and every `allOf` of objects merged into one object — so a form or a column can look a field
 * up by name. The name of the component a field came from (Money, ImageUrl, Time…) is kept beside it:
 * it decides a column's format and a form's widget.
 */
import { contractView } from '../../src/contract/schemaViews';

export type JsonObject = { [key: string]: unknown };

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A self-contained schema, with the component each of its properties came from. */
export interface InlinedSchema {
  schema: JsonObject;
  /** Property name -> the component it referenced (`Money`, `ImageUrl`…), for top-level properties. */
  kinds: Map<string, string>;
}

const COMPONENT_PREFIX = '#/components/schemas/';

export class ContractSchemas {
  private readonly views: Record<'request' | 'response', JsonObject>;

  constructor(bundledContract: unknown) {
    const request = contractView(bundledContract, 'request');
    const response = contractView(bundledContract, 'response');
    if (!isObject(request) || !isObject(response)) throw new TypeError('The contract is not an object');
    this.views = { request, response };
  }

  hasOperation(path: string): boolean {
    return this.operation(path) !== null;
  }

  /** The JSON request body of an operation (request view), self-contained. */
  requestBody(path: string): InlinedSchema {
    const schema = this.mediaSchema(this.operation(path, 'request')?.requestBody, 'request');
    if (!schema) throw new Error(`${path} has no JSON request body`);
    return this.inline(schema, 'request');
  }

  /** The 200 answer of an operation (response view), self-contained. */
  answer(path: string): InlinedSchema {
    const responses = this.operation(path, 'response')?.responses;
    const ok = isObject(responses) ? responses['200'] : undefined;
    const schema = this.mediaSchema(ok, 'response');
    if (!schema) throw new Error(`${path} has no JSON answer`);
    return this.inline(schema, 'response');
  }

  /** An entity of schemas/entities as answers carry it, self-contained. */
  entity(name: string): InlinedSchema {
    const schema = this.component(name, 'response');
    if (!schema) throw new Error(`The contract has no schema ${name}`);
    return this.inline(schema, 'response');
  }

  private operation(path: string, direction: 'request' | 'response' = 'request'): JsonObject | null {
    const paths = this.views[direction].paths;
    const item = isObject(paths) ? paths[path] : undefined;
    return isObject(item) && isObject(item.post) ? item.post : null;
  }

  private mediaSchema(holder: unknown, direction: 'request' | 'response'): JsonObject | null {
    const resolved = this.resolveRef(holder, direction);
    if (!isObject(resolved) || !isObject(resolved.content)) return null;
    const media = resolved.content['application/json'];
    return isObject(media) && isObject(media.schema) ? media.schema : null;
  }

  private resolveRef(node: unknown, direction: 'request' | 'response'): unknown {
    if (!isObject(node) || typeof node.$ref !== 'string' || !node.$ref.startsWith('#/')) return node;
    let target: unknown = this.views[direction];
    for (const segment of node.$ref.slice(2).split('/'))
      target = isObject(target) ? target[segment] : undefined;
    return target;
  }

  private component(name: string, direction: 'request' | 'response'): JsonObject | null {
    const components = this.views[direction].components;
    const schemas = isObject(components) ? components.schemas : undefined;
    const schema = isObject(schemas) ? schemas[name] : undefined;
    return isObject(schema) ? schema : null;
  }

  private inline(schema: JsonObject, direction: 'request' | 'response'): InlinedSchema {
    const kinds = new Map<string, string>();
    const root = this.inlineNode(schema, direction, []);
    if (isObject(schema)) this.recordKinds(schema, direction, kinds);
    return { schema: root, kinds };
  }

  /**
   * Which component each top-level property of a schema (through refs and allOf) came from, and each
   * property of the objects a top-level list holds, as `list.property` (a plan's price is Money too).
   */
  private recordKinds(
    schema: JsonObject,
    direction: 'request' | 'response',
    kinds: Map<string, string>,
    prefix = '',
  ): void {
    const target = this.followRef(schema, direction);
    if (isObject(target.properties)) {
      for (const [name, property] of Object.entries(target.properties)) {
        if (!isObject(property)) continue;
        const kind =
          componentName(property) ??
          nullableKind(property) ??
          arrayItemsKind(property) ??
          refinedKind(property);
        if (kind && !kinds.has(`${prefix}${name}`)) kinds.set(`${prefix}${name}`, kind);
        if (prefix === '' && property.type === 'array' && isObject(property.items))
          this.recordKinds(property.items, direction, kinds, `${name}.`);
      }
    }
    if (Array.isArray(target.allOf)) {
      for (const member of target.allOf)
        if (isObject(member)) this.recordKinds(member, direction, kinds, prefix);
    }
  }

  private followRef(schema: JsonObject, direction: 'request' | 'response'): JsonObject {
    const name = componentName(schema);
    if (!name) return schema;
    return this.component(name, direction) ?? schema;
  }

  private inlineNode(node: unknown, direction: 'request' | 'response', seen: string[]): JsonObject {
    if (!isObject(node)) return {};
    let current: JsonObject = { ...node };
    const name = componentName(current);
    if (name) {
      if (seen.includes(name)) throw new Error(`Recursive schema ${[...seen, name].join(' -> ')}`);
      const { $ref: _ref, ...siblings } = current;
      current = {
        ...this.inlineNode(this.component(name, direction), direction, [...seen, name]),
        ...siblings,
      };
      return current;
    }
    const out: JsonObject = {};
    for (const [key, value] of Object.entries(current)) {
      if (key === 'properties' && isObject(value)) {
        out.properties = Object.fromEntries(
          Object.entries(value).map(([prop, schema]) => [prop, this.inlineNode(schema, direction, seen)]),
        );
      } else if ((key === 'items' || key === 'not') && isObject(value)) {
        out[key] = this.inlineNode(value, direction, seen);
      } else if ((key === 'oneOf' || key === 'anyOf' || key === 'allOf') && Array.isArray(value)) {
        out[key] = value.map((member) => this.inlineNode(member, direction, seen));
      } else {
        out[key] = value;
      }
    }
    return emptyOrScalar(nullableScalar(Array.isArray(out.allOf) ? mergeAllOf(out) : out));
  }
}

/**
 * `oneOf [X, const '']` of a string X (an email or nothing) as X: a form never sends an empty text (it
 * leaves the field out), so one input edits it, validated only when filled.
 */
function emptyOrScalar(schema: JsonObject): JsonObject {
  const members = schema.oneOf ?? schema.anyOf;
  if (!Array.isArray(members) || members.length !== 2) return schema;
  const value = members.find((member) => isObject(member) && member.const !== '');
  const empty = members.some((member) => isObject(member) && member.const === '');
  if (!isObject(value) || !empty || value.type !== 'string') return schema;
  const { oneOf: _oneOf, anyOf: _anyOf, ...rest } = schema;
  // Its empty default would fail X's format: empty is "left out", which the server fills with ''.
  if (rest.default === '') delete rest.default;
  return { ...value, ...rest };
}

/** `oneOf [X, null]` of a scalar X as X with null allowed: one input that may be left empty, not a choice of schemas. */
function nullableScalar(schema: JsonObject): JsonObject {
  const members = schema.oneOf ?? schema.anyOf;
  if (!Array.isArray(members) || members.length !== 2) return schema;
  const value = members.find((member) => isObject(member) && member.type !== 'null');
  const hasNull = members.some((member) => isObject(member) && member.type === 'null');
  if (!isObject(value) || !hasNull || value.type === 'object' || isObject(value.properties)) return schema;
  const { oneOf: _oneOf, anyOf: _anyOf, ...rest } = schema;
  const merged: JsonObject = { ...value, ...rest };
  if (typeof value.type === 'string') merged.type = [value.type, 'null'];
  if (Array.isArray(value.enum) && !value.enum.includes(null)) merged.enum = [...value.enum, null];
  return merged;
}

function nullableKind(schema: JsonObject): string | null {
  const members = schema.oneOf ?? schema.anyOf;
  if (!Array.isArray(members)) return null;
  for (const member of members) if (isObject(member) && componentName(member)) return componentName(member);
  return null;
}

function componentName(schema: JsonObject): string | null {
  const ref = schema.$ref;
  return typeof ref === 'string' && ref.startsWith(COMPONENT_PREFIX)
    ? ref.slice(COMPONENT_PREFIX.length)
    : null;
}

/** The component an allOf refines (`allOf [Money]` with a lower bound). */
function refinedKind(schema: JsonObject): string | null {
  if (!Array.isArray(schema.allOf) || schema.allOf.length !== 1) return null;
  const member = schema.allOf[0];
  return isObject(member) ? componentName(member) : null;
}

function arrayItemsKind(schema: JsonObject): string | null {
  if (schema.type !== 'array' || !isObject(schema.items)) return null;
  const name = componentName(schema.items);
  return name ? `${name}[]` : null;
}

/** An allOf of object schemas as one object: properties merged (later members refine earlier ones), required joined. */
function mergeAllOf(schema: JsonObject): JsonObject {
  const { allOf, ...rest } = schema;
  const members = (Array.isArray(allOf) ? allOf : []).filter(isObject);
  // An allOf refining a scalar (an amount above zero: Money and exclusiveMinimum) stays that scalar.
  if (members.every((member) => !isObject(member.properties) && member.type !== 'object' && !member.allOf))
    return Object.assign({}, ...members, rest);
  const merged: JsonObject = { ...rest, type: 'object' };
  const properties: JsonObject = isObject(rest.properties) ? { ...rest.properties } : {};
  const required = new Set<string>(Array.isArray(rest.required) ? rest.required.map(String) : []);
  for (const member of members) {
    const flat = Array.isArray(member.allOf) ? mergeAllOf(member) : member;
    if (isObject(flat.properties)) {
      for (const [name, property] of Object.entries(flat.properties)) {
        const before = properties[name];
        properties[name] = isObject(before) && isObject(property) ? { ...before, ...property } : property;
      }
    }
    if (Array.isArray(flat.required)) for (const name of flat.required) required.add(String(name));
  }
  merged.properties = properties;
  if (required.size > 0) merged.required = [...required];
  return merged;
}

/** The schema of a field by dot path (`location.name`), through nullable oneOf branches and arrays. */
export function fieldSchema(schema: JsonObject, path: string): JsonObject | null {
  let current: JsonObject | null = schema;
  for (const segment of path.split('.')) {
    current = objectBranch(current);
    const properties: unknown = current?.properties;
    const next = isObject(properties) ? properties[segment] : undefined;
    current = isObject(next) ? next : null;
    if (!current) return null;
  }
  return current;
}

/** The object branch of a schema that may be `oneOf [object, null]`. */
export function objectBranch(schema: JsonObject | null): JsonObject | null {
  if (!schema) return null;
  if (isObject(schema.properties)) return schema;
  for (const keyword of ['oneOf', 'anyOf'] as const) {
    const members = schema[keyword];
    if (Array.isArray(members)) {
      const object = members.find((member) => isObject(member) && isObject(member.properties));
      if (isObject(object)) return object;
    }
  }
  return null;
}
