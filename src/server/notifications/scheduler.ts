/**
 * The scheduler of push notifications. Every few seconds it claims the notifications that are due (store
 * ones and the administrator's), one at a time, each in its own transaction: the row is locked with
 * SELECT … FOR UPDATE SKIP LOCKED, one delivery row per customer is written and the notification is
 * marked sent before the commit. So a notification is sent exactly once: a second server process skips
 * the row another is sending and then finds it sent; a process that stops mid-send rolls back, and the
 * next tick (of any process, after a restart too) sends it, since nothing but the database remembers
 * what is due.
 */
import { and, asc, isNull, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database';
import { adminNotifications, notifications } from '../db/schema';
import { sendPlatformNotification, sendStoreNotification } from './deliveries';
import { followZoneChanges } from './sendTime';

export const DEFAULT_INTERVAL_MS = 5_000;
/** Notifications sent per kind and tick at most, so that stopping never waits for a long backlog. */
const MAX_PER_TICK = 50;

export interface SchedulerOptions {
  db: Database;
  /** The clock (tests move it). */
  now: () => Date;
  intervalMs?: number;
  log: Pick<FastifyBaseLogger, 'error'>;
}

export interface NotificationScheduler {
  /** Ticks now, then every interval, until stopped. */
  start(): void;
  /** Stops ticking and waits for the tick in progress, if any. */
  stop(): Promise<void>;
  /** One pass: sends what is due now and answers how many notifications it sent. */
  tick(): Promise<number>;
}

async function sendNextStoreNotification(db: Database, now: () => Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const at = now();
    const [due] = await tx
      .select({
        id: notifications.id,
        storeId: notifications.storeId,
        title: notifications.title,
        description: notifications.description,
      })
      .from(notifications)
      .where(and(isNull(notifications.sentAt), lte(notifications.sendAt, at)))
      .orderBy(asc(notifications.sendAt), asc(notifications.id))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!due) return false;
    await sendStoreNotification(tx, due, at);
    return true;
  });
}

async function sendNextPlatformNotification(db: Database, now: () => Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const at = now();
    const [due] = await tx
      .select({
        id: adminNotifications.id,
        title: adminNotifications.title,
        description: adminNotifications.description,
      })
      .from(adminNotifications)
      .where(and(isNull(adminNotifications.sentAt), lte(adminNotifications.sendAt, at)))
      .orderBy(asc(adminNotifications.sendAt), asc(adminNotifications.id))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!due) return false;
    await sendPlatformNotification(tx, due, at);
    return true;
  });
}

export function createNotificationScheduler(options: SchedulerOptions): NotificationScheduler {
  const { db, now, log } = options;
  const intervalMs = options.intervalMs ?? DEFAULT_INTERVAL_MS;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let started = false;
  /** Bumped by start(): a tick of an earlier run (stopped, then started again) does not reschedule. */
  let run = 0;

  async function tick(): Promise<number> {
    await followZoneChanges(db);
    let sent = 0;
    for (const sendNext of [sendNextStoreNotification, sendNextPlatformNotification]) {
      for (let claimed = 0; claimed < MAX_PER_TICK && (await sendNext(db, now)); claimed++) sent++;
    }
    return sent;
  }

  function schedule(delayMs: number, ofRun: number): void {
    timer = setTimeout(() => {
      running = tick()
        .then(() => undefined)
        // A failed tick (database away, a bad row) is logged; the next one tries again.
        .catch((error: unknown) => log.error({ err: error }, 'Notification scheduler tick failed'))
        .finally(() => {
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
    tick,
  };
}
