/**
 * Several `npm start` at once in one checkout (several server processes on one machine) must not run
 * several `vite build`s into one dist/: the first to create the lock folder builds (when the front end
 * is stale), the others wait for the lock to go, then find dist/ fresh. A lock left by a process that
 * died (its pid no longer runs) is taken over.
 */
import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { hasErrorCode } from '../../src/server/errorCode';

export interface BuildOnceOptions {
  /** The lock folder (created atomically). */
  lock: string;
  isStale(): Promise<boolean>;
  build(): Promise<void>;
  /** How often a waiting process looks at the lock again. */
  pollMs?: number;
}

/** A lock without its pid this long after it was made was left by a process that died in between. */
const PIDLESS_LOCK_MS = 10_000;

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return hasErrorCode(error, 'EPERM');
  }
}

async function takeLock(lock: string, pollMs: number): Promise<void> {
  for (;;) {
    try {
      await mkdir(lock);
      await writeFile(join(lock, 'pid'), String(process.pid));
      return;
    } catch (error) {
      if (!hasErrorCode(error, 'EEXIST')) throw error;
    }
    const owner = Number(await readFile(join(lock, 'pid'), 'utf8').catch(() => '0'));
    const made = await stat(lock).then(
      (info) => info.mtimeMs,
      () => Date.now(),
    );
    if (owner > 0 ? !isRunning(owner) : Date.now() - made > PIDLESS_LOCK_MS) {
      await rm(lock, { recursive: true, force: true });
      continue;
    }
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}

/** Builds when stale, one process at a time; answers whether this one built. */
export async function buildOnce({ lock, isStale, build, pollMs = 200 }: BuildOnceOptions): Promise<boolean> {
  // Most starts find the build fresh and need no lock.
  if (!(await isStale())) return false;
  await takeLock(lock, pollMs);
  try {
    // Another process may have built it while this one waited.
    if (!(await isStale())) return false;
    await build();
    return true;
  } finally {
    await rm(lock, { recursive: true, force: true });
  }
}
