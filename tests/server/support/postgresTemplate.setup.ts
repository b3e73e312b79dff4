/**
 * Vitest global setup of the `server-pg` project (only when TEST_DATABASE_URL is set): one migrated,
 * seeded template database per run, which every test file copies (CREATE DATABASE … TEMPLATE).
 */
import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { openPostgres } from '../../../src/server/db/database';
import { adminQuery, prepareDatabase, withDatabase } from './testDatabase';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('The server-pg project needs TEST_DATABASE_URL');
  const template = `loyalty_template_${randomBytes(6).toString('hex')}`;
  await adminQuery(url, `CREATE DATABASE "${template}"`);
  const connection = openPostgres(withDatabase(url, template));
  try {
    await prepareDatabase(connection);
  } finally {
    await connection.close();
  }
  project.provide('serverTestDatabase', { driver: 'postgres', url, template });
  return () => adminQuery(url, `DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`);
}
