/**
 * `npm start`: opens (and on first start creates, migrates and seeds) the database, then serves the API
 * and the built front end on one origin, printing the address and the demo logins. Any number of these
 * processes may run on one PostgreSQL (DATABASE_URL): they keep nothing of their own that users create
 * (README, "Running on several machines").
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { buildApp } from './app';
import { readConfig } from './config';
import { openDatabase } from './db/database';
import { createFileMailer, createSmtpMailer } from './mail/mailer';
import { messages } from './messages';
import { createScheduler } from './scheduler/scheduler';
import { serverJobs } from './scheduler/serverJobs';
import { DEMO_PASSWORD } from './seed';
import { DEMO_ACCOUNTS } from './seed/demoAccounts';
import { createShutdown, stopOnSignals } from './shutdown';
import { prepareDatabase } from './startup';
import { legacyUploadsDirectory } from './uploads/uploadPaths';

async function main(): Promise<void> {
  const config = readConfig(process.env);
  await mkdir(config.dataDir, { recursive: true });
  const connection = await openDatabase({ url: config.databaseUrl, dataFolder: config.dataDir });
  const report = await prepareDatabase(connection, config.dataDir);
  if (report.applied.length > 0) console.log(messages.console.migrationsApplied(report.applied.join(', ')));
  if (report.seeded) {
    const detail = report.seeded.modules.map((timing) => `${timing.module} ${timing.ms} ms`).join(', ');
    console.log(messages.console.demoSeeded(report.seeded.ms, detail));
  }
  const uploadsFolder = legacyUploadsDirectory(config.dataDir);
  if (report.legacyUploads.moved > 0) {
    console.log(messages.console.legacyUploadsMoved(report.legacyUploads.moved, uploadsFolder));
  }
  if (report.legacyUploads.unknown > 0) {
    console.warn(messages.console.legacyUploadsUnknown(report.legacyUploads.unknown, uploadsFolder));
  }
  const mailFolder = join(config.dataDir, 'mail');
  // Mail is outgoing: with several processes, each one sends it through SMTP_URL; the folder is for
  // development, and on PostgreSQL (where several processes may run) the start says so.
  if (!config.smtpUrl && connection.driver === 'postgres')
    console.log(messages.console.mailToFiles(mailFolder));
  const mailer = config.smtpUrl
    ? createSmtpMailer(config.smtpUrl)
    : createFileMailer(mailFolder, { info: (message) => console.log(message) });
  const app = await buildApp({
    db: connection.db,
    config,
    mailer,
    logger: { level: process.env.LOG_LEVEL ?? 'warn' },
  });
  // Sends the scheduled push notifications when due, refills the monthly free redemptions and removes
  // what is no longer needed; the other server processes run one too, and they share the work.
  const scheduler = createScheduler({
    jobs: serverJobs(connection.db, config),
    now: () => new Date(),
    log: app.log,
  });
  stopOnSignals(
    createShutdown({
      app,
      scheduler,
      connection,
      timeoutMs: config.shutdownTimeoutMs,
      log: (message, error) => (error === undefined ? console.log(message) : console.error(message, error)),
      exit: (code) => process.exit(code),
    }),
  );
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
