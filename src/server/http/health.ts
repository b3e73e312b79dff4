/**
 * Probes for orchestrators and load balancers, outside the API (no envelope, no session, no rate limit,
 * plain text): `GET /healthz` answers 200 while the process runs; `GET /readyz` answers 200 when the
 * database answers within READY_TIMEOUT_MS and every migration this version knows is applied, else 503
 * with the reason. Neither is logged at info level, so a probe every few seconds does not fill the log.
 * A process only listens once its start (migrations, demo data, moving old upload files) is done, and
 * stops listening when told to stop (shutdown.ts), so a proxy never reaches one that is not serving.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Database } from '../db/database';
import { appliedMigrationTags, readMigrations } from '../db/migrate';
import { hasErrorCode } from '../errorCode';
import { messages } from '../messages';

export const READY_TIMEOUT_MS = 2_000;

export type Readiness = { ready: true } | { ready: false; reason: string };

/** PostgreSQL's undefined_table: no migration ever ran. */
const UNDEFINED_TABLE = '42P01';

/** Is the database there, with every migration of `tags` applied? */
export async function checkReadiness(db: Database, tags: readonly string[]): Promise<Readiness> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<Readiness>((resolve) => {
    timer = setTimeout(() => resolve({ ready: false, reason: messages.health.noDatabase }), READY_TIMEOUT_MS);
  });
  const check = (async (): Promise<Readiness> => {
    try {
      const applied = new Set(await appliedMigrationTags(db));
      const pending = tags.filter((tag) => !applied.has(tag));
      return pending.length === 0
        ? { ready: true }
        : { ready: false, reason: messages.health.migrationsPending(pending.join(', ')) };
    } catch (error) {
      if (hasErrorCode(error, UNDEFINED_TABLE)) {
        return { ready: false, reason: messages.health.migrationsPending(tags.join(', ')) };
      }
      return { ready: false, reason: messages.health.noDatabase };
    }
  })();
  try {
    return await Promise.race([check, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

function plain(reply: FastifyReply, status: number, text: string): FastifyReply {
  return reply
    .code(status)
    .header('content-type', 'text/plain; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(`${text}\n`);
}

export async function registerHealthRoutes(app: FastifyInstance, db: Database): Promise<void> {
  const tags = (await readMigrations()).map((migration) => migration.tag);
  // 'warn': the request's own log lines (received, completed) are info, so they are left out.
  app.get('/healthz', { logLevel: 'warn' }, (_request, reply) => plain(reply, 200, messages.health.live));
  app.get('/readyz', { logLevel: 'warn' }, async (_request, reply) => {
    const readiness = await checkReadiness(db, tags);
    return readiness.ready ? plain(reply, 200, messages.health.ready) : plain(reply, 503, readiness.reason);
  });
}
