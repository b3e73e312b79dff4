/**
 * Stopping on SIGTERM (an orchestrator, a deployment) or SIGINT (Ctrl-C): the server stops accepting
 * connections at once, so a proxy sends new requests to the other processes; the requests in flight are
 * answered and the work they left running (a mail) finishes; the scheduler finishes the job it has
 * claimed and starts no other; then the database pool closes and the process exits 0. Every write was
 * committed before its answer left, so nothing acknowledged is lost. Should that take longer than
 * `timeoutMs` (a request stuck on a dead database), the process exits 1 anyway, so a deployment never
 * waits on it forever; what had not committed is rolled back by the database.
 */
import type { FastifyInstance } from 'fastify';
import type { DatabaseConnection } from './db/database';
import { messages } from './messages';
import type { Scheduler } from './scheduler/scheduler';

export interface ShutdownOptions {
  app: FastifyInstance;
  scheduler: Scheduler;
  connection: DatabaseConnection;
  timeoutMs: number;
  log: (message: string, error?: unknown) => void;
  exit: (code: number) => void;
}

/** Answers the stop function (run once, whatever calls it first). */
export function createShutdown(options: ShutdownOptions): (reason: string) => Promise<void> {
  const { app, scheduler, connection, timeoutMs, log, exit } = options;
  let stopping: Promise<void> | undefined;
  async function stop(reason: string): Promise<void> {
    log(messages.console.stopping(reason));
    const deadline = setTimeout(() => {
      log(messages.console.stopTimedOut(timeoutMs));
      exit(1);
    }, timeoutMs);
    deadline.unref();
    try {
      await Promise.all([app.close(), scheduler.stop()]);
      await connection.close();
      clearTimeout(deadline);
      log(messages.console.stopped);
      exit(0);
    } catch (error) {
      clearTimeout(deadline);
      log(messages.console.stopFailed, error);
      exit(1);
    }
  }
  return (reason) => {
    stopping ??= stop(reason);
    return stopping;
  };
}

/** Stops on SIGTERM and SIGINT; a second signal while stopping changes nothing. */
export function stopOnSignals(stop: (reason: string) => Promise<void>): void {
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => void stop(signal));
}
