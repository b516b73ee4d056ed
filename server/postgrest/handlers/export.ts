import { csvRecord, csvRecords } from '../../../core/shared/export/csv';
import type { ExportFormat } from '../../../core/shared/export/model';
import type { OrderTerm, QueryAst } from '../ast';
import { rangeNotSatisfiable } from '../errors';
import type { DbRequest } from '../request';
import type { RelationInfo, SchemaCache } from '../schema/types';
import type { Source } from '../sql/select';
import { readSql, type ResultRow } from '../sql/statements';
import { Params, qualified } from '../sql/text';

/** Rows read per statement: one batch is all an export holds in memory at a time. */
export const EXPORT_BATCH_ROWS = 1000;

export interface ExportInput {
  request: DbRequest;
  cache: SchemaCache;
  relation: RelationInfo;
  ast: QueryAst;
  canSee(relation: string): boolean;
  format: ExportFormat;
}

export interface ExportStream {
  /** Rows the export will hold (the filters' count, narrowed by limit and offset). */
  total: number;
  offset: number;
  body: ReadableStream<Uint8Array>;
}

/**
 * Batches read one after another page through the same rows only when the order is total: the
 * primary key (or an id column) breaks the ties of the order the list asked for.
 */
function totalOrder(relation: RelationInfo, order: OrderTerm[]): OrderTerm[] {
  const keys = relation.primaryKey.length ? relation.primaryKey : relation.columns.has('id') ? ['id'] : [];
  const ordered = new Set(order.filter((term) => term.field.json.length === 0).map((term) => term.field.name));
  return [...order, ...keys.filter((key) => !ordered.has(key)).map((name) => ({ field: { name, json: [] } }))];
}

const csvColumns = (rows: readonly Record<string, unknown>[]) => (rows.length ? Object.keys(rows[0]) : []);

/** A json_agg array's elements without its brackets: batches are joined into one array as they go. */
const jsonElements = (body: string) => body.trim().slice(1, -1).trim();

/**
 * A filtered relation as one CSV or JSON file, read in batches while the client takes them (a pull
 * stream: a slow reader holds one batch, never the whole result). The first batch runs before the answer
 * starts, so a bad filter is refused with /api/db's 400 and message rather than a broken download.
 */
export async function exportRows(input: ExportInput): Promise<ExportStream> {
  const { request, relation } = input;
  const ast: QueryAst = { ...input.ast, root: { ...input.ast.root, order: totalOrder(relation, input.ast.root.order) } };
  const source: Source = { relation: relation.name, label: relation.name, columns: relation.columns, from: qualified(relation.name) };
  const start = ast.root.offset ?? 0;
  const batch = async (offset: number, count: boolean) => {
    const params = new Params();
    const sql = readSql(
      { cache: input.cache, params, embedded: ast.embedded, canSee: input.canSee },
      { source, ast, offset, limit: EXPORT_BATCH_ROWS, count, shape: 'array' },
    );
    return (await request.db.query<ResultRow>(sql, params.values)).rows[0];
  };
  const first = await batch(start, true);
  const counted = Number(first.total);
  if (start > counted) throw rangeNotSatisfiable(`An offset of ${start} was requested, but there are only ${counted} rows.`);
  const total = Math.min(counted - start, ast.root.limit ?? Infinity);
  const end = start + total;
  const encoder = new TextEncoder();
  let next: ResultRow | undefined = first;
  let offset = start;
  let columns: string[] | undefined;
  let written = 0;

  const encode = (row: ResultRow): string => {
    const take = Math.min(Number(row.n), end - offset);
    if (input.format === 'json') {
      const rows = take < Number(row.n) ? (JSON.parse(row.body ?? '[]') as unknown[]).slice(0, take).map((r) => JSON.stringify(r)).join(',') : jsonElements(row.body ?? '[]');
      const text = take === 0 ? '' : `${written ? ',\n' : ''}${rows}`;
      written += take;
      return text;
    }
    const rows = (JSON.parse(row.body ?? '[]') as Record<string, unknown>[]).slice(0, take);
    let text = '';
    if (!columns) {
      columns = csvColumns(rows);
      if (columns.length) text = csvRecord(columns);
    }
    written += take;
    return text + csvRecords(columns, rows);
  };

  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      if (input.format === 'json') controller.enqueue(encoder.encode('['));
    },
    async pull(controller) {
      const row = next ?? (await batch(offset, false));
      next = undefined;
      const text = encode(row);
      if (text) controller.enqueue(encoder.encode(text));
      offset += Number(row.n);
      if (Number(row.n) < EXPORT_BATCH_ROWS || offset >= end) {
        if (input.format === 'json') controller.enqueue(encoder.encode(']\n'));
        controller.close();
      }
    },
  });
  return { total, offset: start, body };
}
