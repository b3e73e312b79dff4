/**
 * The API's path prefixes. A GET under them never falls back to the front end's index.html: the client
 * would otherwise receive HTML where it expects the JSON envelope.
 */
export const API_PREFIXES = ['/client', '/admin', '/general', '/login', '/uploads', '/files'] as const;

export function isApiPath(path: string): boolean {
  return API_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/** The request's path without the query string. */
export function pathOf(url: string): string {
  const end = url.search(/[?#]/);
  return end < 0 ? url : url.slice(0, end);
}
