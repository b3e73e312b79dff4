/**
 * Work a request starts but does not wait for, so that its answer leaves before it: the recovery mail,
 * whose sending would otherwise make an existing account's answer slower than an unknown email's. A
 * failure is logged, never thrown at a caller already answered; `idle()` waits for what is still running
 * (the server's close, and tests reading the mail).
 */
import type { FastifyBaseLogger } from 'fastify';

export interface BackgroundTasks {
  /** Starts `task` once the current request has answered. */
  run(task: () => Promise<void>, log: Pick<FastifyBaseLogger, 'error'>): void;
  /** Resolves when no task is running. */
  idle(): Promise<void>;
}

export function createBackgroundTasks(): BackgroundTasks {
  const running = new Set<Promise<void>>();
  return {
    run(task, log) {
      const done: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(task)
        .catch((error: unknown) => log.error({ err: error }, 'Background task failed'))
        .finally(() => running.delete(done));
      running.add(done);
    },
    async idle() {
      while (running.size > 0) await Promise.all(running);
    },
  };
}
