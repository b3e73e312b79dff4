/**
 * The server's settings from the environment:
 *   PORT (8080), HOST (127.0.0.1), DATA_DIR (./data): where it listens and keeps its files;
 *   DATABASE_URL: a PostgreSQL server instead of the embedded database in DATA_DIR/pgdata;
 *   SMTP_URL: send mail through this server instead of writing it to DATA_DIR/mail;
 *   PUBLIC_URL: the back office's address for links in mails (default http://HOST:PORT);
 *   TRUST_PROXY: behind reverse proxies, how many there are (1: the address the nearest one saw) or their
 *   addresses, for the client address in X-Forwarded-For (http/trustProxy.ts);
 *   MAP_TILE_URL: the cities map's tile template (OpenStreetMap's by default; `none` for no tiles), whose
 *   host the Content-Security-Policy then allows; MAP_TILE_ATTRIBUTION: the credit that provider asks for;
 *   SHUTDOWN_TIMEOUT_MS (20000): how long a stop (SIGTERM) may wait for requests and jobs in progress;
 *   AUDIT_RETENTION_DAYS (365): how long the audit trail keeps a record (0: for ever).
 */
import { resolve } from 'node:path';
import {
  DEFAULT_MAP_TILE_ATTRIBUTION,
  DEFAULT_MAP_TILE_URL,
  NO_MAP_TILES,
  tileImageOrigins,
} from './http/mapTiles';
import { parseTrustProxy } from './http/trustProxy';
import { DEFAULT_LIMITS, type ServerConfig } from './services';

export interface RuntimeConfig extends ServerConfig {
  host: string;
  port: number;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  shutdownTimeoutMs: number;
}

export const DEFAULT_SHUTDOWN_TIMEOUT_MS = 20_000;

function nonEmpty(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

function port(value: string | undefined): number {
  if (value === undefined) return 8080;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > 65535)
    throw new Error(`PORT must be a port number, not '${value}'`);
  return parsed;
}

function milliseconds(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed <= 0)
    throw new Error(`${name} must be a number of milliseconds, not '${value}'`);
  return parsed;
}

function days(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0)
    throw new Error(`${name} must be a number of days, not '${value}'`);
  return parsed;
}

/** The tile template, checked at start so a typo fails loudly instead of leaving the map blank. */
function mapTileUrl(value: string | undefined): string | null {
  if (value === undefined) return DEFAULT_MAP_TILE_URL;
  if (value.toLowerCase() === NO_MAP_TILES) return null;
  tileImageOrigins(value);
  return value;
}

export function readConfig(env: NodeJS.ProcessEnv): RuntimeConfig {
  const host = nonEmpty(env.HOST) ?? '127.0.0.1';
  const listenPort = port(nonEmpty(env.PORT));
  const displayHost = host.includes(':') ? `[${host}]` : host;
  return {
    ...DEFAULT_LIMITS,
    host,
    port: listenPort,
    dataDir: resolve(nonEmpty(env.DATA_DIR) ?? './data'),
    databaseUrl: nonEmpty(env.DATABASE_URL),
    smtpUrl: nonEmpty(env.SMTP_URL),
    publicUrl: (nonEmpty(env.PUBLIC_URL) ?? `http://${displayHost}:${listenPort}`).replace(/\/+$/, ''),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    mapTileUrl: mapTileUrl(nonEmpty(env.MAP_TILE_URL)),
    mapTileAttribution: nonEmpty(env.MAP_TILE_ATTRIBUTION) ?? DEFAULT_MAP_TILE_ATTRIBUTION,
    auditRetentionDays: days(
      'AUDIT_RETENTION_DAYS',
      nonEmpty(env.AUDIT_RETENTION_DAYS),
      DEFAULT_LIMITS.auditRetentionDays,
    ),
    shutdownTimeoutMs: milliseconds(
      'SHUTDOWN_TIMEOUT_MS',
      nonEmpty(env.SHUTDOWN_TIMEOUT_MS),
      DEFAULT_SHUTDOWN_TIMEOUT_MS,
    ),
  };
}
