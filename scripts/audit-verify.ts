/**
 * npm run audit:verify — seals the audit records still waiting, then checks every chain of the trail:
 * the database of DATABASE_URL, or the embedded one in DATA_DIR (./data). Prints each edited or removed
 * row it finds and exits with 1 when there is any, 0 when the trail is whole.
 */
import { join } from 'node:path';
import { sealAllAuditRecords, verifyAuditChain } from '../src/server/audit/auditChain';
import { readConfig } from '../src/server/config';
import { openPglite, openPostgres } from '../src/server/db/database';

async function main(): Promise<void> {
  const config = readConfig(process.env);
  const connection = config.databaseUrl
    ? openPostgres(config.databaseUrl, 1)
    : await openPglite({ dataDir: join(config.dataDir, 'pgdata') });
  try {
    await sealAllAuditRecords(connection.db);
    const breaks = await verifyAuditChain(connection.db);
    for (const found of breaks) {
      const trail = found.chain === 0 ? 'platform' : `store ${found.chain}`;
      const what = found.problem === 'altered' ? 'was altered' : 'follows removed records';
      console.log(`audit record ${found.recordId} (${trail}, position ${found.seq}) ${what}`);
    }
    console.log(breaks.length === 0 ? 'The audit trail is whole.' : `${breaks.length} break(s) found.`);
    process.exitCode = breaks.length === 0 ? 0 : 1;
  } finally {
    await connection.close();
  }
}

await main();
