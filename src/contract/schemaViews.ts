/**
 * The contract read from one side of the wire. OpenAPI schemas are shared by requests and answers, so
 * the raw document is lenient both ways: it lets answers carry write-only fields and extra keys, and
 * requests carry read-only fields. A view fixes one direction:
 *  - 'response': write-only properties are gone;
 *  - 'request': read-only properties are gone, and properties with a default are no longer required
 *    (the server fills them in);
 *  - both: every object is closed (`unevaluatedProperties: false`) where it is used, so an unknown or
 *    misspelt key is a contract breach, not silently ignored.
 * Component roots, members of an allOf and the if/then/else of a conditional stay open, because they are
 * parts of a larger object that is closed where it is used.
 */
export type Direction = 'request' | 'response';

type JsonObject = { [key: string]: unknown };

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const SCHEMA_MAP_KEYWORDS = ['properties', '$defs', 'patternProperties'] as const;
const SCHEMA_LIST_KEYWORDS = ['allOf', 'anyOf', 'oneOf', 'prefixItems'] as const;
const SCHEMA_KEYWORDS = ['items', 'not', 'contains', 'additionalProperties'] as const;
/** Applied to the same instance as their container, like allOf members: closing one would refuse the rest. */
const CONDITIONAL_KEYWORDS = ['if', 'then', 'else'] as const;

interface Position {
  /** A direct member of an allOf or a conditional: part of an object closed by its container. */
  inAllOf: boolean;
  /** The root of a component: closed at the places that use it. */
  componentRoot: boolean;
}

function dropHiddenProperties(schema: JsonObject, direction: Direction): void {
  const properties = schema.properties;
  if (!isObject(properties)) return;
  const hidden = direction === 'response' ? 'writeOnly' : 'readOnly';
  const required = Array.isArray(schema.required)
    ? schema.required.filter((name) => typeof name === 'string')
    : [];
  const notRequired = new Set<string>();
  for (const [name, property] of Object.entries(properties)) {
    if (!isObject(property)) continue;
    if (property[hidden] === true) {
      delete properties[name];
      notRequired.add(name);
    } else if (direction === 'request' && 'default' in property) {
      notRequired.add(name);
    }
  }
  if (Array.isArray(schema.required)) schema.required = required.filter((name) => !notRequired.has(name));
}

function needsClosing(schema: JsonObject, position: Position): boolean {
  if (position.inAllOf || position.componentRoot) return false;
  if ('additionalProperties' in schema || 'unevaluatedProperties' in schema) return false;
  return '$ref' in schema || 'allOf' in schema || 'properties' in schema;
}

function viewSchema(schema: unknown, direction: Direction, position: Position): void {
  if (!isObject(schema)) return;
  dropHiddenProperties(schema, direction);
  if (needsClosing(schema, position)) schema.unevaluatedProperties = false;
  const nested: Position = { inAllOf: false, componentRoot: false };
  for (const keyword of SCHEMA_MAP_KEYWORDS) {
    const map = schema[keyword];
    if (isObject(map)) for (const child of Object.values(map)) viewSchema(child, direction, nested);
  }
  for (const keyword of SCHEMA_LIST_KEYWORDS) {
    const list = schema[keyword];
    if (!Array.isArray(list)) continue;
    const member: Position = { inAllOf: keyword === 'allOf', componentRoot: false };
    for (const child of list) viewSchema(child, direction, member);
  }
  for (const keyword of SCHEMA_KEYWORDS) viewSchema(schema[keyword], direction, nested);
  const part: Position = { inAllOf: true, componentRoot: false };
  for (const keyword of CONDITIONAL_KEYWORDS) viewSchema(schema[keyword], direction, part);
}

function viewMediaSchemas(content: unknown, direction: Direction): void {
  if (!isObject(content)) return;
  for (const media of Object.values(content)) {
    if (isObject(media)) viewSchema(media.schema, direction, { inAllOf: false, componentRoot: false });
  }
}

/** A deep copy of the bundled contract, read from one side of the wire (see the module comment). */
export function contractView<T>(bundledContract: T, direction: Direction): T {
  const doc = structuredClone(bundledContract) as unknown;
  if (!isObject(doc)) throw new TypeError('The contract is not an object');
  const components = isObject(doc.components) ? doc.components : {};
  if (isObject(components.schemas)) {
    for (const schema of Object.values(components.schemas)) {
      viewSchema(schema, direction, { inAllOf: false, componentRoot: true });
    }
  }
  const bodies = direction === 'request' ? components.requestBodies : components.responses;
  if (isObject(bodies))
    for (const body of Object.values(bodies)) if (isObject(body)) viewMediaSchemas(body.content, direction);
  if (isObject(doc.paths)) {
    for (const pathItem of Object.values(doc.paths)) {
      if (!isObject(pathItem)) continue;
      for (const operation of Object.values(pathItem)) {
        if (!isObject(operation)) continue;
        if (direction === 'request' && isObject(operation.requestBody)) {
          viewMediaSchemas(operation.requestBody.content, direction);
        }
        if (direction === 'response' && isObject(operation.responses)) {
          for (const response of Object.values(operation.responses)) {
            if (isObject(response)) viewMediaSchemas(response.content, direction);
          }
        }
      }
    }
  }
  return doc as T;
}
