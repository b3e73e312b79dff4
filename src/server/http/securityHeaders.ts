/**
 * Security headers of every answer (helmet). The Content-Security-Policy allows only the app's own
 * files, and two inline scripts by their hashes (the sign-in page's, which keeps a submission sent before
 * the page's code has run: src/earlySignIn.ts; and the signed-in pages', which starts their first calls
 * while their code downloads: src/earlyCalls.ts): the Vite build has no other inline script or style, and React
 * sets style properties through the CSSOM (which CSP does not restrict), so neither 'unsafe-inline' nor
 * 'unsafe-eval' is needed. Images
 * may also be data: and blob: URLs (previews of files being uploaded), any https: address (what the
 * contract's image fields accept: a store may show a picture hosted elsewhere), and the configured map
 * tile host when it is plain http (that host only, so a tile URL cannot widen the policy further).
 */
import { createHash } from 'node:crypto';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { EARLY_CALLS_SCRIPT } from '../../earlyCalls';
import { EARLY_SIGN_IN_SCRIPT } from '../../earlySignIn';
import { tileImageOrigins } from './mapTiles';

/** A CSP source that allows exactly one inline script, by the hash of its text. */
export function inlineScriptSource(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

function plainHttpOrigins(origins: readonly string[]): string[] {
  return origins.filter((origin) => origin.startsWith('http:'));
}

/** The policy's directives; `mapTileUrl` is the map's tile template, or null when the map has no tiles. */
export function contentSecurityPolicy(mapTileUrl: string | null): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    'script-src': [
      "'self'",
      inlineScriptSource(EARLY_SIGN_IN_SCRIPT),
      inlineScriptSource(EARLY_CALLS_SCRIPT),
    ],
    'style-src': ["'self'"],
    // Image fields accept https:// addresses (ImageUrl.json), so every https image may show; a plain
    // http tile host is the only other origin, named exactly.
    'img-src': [
      "'self'",
      'data:',
      'blob:',
      'https:',
      ...(mapTileUrl ? plainHttpOrigins(tileImageOrigins(mapTileUrl)) : []),
    ],
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
