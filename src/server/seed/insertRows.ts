/**
 * The seed's bulk rows, written as one JSON parameter per batch that PostgreSQL unpacks itself
 * (json_populate_recordset) instead of Drizzle's multi-row INSERT. Drizzle builds that INSERT with one
 * parameter per value, checking each one's kind on the way: a batch of 1,000 points movements is 14,000
 * parameters, and building them took 10 of the 24 s the demo's customers and history took on PGlite
 * (CPU profile of the seed, README "How long"). The rows and their order are the same: identities are
 * given in the order of the array, as before.
 */
import { type Column, getTableColumns, getTableName, type InferInsertModel, sql } from 'drizzle-orm';
import { CasingCache } from 'drizzle-orm/casing';
import type { PgTable } from 'drizzle-orm/pg-core';
import { type Database, DRIZZLE_OPTIONS } from '../db/database';
import { sqlRows } from '../db/sqlRows';
import { BATCH_ROWS } from './seedContext';

type Row = Record<string, unknown>;

/** A column's name in the database, as Drizzle's queries name it. */
const casing = new CasingCache(DRIZZLE_OPTIONS.casing);
const columnName = (column: Column) => casing.getColumnCasing(column);

interface GivenColumn {
  key: string;
  name: string;
  column: Column;
}

/** The columns the rows give a value (in the table's order), with their names in the database. */
function columnsGiven(
  table: PgTable,
  tableColumns: Record<string, Column>,
  rows: readonly Row[],
): GivenColumn[] {
  const given = new Set<string>();
  for (const row of rows) {
    for (const key in row) if (row[key] !== undefined) given.add(key);
  }
  const columns = Object.entries(tableColumns)
    .filter(([key]) => given.has(key))
    .map(([key, column]) => ({ key, name: columnName(column), column }));
  const unknown = [...given].filter((key) => !columns.some((known) => known.key === key));
  if (unknown.length > 0) {
    throw new Error(`Seed: ${getTableName(table)} has no column for ${unknown.join(', ')}`);
  }
  return columns;
}

/** A row as the database's JSON: column names, and each value as Drizzle would send it. */
function driverRow(table: PgTable, row: Row, columns: readonly GivenColumn[]): Row {
  const out: Row = {};
  for (const { key, name, column } of columns) {
    const value = row[key];
    // A value left out of one row but given in others would be NULL here, not the column's default,
    // which a multi-row INSERT would have used: refused rather than written differently.
    if (value === undefined && column.hasDefault) {
      throw new Error(`Seed: a row of ${getTableName(table)} leaves out ${key}, which others give`);
    }
    out[name] = value === undefined || value === null ? null : column.mapToDriverValue(value);
  }
  return out;
}

/**
 * Inserts `rows` into `table` in batches; answers the `returning` columns of every row inserted, in
 * the rows' order (by their property names).
 */
export async function insertRows<T extends PgTable>(
  db: Database,
  table: T,
  rows: readonly InferInsertModel<T>[],
  returning: readonly (keyof T['_']['columns'] & string)[] = [],
): Promise<Row[]> {
  const all = rows as readonly Row[];
  if (all.length === 0) return [];
  const tableColumns: Record<string, Column> = getTableColumns(table);
  const columns = columnsGiven(table, tableColumns, all);
  const names = sql.join(
    columns.map(({ name }) => sql.identifier(name)),
    sql`, `,
  );
  const answered = returning.map((key) => {
    const column = tableColumns[key];
    if (!column) throw new Error(`Seed: ${getTableName(table)} has no column ${key}`);
    return [key, columnName(column)] as const;
  });
  const returningClause =
    answered.length > 0
      ? sql` RETURNING ${sql.join(
          answered.map(([, name]) => sql.identifier(name)),
          sql`, `,
        )}`
      : sql``;
  const inserted: Row[] = [];
  for (let start = 0; start < all.length; start += BATCH_ROWS) {
    const batch = all.slice(start, start + BATCH_ROWS).map((row) => driverRow(table, row, columns));
    const result = await sqlRows(
      db,
      sql`INSERT INTO ${table} (${names}) SELECT ${names} FROM json_populate_recordset(NULL::${table}, ${JSON.stringify(batch)}::json)${returningClause}`,
    );
    for (const row of result) {
      inserted.push(Object.fromEntries(answered.map(([key, name]) => [key, row[name]])));
    }
  }
  return inserted;
}
