/**
 * Reading rows and filling request bodies: dot paths into a row, the values a descriptor's params name
 * (a row field, a route parameter, the parent row's field, a constant), and row conditions.
 */
import type { Condition, Params, ValueSource } from '../descriptor';

export type Row = Record<string, unknown>;

export function isRow(value: unknown): value is Row {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The value at a dot path (`location.name`), or undefined. */
export function valueAt(row: unknown, path: string): unknown {
  let current: unknown = row;
  for (const segment of path.split('.')) {
    if (!isRow(current)) return undefined;
    current = current[segment];
  }
  return current;
}

/** What the params of an operation resolve to, for a row, the route's parameters and a parent row. */
export interface ParamContext {
  row?: Row | undefined;
  route?: Readonly<Record<string, string | undefined>>;
  parent?: Row | undefined;
  /** The signed-in user's session (an employee's own branch). */
  session?: Row | null | undefined;
  /** The signed-in user's store, as get-store-info answers it (its loyalty settings). */
  store?: Row | null | undefined;
}

function routeValue(value: string | undefined): string | number | undefined {
  if (value === undefined) return undefined;
  // Route parameters are ids in this product's routes; the contract wants them as numbers.
  return /^\d+$/.test(value) ? Number(value) : value;
}

export function resolveSource(source: ValueSource, context: ParamContext): unknown {
  if ('const' in source) return source.const;
  if ('row' in source) return valueAt(context.row, source.row);
  if ('route' in source) return routeValue(context.route?.[source.route]);
  if ('parent' in source) return valueAt(context.parent, source.parent);
  if ('store' in source) return valueAt(context.store, source.store);
  // A session field the user does not have (an owner's locationId) names nothing.
  const own = valueAt(context.session, source.session);
  return own === null || own === '' ? undefined : own;
}

/** The request fields a descriptor's params name; a source with no value leaves its field out. */
export function resolveParams(params: Params | undefined, context: ParamContext): Row {
  const body: Row = {};
  for (const [name, source] of Object.entries(params ?? {})) {
    const value = resolveSource(source, context);
    if (value !== undefined) body[name] = value;
  }
  return body;
}

export function matches(condition: Condition | null | undefined, row: Row): boolean {
  if (!condition) return true;
  if ('allOf' in condition) return condition.allOf.every((part) => matches(part, row));
  // A field the row lacks reads as null, so `equals: null` also holds for an object that was answered as null.
  const value = valueAt(row, condition.field) ?? null;
  if ('equals' in condition) return value === condition.equals;
  if ('notEquals' in condition) return value !== condition.notEquals;
  return condition.in.includes(value as never);
}

/**
 * A template's text with each `{path}` replaced by that value of the sources (`{row.slug}`), or null
 * when a value is missing: a link that cannot be built is not shown.
 */
export function fillTemplate(template: string, sources: Row): string | null {
  let missing = false;
  const text = template.replace(/\{([^}]+)\}/g, (_, path: string) => {
    const value = valueAt(sources, path);
    if (value === null || value === undefined || value === '' || typeof value === 'object') {
      missing = true;
      return '';
    }
    return String(value);
  });
  return missing ? null : text;
}
