/**
 * The audit trail's tamper evidence. Each record carries the hash of the previous record of its chain
 * (its store's; the platform's records chain among themselves), set after commit by the sealing job
 * (the SQL function audit_seal of migration 0010) in the order it finds them. Sealing inside each call
 * would serialise every change of a store on the chain's head, add-points included; sealing after
 * commit costs the call nothing, and a row is unsealed only until the next run (seconds).
 *
 * The check recomputes every sealed record's hash (an edited row no longer matches) and follows each
 * chain's positions (a removed row leaves a gap, or the next row's previous hash points elsewhere). The
 * oldest rows of a chain may be gone: retention removes them, so a chain may start anywhere.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { sqlRows } from '../db/sqlRows';

/** Seals up to `batch` unsealed records; answers how many. */
export async function sealAuditChain(db: Database, batch = 5000): Promise<number> {
  const rows = await db.transaction((tx) => sqlRows(tx, sql`SELECT audit_seal(${batch}) AS sealed`));
  return Number(rows[0]?.sealed ?? 0);
}

/** Seals every record waiting, batch after batch. */
export async function sealAllAuditRecords(db: Database): Promise<number> {
  let sealed = 0;
  for (let batch = await sealAuditChain(db); batch > 0; batch = await sealAuditChain(db)) sealed += batch;
  return sealed;
}

export interface ChainBreak {
  /** The store whose trail it is, 0 for the platform's. */
  chain: number;
  recordId: number;
  seq: number;
  /** 'altered': the row's content no longer gives its hash; 'removed': rows before it are missing. */
  problem: 'altered' | 'removed';
}

export async function verifyAuditChain(db: Database): Promise<ChainBreak[]> {
  const rows = await sqlRows(
    db,
    sql`
    SELECT chain, id, seq,
      hash IS DISTINCT FROM audit_record_hash(a, seq, prev_hash) AS altered,
      (lag(seq) OVER w IS NOT NULL
        AND (lag(seq) OVER w + 1 <> seq OR lag(hash) OVER w IS DISTINCT FROM prev_hash)) AS removed
    FROM audit_records a
    WHERE seq IS NOT NULL
    WINDOW w AS (PARTITION BY chain ORDER BY seq)
    ORDER BY chain, seq`,
  );
  const breaks: ChainBreak[] = [];
  for (const row of rows) {
    if (row.altered !== true && row.removed !== true) continue;
    breaks.push({
      chain: Number(row.chain),
      recordId: Number(row.id),
      seq: Number(row.seq),
      problem: row.altered === true ? 'altered' : 'removed',
    });
  }
  return breaks;
}
