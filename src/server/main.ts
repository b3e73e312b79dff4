/**
 * `npm start`: opens (and on first start creates, migrates and seeds) the database, then serves the API
 * and the built front end on one origin, printing the address and the demo logins.
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { buildApp } from './app';
import { readConfig } from './config';
import { type DatabaseConnection, openPglite, openPostgres } from './db/database';
import { migrate } from './db/migrate';
import { createFileMailer, createSmtpMailer } from './mail/mailer';
import { messages } from './messages';
import { createScheduler } from './scheduler/scheduler';
import { serverJobs } from './scheduler/serverJobs';
import { DEMO_PASSWORD, demoSeedOptions, refreshPlannerStatistics, seedIfEmpty } from './seed';
import { DEMO_ACCOUNTS } from './seed/demoAccounts';
import { writeDemoUploads } from './seed/demoUploads';

async function openConfiguredDatabase(url: string | undefined, dataDir: string): Promise<DatabaseConnection> {
  if (url) return openPostgres(url);
  return openPglite({ dataDir: join(dataDir, 'pgdata') });
}

async function main(): Promise<void> {
  const config = readConfig(process.env);
  await mkdir(config.dataDir, { recursive: true });
  const connection = await openConfiguredDatabase(config.databaseUrl, config.dataDir);
  const applied = await migrate(connection.db);
  if (applied.length > 0) console.log(messages.console.migrationsApplied(applied.join(', ')));
  const started = performance.now();
  const timings = await seedIfEmpty(connection.db, demoSeedOptions());
  // After the bulk load, and on every PGlite start (PGlite runs no autovacuum).
  if (timings || connection.driver === 'pglite') await refreshPlannerStatistics(connection.db);
  await writeDemoUploads(config.dataDir);
  if (timings) {
    const detail = timings.map((timing) => `${timing.module} ${timing.ms} ms`).join(', ');
    console.log(messages.console.demoSeeded(Math.round(performance.now() - started), detail));
  }
  const mailer = config.smtpUrl
    ? createSmtpMailer(config.smtpUrl)
    : createFileMailer(join(config.dataDir, 'mail'), { info: (message) => console.log(message) });
  const app = await buildApp({
    db: connection.db,
    config,
    mailer,
    logger: { level: process.env.LOG_LEVEL ?? 'warn' },
  });
  // Sends the scheduled push notifications when due, refills the monthly free redemptions and removes
  // what is no longer needed; other server processes may run one too.
  const scheduler = createScheduler({
    jobs: serverJobs(connection.db, config),
    now: () => new Date(),
    log: app.log,
  });
  const stop = async () => {
    await scheduler.stop();
    await app.close();
    await connection.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  await app.listen({ host: config.host, port: config.port });
  scheduler.start();
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const shownHost = config.host.includes(':') ? `[${config.host}]` : config.host;
  console.log(messages.console.listening(`http://${shownHost}:${port}`));
  const where = connection.driver === 'pglite' ? join(config.dataDir, 'pgdata') : messages.console.postgres;
  console.log(messages.console.database(where));
  console.log(messages.console.demoLogins(DEMO_PASSWORD));
  for (const account of DEMO_ACCOUNTS) console.log(`  ${account.email.padEnd(22)} ${account.role}`);
}

main().catch((error: unknown) => {
  console.error(messages.console.startFailed, error);
  process.exit(1);
});
