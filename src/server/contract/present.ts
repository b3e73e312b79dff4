/**
 * A request field the generated types mark optional although validation guarantees it: fields with a
 * default in an inline schema (the request view fills the default in), or made required by an allOf
 * member. Reaching the throw means the handler ran without validation, a server bug.
 */
export function present<T>(value: T | undefined, field: string): T {
  if (value === undefined) throw new Error(`'${field}' should have been filled in by request validation`);
  return value;
}
