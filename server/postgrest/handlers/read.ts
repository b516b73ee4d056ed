import type { Queryable } from '../../db/database';
import type { QueryAst } from '../ast';
import { notOneRow, rangeNotSatisfiable } from '../errors';
import { contentRange, requestedPage } from '../headers';
import { jsonHeaders, type DbRequest, type DbResponse } from '../request';
import type { SchemaCache } from '../schema/types';
import type { Source } from '../sql/select';
import { readSql, type ResultRow } from '../sql/statements';
import { Params } from '../sql/text';

/** Mission Control runs PostgREST with db-max-rows = 2000. */
export const MAX_ROWS = 2000;

export interface ReadInput {
  request: DbRequest;
  cache: SchemaCache;
  source: Source;
  ast: QueryAst;
  canSee(relation: string): boolean;
  /** Defaults to the database; rpc calls pass their transaction. */
  runner?: Queryable;
  /** Parameters already bound (an rpc call's arguments). */
  params?: Params;
}

/** A GET on a relation or on a set-returning function: one statement, JSON built by the database. */
export async function readRows(input: ReadInput): Promise<DbResponse> {
  const { request, ast } = input;
  const page = requestedPage(request.range, ast.root.limit, ast.root.offset);
  const params = input.params ?? new Params();
  const sql = readSql(
    { cache: input.cache, params, embedded: ast.embedded, canSee: input.canSee },
    { source: input.source, ast, offset: page.offset, limit: Math.min(page.limit, MAX_ROWS), count: request.prefer.count, shape: request.shape },
  );
  const row = (await (input.runner ?? request.db).query<ResultRow>(sql, params.values)).rows[0];
  const rows = Number(row.n);
  const total = row.total === undefined || row.total === null ? undefined : Number(row.total);
  if (request.shape === 'object') {
    if (rows !== 1) throw notOneRow(rows);
    return { status: 200, body: row.body, headers: { ...jsonHeaders('object'), 'Content-Range': contentRange(page.offset, rows, total) } };
  }
  if (total !== undefined && page.offset > total) {
    throw rangeNotSatisfiable(`An offset of ${page.offset} was requested, but there are only ${total} rows.`);
  }
  const status = total !== undefined && rows < total ? 206 : 200;
  return { status, body: row.body, headers: { ...jsonHeaders('array'), 'Content-Range': contentRange(page.offset, rows, total) } };
}
