/**
 * Rows as the engine handles them — plain JSON objects of an answer — and the small helpers every part
 * of the engine shares: reading a dot path, testing a descriptor's row condition, and resolving the
 * values a descriptor says to send with an operation (a row's field, a route parameter, the parent row).
 */
import type { Condition, Params } from '../descriptor';

export type Row = Record<string, unknown>;

export function isRow(value: unknown): value is Row {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The value at a dot path (`location.name`), or undefined when any step is missing. */
export function valueAt(value: unknown, path: string): unknown {
  let current: unknown = value;
  for (const step of path.split('.')) {
    if (!isRow(current)) return undefined;
    current = current[step];
  }
  return current;
}

/** Whether a row meets a descriptor's condition; no condition matches every row. */
export function matches(condition: Condition | null | undefined, row: Row): boolean {
  if (!condition) return true;
  if ('allOf' in condition) return condition.allOf.every((part) => matches(part, row));
  const value = valueAt(row, condition.field) ?? null;
  if ('equals' in condition) return value === condition.equals;
  if ('notEquals' in condition) return value !== condition.notEquals;
  return condition.in.includes(value as string | number | boolean | null);
}

/** What a descriptor's params are resolved against. */
export interface ParamContext {
  /** The page's route parameters (`:storeId`). */
  route?: Readonly<Record<string, string | undefined>>;
  /** The row a list is shown inside (a customer, for their history). */
  parent?: Row | undefined;
  /** The row an action or a delete is on. */
  row?: Row | undefined;
  /** The signed-in user's session (an employee's own branch). */
  session?: Row | null | undefined;
}

/** Route parameters are text; ids in requests are numbers. */
function routeValue(text: string | undefined): string | number | undefined {
  if (text === undefined) return undefined;
  return /^\d+$/.test(text) ? Number(text) : text;
}

/** The request fields a descriptor's params name, from where each comes; unknown sources are left out. */
export function resolveParams(params: Params | undefined, context: ParamContext): Row {
  const out: Row = {};
  for (const [name, source] of Object.entries(params ?? {})) {
    let value: unknown;
    if ('const' in source) value = source.const;
    else if ('row' in source) value = valueAt(context.row, source.row);
    else if ('parent' in source) value = valueAt(context.parent, source.parent);
    else if ('route' in source) value = routeValue(context.route?.[source.route]);
    else {
      // A session field the user does not have (an owner's locationId) names nothing.
      const own = valueAt(context.session, source.session);
      value = own === null || own === '' ? undefined : own;
    }
    if (value !== undefined) out[name] = value;
  }
  return out;
}
