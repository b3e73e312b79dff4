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
  return valueAt(context.parent, source.parent);
}

export function resolveParams(params: Params | undefined, context: ParamContext): Row {
  const body: Row = {};
  for (const [name, source] of Object.entries(params ?? {})) body[name] = resolveSource(source, context);
  return body;
}

export function matches(condition: Condition | null | undefined, row: Row): boolean {
  if (!condition) return true;
  const value = valueAt(row, condition.field);
  if ('equals' in condition) return value === condition.equals;
  if ('notEquals' in condition) return value !== condition.notEquals;
  return condition.in.includes(value as never);
}
