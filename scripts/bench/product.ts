/**
 * What the benchmarks share: the product (or its server alone) started on a free port and a given data
 * folder, stopped again, and a session written as the app keeps it in localStorage.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Session } from '../../src/contract/types';
import { SESSION_STORAGE_KEY, writeStoredSession } from '../../src/session/storedSession';

const root = fileURLToPath(new URL('../..', import.meta.url));

export interface StartOptions {
  /** `scripts/start.ts` (`npm start`: builds when stale, then serves) or `src/server/main.ts`. */
  script: string;
  dataDir: string;
  /**
   * The database the server uses: a PostgreSQL URL, or null for PGlite in the data folder whatever
   * DATABASE_URL says; left out, the server reads DATABASE_URL as it would.
   */
  databaseUrl?: string | null;
}

/** Starts a script of the product on a free port; answers its address once it listens. */
export function startProduct({
  script,
  dataDir,
  databaseUrl,
}: StartOptions): Promise<{ url: string; child: ChildProcess }> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'error',
  };
  if (databaseUrl !== undefined) {
    delete env.DATABASE_URL;
    if (databaseUrl) env.DATABASE_URL = databaseUrl;
  }
  const child = spawn(join(root, 'node_modules/.bin/tsx'), [script], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const url = output.match(/Back office en (http:\/\/\S+)/)?.[1];
      if (url) resolve({ url, child });
    });
    child.once('exit', (code) => reject(new Error(`The server stopped (${code}):\n${output}`)));
  });
}

/** Stops it: SIGTERM, then SIGKILL if it has not gone after 10 s. */
export async function stopProduct(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
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
