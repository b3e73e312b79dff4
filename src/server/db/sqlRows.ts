import type { SQL } from 'drizzle-orm';
import type { Database } from './database';

/**
 * The rows of a raw SQL query (one clearer in SQL than with the query builder). Both drivers answer
 * `{ rows }`, but Drizzle types `execute` by the driver, so the shape is checked here, once.
 */
export async function sqlRows(db: Database, query: SQL): Promise<Record<string, unknown>[]> {
  const result: unknown = await db.execute(query);
  if (typeof result === 'object' && result !== null && 'rows' in result && Array.isArray(result.rows)) {
    return result.rows;
  }
  throw new Error('The driver did not answer rows');
}
