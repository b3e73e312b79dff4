/** What the server's scheduler runs: notifications, the monthly free redemptions and the housekeeping. */
import { auditJobs } from '../audit/auditJobs';
import { pruneAttempts } from '../auth/rateLimiter';
import type { Database } from '../db/database';
import { notificationJob } from '../notifications/scheduler';
import type { ServerConfig } from '../services';
import { monthlyFreeRedemptionsJob } from '../stores/monthlyFreeRedemptions';
import { unusedUploadsJob } from '../uploads/unusedUploads';
import type { SchedulerJob } from './scheduler';

export function serverJobs(db: Database, config: ServerConfig): SchedulerJob[] {
  return [
    notificationJob(db),
    monthlyFreeRedemptionsJob(db),
    unusedUploadsJob(db, config),
    ...auditJobs(db, config),
    {
      // Attempts of addresses and emails never seen again would otherwise stay forever.
      name: 'expired rate-limit attempts',
      everyMs: 60 * 60 * 1000,
      run: (now) => pruneAttempts(db, config.rateLimits, now()),
    },
  ];
}
