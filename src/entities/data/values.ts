/**
 * Rows as the engine handles them: plain objects from the API's answers, read by dot paths
 * (`location.name`), matched against a descriptor's conditions, and the values an operation sends built
 * from its params (a field of the row, a route parameter, a field of the parent row, a constant).
 */
import type { Condition, Params } from '../descriptor';

export type Row = Record<string, unknown>;

export function isRow(value: unknown): value is Row {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The value at a dot path of an object, or undefined when any step is missing. */
export function valueAt(source: unknown, path: string): unknown {
  let current: unknown = source;
  for (const segment of path.split('.')) {
    if (!isRow(current)) return undefined;
    current = current[segment];
  }
  return current;
}

/** Whether a row meets a descriptor's condition; no condition is met by every row. */
export function matches(condition: Condition | null | undefined, row: Row): boolean {
  if (!condition) return true;
  const value = valueAt(row, condition.field) ?? null;
  if ('equals' in condition) return value === condition.equals;
  if ('notEquals' in condition) return value !== condition.notEquals;
  return condition.in.includes(value as string | number | boolean | null);
}

/** Where params take their values from. */
export interface ParamContext {
  /** The page's route parameters (`:storeId`). */
  route?: Readonly<Record<string, string | undefined>>;
  /** The row a list shown inside a detail page belongs to. */
  parent?: Row | undefined;
  /** The row an operation is about. */
  row?: Row | undefined;
}

/** Route parameters are text; the contract's ids are numbers. */
function fromRoute(text: string | undefined): string | number | undefined {
  if (text === undefined) return undefined;
  return /^\d+$/.test(text) ? Number(text) : text;
}

/** The fields an operation's params send, resolved in a context; those with no value are left out. */
export function resolveParams(params: Params | undefined, context: ParamContext): Row {
  const body: Row = {};
  for (const [name, source] of Object.entries(params ?? {})) {
    let value: unknown;
    if ('const' in source) value = source.const;
    else if ('row' in source) value = valueAt(context.row, source.row);
    else if ('parent' in source) value = valueAt(context.parent, source.parent);
    else value = fromRoute(context.route?.[source.route]);
    if (value !== undefined) body[name] = value;
  }
  return body;
}

/**
 * A template's text with each `{path}` replaced by the value at that path of `sources` (`{row.slug}`,
 * `{answer.clientWebApp}`, or `{id}` with a row as the source); null when a value is missing or empty.
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
