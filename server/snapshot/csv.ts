import type { Queryable } from '../db/database';

/** RFC 4180: a field with a comma, quote, line break or edge space is quoted, its quotes doubled. */
export function csvField(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvLine = (values: readonly unknown[]): string => `${values.map(csvField).join(',')}\r\n`;

export interface KeyColumn {
  name: string;
  type: 'uuid' | 'timestamptz';
}

/**
 * One table dumped as CSV: `columns` of `table` (alias t) where `where` holds, walked in pages in the
 * order of its unique `key` so that no page is held longer than it takes to write it.
 */
export interface TableDump {
  file: string;
  table: string;
  columns: readonly string[];
  where: string;
  params: readonly unknown[];
  key: readonly KeyColumn[];
}

export const DUMP_PAGE_SIZE = 2_000;

/** Pages of rows as JSON (the same text on both engines), by keyset. */
async function* pages(db: Queryable, dump: TableDump): AsyncGenerator<Record<string, unknown>[]> {
  const first = dump.params.length + 1;
  const keyParams = dump.key.map((key, i) => `$${first + i}::${key.type}`);
  const keyColumns = dump.key.map((key) => `t.${key.name}`);
  const sql = `SELECT to_jsonb(x) AS row FROM (
      SELECT ${dump.columns.map((column) => `t.${column}`).join(', ')}
      FROM ${dump.table} t
      WHERE (${dump.where}) AND (${keyParams[0]} IS NULL OR (${keyColumns.join(', ')}) > (${keyParams.join(', ')}))
      ORDER BY ${keyColumns.join(', ')}
      LIMIT ${DUMP_PAGE_SIZE}
    ) x`;
  let after: unknown[] = dump.key.map(() => null);
  for (;;) {
    const { rows } = await db.query<{ row: Record<string, unknown> }>(sql, [...dump.params, ...after]);
    if (rows.length === 0) return;
    yield rows.map((r) => r.row);
    if (rows.length < DUMP_PAGE_SIZE) return;
    const last = rows[rows.length - 1]!.row;
    after = dump.key.map((key) => last[key.name]);
  }
}

/** The CSV text of a dump: the header, then one chunk per page. */
export async function* csvChunks(db: Queryable, dump: TableDump): AsyncGenerator<string> {
  yield csvLine(dump.columns);
  for await (const page of pages(db, dump)) {
    yield page.map((row) => csvLine(dump.columns.map((column) => row[column]))).join('');
  }
}
