/**
 * What handlers may use besides the request: the database, the configuration, the mailer and the
 * clock (injected so tests can move time, e.g. to expire a recovery link).
 */
import type { Database } from './db/database';
import type { Mailer } from './mail/mailer';

export interface ServerConfig {
  /** Folder of the embedded database, uploads and development mail. */
  dataDir: string;
  /** Base address of the back office, for links in mails (the recovery link). */
  publicUrl: string;
  sessionTtlMs: number;
  resetTokenTtlMs: number;
  loginRateLimit: { maxFailures: number; windowMs: number };
  uploadMaxBytes: number;
  bodyMaxBytes: number;
  /** Leaflet tile URL template of the cities map, or null for no tiles (the bundled outline only). */
  mapTileUrl: string | null;
  /** The tile provider's attribution, shown on the map as plain text. */
  mapTileAttribution: string;
}

export interface Services {
  db: Database;
  config: ServerConfig;
  mailer: Mailer;
  now(): Date;
}

export const DEFAULT_LIMITS = {
  sessionTtlMs: 30 * 24 * 60 * 60 * 1000,
  resetTokenTtlMs: 60 * 60 * 1000,
  loginRateLimit: { maxFailures: 10, windowMs: 15 * 60 * 1000 },
  uploadMaxBytes: 5 * 1024 * 1024,
  bodyMaxBytes: 1024 * 1024,
} as const;
