/**
 * What handlers may use besides the request: the database, the configuration, the mailer and the
 * clock (injected so tests can move time, e.g. to expire a recovery link).
 */
import { DEFAULT_RATE_LIMITS, type RateLimits } from './auth/rateLimiter';
import type { BackgroundTasks } from './background';
import type { Database } from './db/database';
import type { TrustProxy } from './http/trustProxy';
import type { Mailer } from './mail/mailer';

export interface ServerConfig {
  /** Folder of the embedded database and development mail (and an older version's uploads, moved in). */
  dataDir: string;
  /** Base address of the back office, for links in mails (the recovery link). */
  publicUrl: string;
  sessionTtlMs: number;
  resetTokenTtlMs: number;
  rateLimits: RateLimits;
  uploadMaxBytes: number;
  /** What a store's uploaded files may add up to. */
  uploadQuotaBytes: number;
  /** How long an upload no record uses is kept (a form may still be open), before the cleanup removes it. */
  unusedUploadGraceMs: number;
  bodyMaxBytes: number;
  /** Leaflet tile URL template of the cities map, or null for no tiles (the bundled outline only). */
  mapTileUrl: string | null;
  /** The tile provider's attribution, shown on the map as plain text. */
  mapTileAttribution: string;
  /** Which proxies in front may tell the client's address (X-Forwarded-For): http/trustProxy.ts. */
  trustProxy: TrustProxy;
  /** Days the audit trail keeps a record (AUDIT_RETENTION_DAYS); 0 keeps them for ever. */
  auditRetentionDays: number;
}

export interface Services {
  db: Database;
  config: ServerConfig;
  mailer: Mailer;
  now(): Date;
  /** Work to finish after the answer (a mail whose sending must not show in the answer's timing). */
  background: BackgroundTasks;
}

export const DEFAULT_LIMITS = {
  sessionTtlMs: 30 * 24 * 60 * 60 * 1000,
  resetTokenTtlMs: 60 * 60 * 1000,
  rateLimits: DEFAULT_RATE_LIMITS,
  uploadMaxBytes: 5 * 1024 * 1024,
  uploadQuotaBytes: 200 * 1024 * 1024,
  unusedUploadGraceMs: 24 * 60 * 60 * 1000,
  bodyMaxBytes: 1024 * 1024,
  auditRetentionDays: 365,
} as const;
