/**
 * A path without its trailing slashes (`/dashboard/customers/` is `/dashboard/customers`): how the
 * server picks a page's own document and the frame its first shape. The head's inline script
 * (src/earlyCalls.ts) does the same in its own words, as it can import nothing.
 */
export function withoutTrailingSlash(path: string): string {
  return path.replace(/\/+$/, '');
}
