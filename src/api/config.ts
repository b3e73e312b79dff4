export interface ApiLocation {
  /** API host name, optionally with its scheme (https is assumed). */
  host?: string | undefined;
  port?: string | undefined;
}

const CONFIGURED: ApiLocation = {
  host: import.meta.env.VITE_API_HOST,
  port: import.meta.env.VITE_API_PORT,
};

/**
 * Base address of every call: https on the configured host and optional port, or the page's own origin
 * when no host is configured (the reference server serves the app and the API together).
 */
export function apiBaseUrl(
  location: ApiLocation = CONFIGURED,
  pageOrigin = globalThis.location?.origin ?? '',
): string {
  const host = location.host?.trim();
  if (!host) return pageOrigin;
  const port = location.port?.trim();
  if (port && !/^[0-9]{1,5}$/.test(port))
    throw new Error(`VITE_API_PORT must be a port number, not '${port}'`);
  const origin = /^https?:\/\//.test(host) ? host.replace(/\/+$/, '') : `https://${host}`;
  return port ? `${origin}:${port}` : origin;
}

/**
 * Where the browser finds an uploaded file (a logo, an image): the contract's image addresses are
 * absolute URLs or paths on the API's origin, which is not always the page's. Null for an empty one.
 */
export function assetUrl(address: string, base: string = apiBaseUrl()): string | null {
  const trimmed = address.trim();
  if (trimmed === '') return null;
  try {
    return new URL(trimmed, base.endsWith('/') ? base : `${base}/`).href;
  } catch {
    return null;
  }
}
