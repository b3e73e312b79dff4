/**
 * drizzle-kit reads this to write versioned SQL migrations from the schema:
 *   npm run db:generate   (then commit src/server/db/migrations)
 * The server applies them at start (src/server/db/migrate.ts); drizzle-kit never touches a database.
 */
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema/index.ts',
  out: './src/server/db/migrations',
  casing: 'snake_case',
});
