/**
 * Request bodies made from the contract's request view: a minimal valid body of any operation (its
 * required fields, with values that satisfy their types, formats, patterns and limits), and the
 * invalid variants of it that the fuzz test sends — each breaking one thing.
 */
import { contractView } from '../../../src/contract/schemaViews';
import { contract } from '../../support/contract';

type JsonObject = { [key: string]: unknown };

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const view = contractView(contract, 'request') as JsonObject;

function resolve(schema: unknown): JsonObject {
  let node = schema;
  while (isObject(node) && typeof node.$ref === 'string') {
    let target: unknown = view;
    for (const segment of node.$ref.slice(2).split('/')) {
      target = isObject(target) ? target[segment.replaceAll('~1', '/').replaceAll('~0', '~')] : undefined;
    }
    node = target;
  }
  return isObject(node) ? node : {};
}

/** The schema and its allOf members, references followed. */
function parts(schema: unknown): JsonObject[] {
  const resolved = resolve(schema);
  return [resolved, ...(Array.isArray(resolved.allOf) ? resolved.allOf.flatMap(parts) : [])];
}

/** Examples for the contract's string patterns (a new pattern fails loudly here, not in a request). */
const PATTERN_EXAMPLES: Record<string, string> = {
  '^\\+[0-9]{1,4}$': '+34',
  '^#[0-9a-fA-F]{6}$': '#336699',
  '^[0-9A-Za-z-]+$': 'CUPON-1',
  '^A[0-9A-Za-z]+$': 'A11',
  '^[A-Z]{3}$': 'EUR',
  '^([01][0-9]|2[0-3]):[0-5][0-9]$': '10:30',
  '^[0-9]{4}-(0[1-9]|1[0-2])$': '2030-01',
  '^[a-z0-9-]*$': 'mi-negocio',
  '^[A-Z]{2}$': 'ES',
  '^[0-9+() -]*$': '600 111 222',
  '^[0-9A-Za-z-]{3,40}$': 'CUPON-1',
  '^(\\+[0-9]{1,4})?$': '+34',
  '^(https?://[^\\s/?#]+([/?#]\\S*)?)?$': 'https://ejemplo.test/pagina',
  '^(https://[^\\s/?#]+([/?#]\\S*)?|/uploads/[a-z-]+/[A-Za-z0-9_-]+\\.(png|jpg|jpeg|webp|gif|svg))?$':
    '/uploads/banner/ejemplo.png',
};

export interface PropertySchema {
  name: string;
  schema: JsonObject;
  required: boolean;
}

/** The properties of an object schema (allOf members merged), with whether each is required. */
export function propertiesOf(schema: unknown): PropertySchema[] {
  const all = parts(schema);
  const required = new Set(
    all.flatMap((part) => (Array.isArray(part.required) ? part.required.map(String) : [])),
  );
  const seen = new Map<string, JsonObject>();
  for (const part of all) {
    if (!isObject(part.properties)) continue;
    for (const [name, property] of Object.entries(part.properties)) {
      if (!seen.has(name)) seen.set(name, resolveFully(property));
    }
  }
  return [...seen.entries()].map(([name, property]) => ({
    name,
    schema: property,
    required: required.has(name),
  }));
}

/** A property's schema with its references followed and its allOf members merged into one object. */
function resolveFully(schema: unknown): JsonObject {
  return Object.assign({}, ...parts(schema).reverse());
}

export function example(schema: unknown): unknown {
  const node = resolveFully(schema);
  if ('const' in node) return node.const;
  if (Array.isArray(node.enum)) return node.enum[0];
  const branches = [
    ...(Array.isArray(node.oneOf) ? node.oneOf : []),
    ...(Array.isArray(node.anyOf) ? node.anyOf : []),
  ];
  if (branches.length > 0) return example(branches[0]);
  const type = Array.isArray(node.type) ? node.type[0] : node.type;
  if (type === 'object' || isObject(node.properties)) {
    const body: JsonObject = {};
    for (const property of propertiesOf(schema))
      if (property.required) body[property.name] = example(property.schema);
    return body;
  }
  if (type === 'array') {
    const count = typeof node.minItems === 'number' ? node.minItems : 0;
    return Array.from({ length: count }, (_, index) => {
      const item = example(node.items);
      return typeof item === 'number' ? item + index : item;
    });
  }
  if (type === 'integer' || type === 'number') {
    if (typeof node.minimum === 'number')
      return Math.max(node.minimum, type === 'integer' ? 1 : node.minimum);
    if (typeof node.exclusiveMinimum === 'number') return node.exclusiveMinimum + 1;
    return 1;
  }
  if (type === 'boolean') return true;
  if (type === 'null') return null;
  if (node.format === 'email') return 'ejemplo@correo.test';
  if (node.format === 'date') return '2030-06-15';
  if (node.format === 'date-time') return '2030-06-15T10:30:00.000Z';
  if (typeof node.pattern === 'string') {
    const value = PATTERN_EXAMPLES[node.pattern];
    if (value === undefined) throw new Error(`No example for the pattern ${node.pattern}`);
    return value;
  }
  const length = typeof node.minLength === 'number' ? Math.max(node.minLength, 8) : 8;
  return 'Ejemplo-'.padEnd(length, 'x');
}

export function requestSchema(path: string): unknown {
  const paths = isObject(view.paths) ? view.paths : {};
  const item = paths[path];
  const post = isObject(item) && isObject(item.post) ? item.post : {};
  const body = isObject(post.requestBody) ? post.requestBody : {};
  const content = isObject(body.content) ? body.content : {};
  const media = content['application/json'];
  return isObject(media) ? media.schema : undefined;
}

/** A wrong JSON value for a schema: another type than any it accepts. */
function wrongType(schema: JsonObject): unknown {
  const accepted = new Set<string>();
  for (const branch of [schema, ...((schema.oneOf as unknown[] | undefined) ?? [])].map(resolveFully)) {
    const type = branch.type;
    for (const name of Array.isArray(type) ? type : [type]) if (typeof name === 'string') accepted.add(name);
    if ('const' in branch)
      accepted.add(
        typeof branch.const === 'string'
          ? 'string'
          : String(branch.const === null ? 'null' : typeof branch.const),
      );
    if (Array.isArray(branch.enum)) accepted.add('string');
  }
  if (!accepted.has('object')) return { junk: [1, { deeper: [true] }] };
  if (!accepted.has('array')) return [[], ['x'], 1];
  return 'texto';
}

/** One body per way of breaking the operation's (otherwise valid) body. */
export function invalidBodies(path: string): { what: string; body: unknown }[] {
  const schema = requestSchema(path);
  const valid = example(schema) as JsonObject;
  const bodies: { what: string; body: unknown }[] = [
    { what: 'an array instead of an object', body: [valid] },
    { what: 'a string instead of an object', body: 'cuerpo' },
    { what: 'a number instead of an object', body: 42 },
    { what: 'null', body: null },
    { what: 'an unknown field with nested junk', body: { ...valid, zz: { a: [{ b: [[[{ c: null }]]] }] } } },
    {
      what: 'deeply nested arrays',
      body: { ...valid, deep: JSON.parse(`${'['.repeat(500)}${']'.repeat(500)}`) },
    },
  ];
  for (const property of propertiesOf(schema)) {
    const { name, schema: propertySchema } = property;
    if (property.required) {
      const { [name]: _dropped, ...rest } = valid;
      bodies.push({ what: `without '${name}'`, body: rest });
    }
    bodies.push({ what: `'${name}' of a wrong type`, body: { ...valid, [name]: wrongType(propertySchema) } });
    if (propertySchema.type === 'string') {
      bodies.push({ what: `'${name}' huge`, body: { ...valid, [name]: 'x'.repeat(200_000) } });
    }
    if (typeof propertySchema.maxLength === 'number') {
      bodies.push({
        what: `'${name}' too long`,
        body: { ...valid, [name]: 'ñ'.repeat(propertySchema.maxLength + 1) },
      });
    }
    if (typeof propertySchema.minimum === 'number') {
      bodies.push({
        what: `'${name}' below its minimum`,
        body: { ...valid, [name]: propertySchema.minimum - 1 },
      });
    }
    if (typeof propertySchema.maximum === 'number') {
      bodies.push({
        what: `'${name}' above its maximum`,
        body: { ...valid, [name]: propertySchema.maximum + 1 },
      });
    }
    if (Array.isArray(propertySchema.enum)) {
      bodies.push({ what: `'${name}' outside its values`, body: { ...valid, [name]: 'ninguno-de-ellos' } });
    }
  }
  return bodies;
}

/** Texts that are not valid JSON at all. */
export const NOT_JSON = ['{', '{"a": }', "{'a': 1}", '[1, 2', 'nul', '"sin cerrar', '{"a": 1}}', '\u0000'];
