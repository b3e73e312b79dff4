/**
 * The contract's `x-reads: true` says an operation only reads: the server then runs it without the
 * call's transaction and the audit trail does not record it (src/server/contract/operations.ts). A
 * mislabelled change would write unrecorded, so every operation marked as a read is called here, with
 * the minimal valid body by a user who may call it, and every table the trail watches must be exactly
 * as before. The tables are found from the database's own triggers, so a new audited table is covered.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { listOperations, loadContract } from '../../src/server/contract/operations';
import type { Database } from '../../src/server/db/database';
import { auditedTables } from './support/auditedTables';
import { sqlRows } from './support/demoData';
import { example, requestSchema } from './support/exampleBodies';
import { signedInServer } from './support/signedInServer';

const contract = loadContract();
const operations = listOperations(contract);
const reads = operations.filter((operation) => !operation.audited && !operation.path.startsWith('/login/'));

const demo = signedInServer();

/** Each table's whole content, hashed: any insert, update or delete changes it. */
async function fingerprints(db: Database, tables: string[]): Promise<Record<string, string>> {
  const entries = await Promise.all(
    tables.map(async (table) => {
      const [row] = (await sqlRows(
        db,
        sql.raw(
          `SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS hash FROM "${table}" t`,
        ),
      )) as { hash: string }[];
      return [table, String(row?.hash)] as const;
    }),
  );
  return Object.fromEntries(entries);
}

function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  return Object.keys(before).filter((table) => before[table] !== after[table]);
}

describe('operations the contract marks as reads (x-reads)', () => {
  it('are the lists and lookups, and no operation whose name says it changes something', () => {
    expect(reads.length).toBeGreaterThan(50);
    const changing = /\/(add|update|delete|save|send|create|generate|upload|change-.+|set-.+|give-.+)$/;
    expect(
      reads.filter((operation) => changing.test(operation.path)).map((operation) => operation.path),
    ).toEqual([]);
  });

  it('change none of the tables the audit trail watches, each called with a valid body', async () => {
    const tables = await auditedTables(demo.server.db);
    expect(tables.length).toBeGreaterThan(30);
    const changedBy: Record<string, string[]> = {};
    for (const operation of reads) {
      const before = await fingerprints(demo.server.db, tables);
      const token = operation.path.startsWith('/admin/')
        ? demo.admin
        : operation.secured
          ? demo.owner
          : undefined;
      const answer = await demo.server.request(operation.path, example(requestSchema(operation.path)) ?? {}, {
        token,
      });
      expect(answer.status, `${operation.path}: ${JSON.stringify(answer.body).slice(0, 200)}`).toBeLessThan(
        500,
      );
      const changed = changedTables(before, await fingerprints(demo.server.db, tables));
      if (changed.length > 0) changedBy[operation.path] = changed;
    }
    expect(changedBy).toEqual({});
  });
});
