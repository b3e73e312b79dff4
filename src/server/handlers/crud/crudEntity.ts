/**
 * What the CRUD factory's defaults read of an entity's schema: the fields an answer carries (every
 * property but the `writeOnly` ones) and those a body writes (every property but the `readOnly` ones).
 * With them a plain entity needs no view nor values function: the factory copies the row's readable
 * columns into the answer (instants as ISO 8601) and the body's writable fields into the columns.
 */
import type { components } from '../../../contract/generated/schema';
import type { Entity, EntityInput } from '../../../contract/types';
import { loadContract } from '../../contract/operations';

type JsonObject = Record<string, unknown>;

export interface CrudEntity<View, Input> {
  /** The schema's name, in the factory's errors. */
  name: string;
  /** Properties an answer carries. */
  readable: readonly string[];
  /** Properties a body writes. */
  writable: readonly string[];
  /** Types only: the answer's and the body's, for the handlers' signatures. */
  readonly types?: { view: View; input: Input };
}

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A property's marker, on the property or on the schema it refers to (`#/components/schemas/<Name>`). */
function marked(property: unknown, marker: 'readOnly' | 'writeOnly', schemas: JsonObject): boolean {
  if (!isObject(property)) return false;
  if (property[marker] === true) return true;
  const ref = typeof property.$ref === 'string' ? property.$ref.split('/').at(-1) : undefined;
  const target = ref === undefined ? undefined : schemas[ref];
  return isObject(target) && target[marker] === true;
}

/**
 * Reads an entity schema's fields; `schemas` resolves its local `$ref`s. Untyped (its rows are plain
 * objects): for a schema the generated client does not know, an entity that exists only in tests.
 */
export function schemaEntity(
  name: string,
  schema: unknown,
  schemas: JsonObject = {},
): CrudEntity<JsonObject, JsonObject> {
  return entityFields(name, schema, schemas);
}

function entityFields(
  name: string,
  schema: unknown,
  schemas: JsonObject,
): Omit<CrudEntity<never, never>, 'types'> {
  if (!isObject(schema) || !isObject(schema.properties))
    throw new Error(`crudHandlers: the entity schema ${name} has no properties`);
  const properties = Object.entries(schema.properties);
  return {
    name,
    readable: properties.filter(([, p]) => !marked(p, 'writeOnly', schemas)).map(([field]) => field),
    writable: properties.filter(([, p]) => !marked(p, 'readOnly', schemas)).map(([field]) => field),
  };
}

type EntityName = keyof components['schemas'];

let contractSchemas: JsonObject | undefined;

/** An entity of the bundled contract (`components.schemas.<name>`), typed by the generated client. */
export function contractEntity<N extends EntityName>(name: N): CrudEntity<Entity<N>, EntityInput<N>> {
  contractSchemas ??= (() => {
    const components = loadContract().components;
    return isObject(components) && isObject(components.schemas) ? components.schemas : {};
  })();
  return entityFields(name, contractSchemas[name], contractSchemas);
}
