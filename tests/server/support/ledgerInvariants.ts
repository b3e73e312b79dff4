/**
 * What must hold between the points ledger and the figures kept beside it, as queries answering the
 * rows that break it (none when all is well): the ledger test runs them after its concurrent writes, the
 * seed's clock test on demo data seeded at awkward instants.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../../src/server/db/database';
import { sqlRows } from './demoData';

/** Movement types that count as points given (a deletion gives back negatively); as the ledger counts them. */
const GIVING = sql.raw(`('welcome','purchase','grant','massive','coupon','order','deletion')`);

/** Customers whose balance or lifetime total is not the sum of their movements, or whose last balanceAfter is not their balance. */
export function balancesNotExplained(db: Database): Promise<unknown[]> {
  return sqlRows(
    db,
    sql`
    SELECT c.id, c.points, c.total_points, l.balance, l.lifetime, l.last_balance FROM customers c
    LEFT JOIN LATERAL (
      SELECT coalesce(sum(m.points), 0) AS balance,
             coalesce(sum(m.points) FILTER (WHERE m.type IN ${GIVING}), 0) AS lifetime,
             (SELECT m2.balance_after FROM points_movements m2 WHERE m2.customer_id = c.id
               ORDER BY m2.created_at DESC, m2.id DESC LIMIT 1) AS last_balance
      FROM points_movements m WHERE m.customer_id = c.id
    ) l ON true
    WHERE c.points <> l.balance OR c.total_points <> l.lifetime OR c.points <> coalesce(l.last_balance, 0)`,
  );
}

/** Customers whose level is not the highest one their lifetime points reach. */
export function levelsNotExplained(db: Database): Promise<unknown[]> {
  return sqlRows(
    db,
    sql`
    SELECT c.id FROM customers c
    WHERE c.level_id IS DISTINCT FROM (
      SELECT l.id FROM levels l WHERE l.store_id = c.store_id AND l.min_points <= c.total_points
      ORDER BY l.min_points DESC, l.position DESC LIMIT 1)`,
  );
}

/**
 * Stores whose counters (live customers, points given and redeemed, confirmed redemptions) or rewards
 * whose redeemed count disagree with the rows they count.
 */
export function countersNotExplained(db: Database): Promise<unknown[]> {
  return sqlRows(
    db,
    sql`
    SELECT 'store' AS kind, s.id FROM stores s
    WHERE s.clients_amount <> (SELECT count(*) FROM customers c WHERE c.store_id = s.id AND c.deleted_at IS NULL)
       OR s.points_given <> (SELECT coalesce(sum(m.points), 0) FROM points_movements m
                              WHERE m.store_id = s.id AND m.type IN ${GIVING})
       OR s.points_redeemed <> (SELECT coalesce(-sum(m.points), 0) FROM points_movements m
                                 WHERE m.store_id = s.id AND m.type IN ('redemption', 'refund'))
       OR s.redemptions_count <> (SELECT count(*) FROM redemptions r
                                   WHERE r.store_id = s.id AND r.status = 'confirmed')
    UNION ALL
    SELECT 'reward', w.id FROM rewards w
    WHERE w.redeemed_count <> (SELECT count(*) FROM redemptions r
                                WHERE r.reward_id = w.id AND r.status = 'confirmed')`,
  );
}

/**
 * Instants that are plans rather than events, so they may lie ahead: when a notification is to be sent
 * and when a session or a recovery link expires. Also the migrator's own bookkeeping, which the database
 * dates itself.
 */
const FUTURE_BY_DESIGN = new Set([
  'notifications.send_at',
  'admin_notifications.send_at',
  'sessions.expires_at',
  'password_resets.expires_at',
  'schema_migrations.applied_at',
]);

/** Every instant column of the schema holding a value later than `now`, as 'table.column'. */
export async function instantsAfter(db: Database, now: Date): Promise<string[]> {
  const columns = (await sqlRows(
    db,
    sql`SELECT table_name, column_name FROM information_schema.columns
        WHERE table_schema = current_schema() AND data_type = 'timestamp with time zone'
        ORDER BY table_name, column_name`,
  )) as { table_name: string; column_name: string }[];
  const late: string[] = [];
  for (const { table_name: table, column_name: column } of columns) {
    const name = `${table}.${column}`;
    if (FUTURE_BY_DESIGN.has(name)) continue;
    const rows = await sqlRows(
      db,
      sql`SELECT 1 FROM ${sql.identifier(table)} WHERE ${sql.identifier(column)} > ${now.toISOString()}::timestamptz LIMIT 1`,
    );
    if (rows.length > 0) late.push(name);
  }
  return late;
}
