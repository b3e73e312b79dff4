/**
 * The server's scheduler: every few seconds it runs the jobs that are due, one after the other. A job
 * keeps its own pace (notifications every tick, the monthly refill every minute, the cleanups hourly)
 * and does its work in transactions that claim rows with FOR UPDATE SKIP LOCKED, so several server
 * processes may each run a scheduler: what one claims the others skip, and nothing but the database
 * remembers what is due, so a restart resumes where the work stood.
 */
import type { FastifyBaseLogger } from 'fastify';

export const DEFAULT_INTERVAL_MS = 5_000;

export interface SchedulerJob {
  name: string;
  /** Least time between two runs by the ticking loop (0: every tick). */
  everyMs: number;
  /** Does what is due at the clock's time; answers how many things it did. */
  run(now: () => Date): Promise<number>;
}

export interface SchedulerOptions {
  jobs: readonly SchedulerJob[];
  /** The clock (tests move it). */
  now: () => Date;
  intervalMs?: number;
  log: Pick<FastifyBaseLogger, 'error'>;
}

export interface Scheduler {
  /** Ticks now, then every interval, until stopped. */
  start(): void;
  /** Stops ticking and waits for the job in progress, if any; no other job starts. */
  stop(): Promise<void>;
  /** One pass of every job, due or not by its pace; answers how many things they did. */
  tick(): Promise<number>;
}

export function createScheduler(options: SchedulerOptions): Scheduler {
  const { jobs, now, log } = options;
  const intervalMs = options.intervalMs ?? DEFAULT_INTERVAL_MS;
  const lastRun = new Map<string, number>();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let started = false;
  /** Bumped by start(): a tick of an earlier run (stopped, then started again) does not reschedule. */
  let run = 0;

  async function runJob(job: SchedulerJob): Promise<number> {
    lastRun.set(job.name, performance.now());
    try {
      return await job.run(now);
    } catch (error) {
      // A failed job (database away, a bad row) is logged; its next run tries again, the others go on.
      log.error({ err: error, job: job.name }, 'Scheduled job failed');
      return 0;
    }
  }

  async function runDue(): Promise<void> {
    for (const job of jobs) {
      // Stopping: the job in progress finishes, the next ones wait for another process or the restart.
      if (!started) return;
      const last = lastRun.get(job.name);
      if (last === undefined || performance.now() - last >= job.everyMs) await runJob(job);
    }
  }

  function schedule(delayMs: number, ofRun: number): void {
    timer = setTimeout(() => {
      running = runDue().finally(() => {
        running = undefined;
        if (started && ofRun === run) schedule(intervalMs, ofRun);
      });
    }, delayMs);
    // The scheduler alone never keeps the process alive.
    timer.unref();
  }

  return {
    start() {
      if (started) return;
      started = true;
      run += 1;
      schedule(0, run);
    },
    async stop() {
      started = false;
      clearTimeout(timer);
      await running;
    },
    async tick() {
      let done = 0;
      for (const job of jobs) done += await runJob(job);
      return done;
    },
  };
}
