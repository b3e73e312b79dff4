/**
 * A reference server for one test file: its own database copy, its own data folder (mail), a
 * clock the test can move, and every success answer checked against the contract by the server itself
 * (checkResponses) as well as by `ok` and `fail`, with src/contract's response validator.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { precompressDirectory } from '../../../scripts/vite/precompress';
import type { ApiFailure, ApiRequest, ApiSuccess, JsonApiPath } from '../../../src/contract/types';
import { type AppDeps, buildApp } from '../../../src/server/app';
import { createBackgroundTasks } from '../../../src/server/background';
import type { Database } from '../../../src/server/db/database';
import { DEFAULT_MAP_TILE_ATTRIBUTION, DEFAULT_MAP_TILE_URL } from '../../../src/server/http/mapTiles';
import { createFileMailer, type Mail } from '../../../src/server/mail/mailer';
import { DEFAULT_LIMITS, type ServerConfig } from '../../../src/server/services';
import { responseValidator } from '../../support/contract';
import { openTestDatabase, TEST_SEED_NOW } from './testDatabase';

export const DEMO_PASSWORD = 'demo1234';
export const PUBLIC_URL = 'http://backoffice.test';
export const FRONT_END_INDEX = `<!doctype html><html lang="es"><head>${'<meta name="x" content="padding">'.repeat(20)}</head><body><div id="root"></div></body></html>\n`;
/** The sign-in page as the build renders it (scripts/vite/prerender.ts). */
export const FRONT_END_SIGN_IN = FRONT_END_INDEX.replace(
  '<div id="root"></div>',
  '<div id="root" data-prerendered="es"><h1>Iniciar sesión</h1></div>',
);
/** index.html with the signed-in frame's chunks preloaded (scripts/vite/routeDocument.ts). */
export const FRONT_END_DASHBOARD = FRONT_END_INDEX.replace(
  '</head>',
  '<link rel="modulepreload" href="/assets/DashboardLayout-1a2b3c.js"></head>',
);
/** A page's own document (scripts/vite/prerender.ts writes one per static page). */
export const FRONT_END_CUSTOMERS = FRONT_END_DASHBOARD.replace(
  '<div id="root"></div>',
  '<div id="root">Clientes</div>',
);
export const FRONT_END_ASSET = 'index-3f9a1c.js';
/** Big enough for the build's compressed copies to be written, as they are for the real chunks. */
export const FRONT_END_ASSET_SOURCE = 'console.log("app");\n'.repeat(100);

export interface RawAnswer {
  status: number;
  body: unknown;
  headers: Record<string, string | string[] | number | undefined>;
}

export interface CallOptions {
  token?: string;
  /** The store's API token, sent in the X-Api-Token header. */
  apiToken?: string;
  /** The connection's address. */
  ip?: string;
  /** More headers (X-Forwarded-For…). */
  headers?: Record<string, string>;
}

export interface TestServer {
  app: FastifyInstance;
  db: Database;
  driver: 'pglite' | 'postgres';
  dataDir: string;
  config: ServerConfig;
  /** Mails sent, in order (they are also written to dataDir/mail). */
  mails: Mail[];
  /** Waits for the work the server does after answering (the recovery mail). */
  settled(): Promise<void>;
  /**
   * The server's clock: it starts a minute after the seed's fixed "now" and runs at the real pace, so
   * what a test writes comes after the demo data whatever the day and hour the suite runs.
   */
  now(): Date;
  /** Moves the server's clock forward. */
  advanceClock(ms: number): void;
  /** POSTs any JSON body (or raw text) and answers the parsed JSON, whatever the status. */
  request(path: string, body: unknown, options?: CallOptions & { rawPayload?: string }): Promise<RawAnswer>;
  /**
   * A call that must succeed: 200, and an answer that matches its response schema. The body may leave
   * out fields (those with a default); their names and types are still checked.
   */
  ok<P extends JsonApiPath>(
    path: P,
    body: Partial<ApiRequest<P>>,
    options?: CallOptions,
  ): Promise<ApiSuccess<P>>;
  /** A call that must be refused with `status` and the error envelope. */
  fail<P extends JsonApiPath>(
    path: P,
    body: unknown,
    status: number,
    options?: CallOptions,
  ): Promise<ApiFailure>;
  /** Signs in (demo password by default) and answers the session token. */
  login(email: string, password?: string): Promise<string>;
  close(): Promise<void>;
}

export async function createTestServer(
  overrides: Partial<ServerConfig> = {},
  /** Operations beyond the product's (an entity that exists only in tests). */
  extra?: AppDeps['extra'],
): Promise<TestServer> {
  const database = await openTestDatabase();
  const dataDir = await mkdtemp(join(tmpdir(), 'loyalty-server-'));
  // A stand-in for the built front end, so the tests need no `vite build`.
  const distDir = join(dataDir, 'dist');
  await mkdir(join(distDir, 'assets'), { recursive: true });
  await writeFile(join(distDir, 'index.html'), FRONT_END_INDEX);
  await writeFile(join(distDir, 'signin.html'), FRONT_END_SIGN_IN);
  await writeFile(join(distDir, 'dashboard.html'), FRONT_END_DASHBOARD);
  await mkdir(join(distDir, 'pages', 'dashboard'), { recursive: true });
  await writeFile(join(distDir, 'pages', 'dashboard', 'customers.html'), FRONT_END_CUSTOMERS);
  await writeFile(join(distDir, 'assets', FRONT_END_ASSET), FRONT_END_ASSET_SOURCE);
  await precompressDirectory(distDir);
  const config: ServerConfig = {
    ...DEFAULT_LIMITS,
    dataDir,
    publicUrl: PUBLIC_URL,
    mapTileUrl: DEFAULT_MAP_TILE_URL,
    mapTileAttribution: DEFAULT_MAP_TILE_ATTRIBUTION,
    trustProxy: false,
    ...overrides,
  };
  const mails: Mail[] = [];
  const files = createFileMailer(join(dataDir, 'mail'), { info: () => undefined });
  const startedAt = Date.now();
  let clockOffset = 0;
  const now = () => new Date(TEST_SEED_NOW.getTime() + 60_000 + (Date.now() - startedAt) + clockOffset);
  const background = createBackgroundTasks();
  const app = await buildApp({
    extra,
    background,
    db: database.db,
    config,
    mailer: {
      async send(mail) {
        mails.push(mail);
        await files.send(mail);
      },
    },
    now,
    distDir,
    checkResponses: true,
    logger: { level: process.env.SERVER_TEST_LOG ?? 'silent' },
  });

  async function request(
    path: string,
    body: unknown,
    options: CallOptions & { rawPayload?: string } = {},
  ): Promise<RawAnswer> {
    const response = await app.inject({
      method: 'POST',
      url: path,
      headers: {
        'content-type': 'application/json',
        ...(options.token ? { token: options.token } : {}),
        ...(options.apiToken ? { 'x-api-token': options.apiToken } : {}),
        ...options.headers,
      },
      payload: options.rawPayload ?? JSON.stringify(body),
      remoteAddress: options.ip ?? '127.0.0.1',
    });
    return { status: response.statusCode, body: response.json(), headers: response.headers };
  }

  async function ok<P extends JsonApiPath>(
    path: P,
    body: Partial<ApiRequest<P>>,
    options?: CallOptions,
  ): Promise<ApiSuccess<P>> {
    const answer = await request(path, body, options);
    expect(answer.body, `answer of ${path}`).toEqual(expect.objectContaining({ s: 'ok' }));
    expect(answer.status).toBe(200);
    expect(responseValidator.validate(path, answer.body, 200), `answer of ${path}`).toEqual([]);
    return answer.body as ApiSuccess<P>;
  }

  async function fail<P extends JsonApiPath>(
    path: P,
    body: unknown,
    status: number,
    options?: CallOptions,
  ): Promise<ApiFailure> {
    const answer = await request(path, body, options);
    expect(answer.body, `refusal of ${path}`).toEqual(
      expect.objectContaining({ s: 'error', m: expect.stringMatching(/\S/) }),
    );
    expect(answer.status, `status of ${path}: ${JSON.stringify(answer.body)}`).toBe(status);
    expect(responseValidator.validate(path, answer.body, status)).toEqual([]);
    return answer.body as ApiFailure;
  }

  const tokens = new Map<string, string>();
  return {
    app,
    db: database.db,
    driver: database.driver,
    dataDir,
    config,
    mails,
    settled: () => background.idle(),
    now,
    advanceClock: (ms) => {
      clockOffset += ms;
    },
    request,
    ok,
    fail,
    async login(email, password = DEMO_PASSWORD) {
      const key = `${email}\n${password}`;
      const known = tokens.get(key);
      if (known) return known;
      const { session } = await ok('/login/client', { email, password }, { ip: '10.9.9.9' });
      tokens.set(key, session.token);
      return session.token;
    },
    async close() {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
