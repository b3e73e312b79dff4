/**
 * What the benchmarks (and the several-processes end-to-end test) share: the product (or its server
 * alone) started on a port and a given data folder, stopped again, and a session written as the app
 * keeps it in localStorage.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Session } from '../../src/contract/types';
import { SESSION_STORAGE_KEY, writeStoredSession } from '../../src/session/storedSession';

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Node's flags that run a TypeScript file in the process itself. Not the `tsx` command: it runs the
 * script in a child process and relays a SIGTERM only if the child confirms it within 30 ms; a server
 * busy for longer than that (a burst of writes, a loaded machine) was SIGKILLed instead of stopping
 * gracefully, and exited 143. `npm start` and `npm run server` use the same flags.
 */
export const TYPESCRIPT_LOADER = ['--import', 'tsx'];

export interface StartOptions {
  /** `scripts/start.ts` (`npm start`: builds when stale, then serves) or `src/server/main.ts`. */
  script: string;
  dataDir: string;
  /**
   * The database the server uses: a PostgreSQL URL, or null for PGlite in the data folder whatever
   * DATABASE_URL says; left out, the server reads DATABASE_URL as it would.
   */
  databaseUrl?: string | null;
  /** The port to listen on; a free one by default. */
  port?: number;
  /** More environment (TRUST_PROXY, LOG_LEVEL…). */
  env?: NodeJS.ProcessEnv;
  /** Told of the process as soon as it runs, before it listens (to stop it whatever happens). */
  onSpawn?: (child: ChildProcess) => void;
}

export interface RunningProduct {
  url: string;
  child: ChildProcess;
  /** What it printed so far. */
  output(): string;
}

/** Starts a script of the product; answers its address once it listens. */
export function startProduct({
  script,
  dataDir,
  databaseUrl,
  port = 0,
  env: moreEnv = {},
  onSpawn,
}: StartOptions): Promise<RunningProduct> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'error',
    ...moreEnv,
  };
  if (databaseUrl !== undefined) {
    delete env.DATABASE_URL;
    if (databaseUrl) env.DATABASE_URL = databaseUrl;
  }
  const child = spawn(process.execPath, [...TYPESCRIPT_LOADER, script], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  onSpawn?.(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', () => {
      const url = output.match(/Back office en (http:\/\/\S+)/)?.[1];
      if (url) resolve({ url, child, output: () => output });
    });
    child.once('exit', (code) => reject(new Error(`The server stopped (${code}):\n${output}`)));
  });
}

/** Stops it: SIGTERM, then SIGKILL if it has not gone after 10 s; answers its exit code. */
export async function stopProduct(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  const code = await exited;
  clearTimeout(timer);
  return code;
}

/** The session as the app writes it to localStorage after signing in (the value of its one key). */
export function storedSessionValue(session: Session): string {
  const kept = new Map<string, string>();
  const storage = { setItem: (key: string, value: string) => kept.set(key, value) } as unknown as Storage;
  writeStoredSession(session, storage);
  const value = kept.get(SESSION_STORAGE_KEY);
  if (value === undefined) throw new Error('The session was not stored');
  return value;
}

/** Signs in through the API and answers the session as the app then keeps it in localStorage. */
export async function signedInStoredSession(
  origin: string,
  email: string,
  password: string,
): Promise<string> {
  const response = await fetch(`${origin}/login/client`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const answer = (await response.json()) as { s: string; m?: string; session?: Session };
  if (!answer.session) throw new Error(`Signing in as ${email} failed: ${answer.m ?? response.status}`);
  return storedSessionValue(answer.session);
}
