import type { Queryable } from '../db/database';

export type SeedRow = Record<string, unknown>;

const CHUNK = 1000;
const identifier = /^[a-z_][a-z0-9_]*$/;

/**
 * Inserts many rows with one statement per chunk: the rows travel as one JSON parameter and the
 * table's own row type converts them, so each column gets its declared type on both engines.
 * Columns no row mentions keep their defaults.
 */
export async function insertRows(db: Queryable, table: string, rows: readonly SeedRow[]): Promise<number> {
  if (rows.length === 0) return 0;
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  for (const name of [table, ...columns]) {
    if (!identifier.test(name)) throw new Error(`Not a plain identifier: ${name}`);
  }
  const list = columns.join(', ');
  const sql = `INSERT INTO ${table} (${list}) SELECT ${list} FROM jsonb_populate_recordset(NULL::${table}, $1::jsonb) ON CONFLICT DO NOTHING`;
  let inserted = 0;
  for (let start = 0; start < rows.length; start += CHUNK) {
    const result = await db.query(sql, [JSON.stringify(rows.slice(start, start + CHUNK))]);
    inserted += result.rowCount;
  }
  return inserted;
}

/** Inserts rows made one at a time (a generator), holding only `batch` of them in memory at once. */
export async function insertStream(db: Queryable, table: string, rows: Iterable<SeedRow>, batch = 5000): Promise<number> {
  let inserted = 0;
  let pending: SeedRow[] = [];
  for (const row of rows) {
    pending.push(row);
    if (pending.length === batch) {
      inserted += await insertRows(db, table, pending);
      pending = [];
    }
  }
  return inserted + (await insertRows(db, table, pending));
}
