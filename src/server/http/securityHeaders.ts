/**
 * Security headers of every answer (helmet). The Content-Security-Policy allows only the app's own
 * files: the Vite build has no inline script or style, and React sets style properties through the
 * CSSOM (which CSP does not restrict), so neither 'unsafe-inline' nor 'unsafe-eval' is needed. Images
 * may also be data: and blob: URLs (previews of files being uploaded).
 */
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

export const CONTENT_SECURITY_POLICY = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
} as const;

export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: Object.fromEntries(
        Object.entries(CONTENT_SECURITY_POLICY).map(([name, values]) => [name, [...values]]),
      ),
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'deny' },
    // The server also runs on plain http on loopback; HSTS belongs to the TLS proxy in front of it.
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
  });
}
