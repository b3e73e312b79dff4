/**
 * Security headers of every answer (helmet). The Content-Security-Policy allows only the app's own
 * files: the Vite build has no inline script or style, and React sets style properties through the
 * CSSOM (which CSP does not restrict), so neither 'unsafe-inline' nor 'unsafe-eval' is needed. Images
 * may also be data: and blob: URLs (previews of files being uploaded), and come from the configured map
 * tile host (the cities page's map): that host only, so a tile URL cannot widen the policy further.
 */
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { tileImageOrigins } from './mapTiles';

/** The policy's directives; `mapTileUrl` is the map's tile template, or null when the map has no tiles. */
export function contentSecurityPolicy(mapTileUrl: string | null): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'"],
    'img-src': ["'self'", 'data:', 'blob:', ...(mapTileUrl ? tileImageOrigins(mapTileUrl) : [])],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

export async function registerSecurityHeaders(
  app: FastifyInstance,
  { mapTileUrl }: { mapTileUrl: string | null },
): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(mapTileUrl) },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'deny' },
    // The server also runs on plain http on loopback; HSTS belongs to the TLS proxy in front of it.
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
  });
}
