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
import { DEMO_PASSWORD, demoSeedOptions, refreshPlannerStatistics, seedIfEmpty } from './seed';
import { DEMO_ACCOUNTS } from './seed/demoAccounts';

async function openConfiguredDatabase(url: string | undefined, dataDir: string): Promise<DatabaseConnection> {
  if (url) return openPostgres(url);
  return openPglite({ dataDir: join(dataDir, 'pgdata') });
}

async function main(): Promise<void> {
  const config = readConfig(process.env);
  await mkdir(config.dataDir, { recursive: true });
  const connection = await openConfiguredDatabase(config.databaseUrl, config.dataDir);
  const applied = await migrate(connection.db);
  if (applied.length > 0) console.log(`Migraciones aplicadas: ${applied.join(', ')}`);
  const started = performance.now();
  const timings = await seedIfEmpty(connection.db, demoSeedOptions());
  // After the bulk load, and on every PGlite start (PGlite runs no autovacuum).
  if (timings || connection.driver === 'pglite') await refreshPlannerStatistics(connection.db);
  if (timings) {
    const detail = timings.map((timing) => `${timing.module} ${timing.ms} ms`).join(', ');
    console.log(
      `Datos de demostración creados en ${Math.round(performance.now() - started)} ms (${detail}).`,
    );
  }
  const mailer = config.smtpUrl
    ? createSmtpMailer(config.smtpUrl)
    : createFileMailer(join(config.dataDir, 'mail'), { info: (message) => console.log(message) });
  const app = await buildApp({
    db: connection.db,
    config,
    mailer,
    trustProxy: config.trustProxy,
    logger: { level: process.env.LOG_LEVEL ?? 'warn' },
  });
  const stop = async () => {
    await app.close();
    await connection.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  await app.listen({ host: config.host, port: config.port });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const shownHost = config.host.includes(':') ? `[${config.host}]` : config.host;
  console.log(`\nBack office en http://${shownHost}:${port}`);
  console.log(
    `Base de datos: ${connection.driver === 'pglite' ? join(config.dataDir, 'pgdata') : 'PostgreSQL (DATABASE_URL)'}`,
  );
  console.log(`Accesos de demostración (contraseña ${DEMO_PASSWORD}):`);
  for (const account of DEMO_ACCOUNTS) console.log(`  ${account.email.padEnd(22)} ${account.role}`);
}

main().catch((error: unknown) => {
  console.error('No se pudo arrancar el servidor:', error);
  process.exit(1);
});
