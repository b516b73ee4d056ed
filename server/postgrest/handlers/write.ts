import { PostgrestError } from '../../http/errors';
import type { QueryAst } from '../ast';
import { invalidBody, notOneRow, unknownInsertColumn, unsafeWrite } from '../errors';
import { actAs, isPlainObject, jsonHeaders, readJson, type DbRequest, type DbResponse } from '../request';
import type { RelationInfo, SchemaCache } from '../schema/types';
import {
  deleteSql, insertSql, mutationWhere, updateSql, writeSql, type ResultRow, type Upsert,
} from '../sql/statements';
import { Params } from '../sql/text';
import { guardPlaybookChange, guardPlaybookInsert, guardPlaybookSpec, guardsPlaybooks } from './playbook-guard';
import { guardSpecs, materialisesTopologies } from './spec-guard';
import { materialiseWrittenTopologies } from '../../topology/materialise';

export interface WriteInput {
  request: DbRequest;
  cache: SchemaCache;
  relation: RelationInfo;
  ast: QueryAst;
  canSee(relation: string): boolean;
}

function checkColumns(relation: RelationInfo, columns: string[]) {
  for (const column of columns) if (!relation.columns.has(column)) throw unknownInsertColumn(relation.name, column);
}

function upsertOf(input: WriteInput): Upsert | undefined {
  const { resolution } = input.request.prefer;
  if (!resolution) return undefined;
  const onConflict = input.ast.onConflict ?? input.relation.primaryKey;
  if (!onConflict.length) throw new PostgrestError(400, 'PGRST100', `An upsert on ${input.relation.name} needs on_conflict=<columns>`);
  checkColumns(input.relation, onConflict);
  return { onConflict, ignoreDuplicates: resolution === 'ignore-duplicates' };
}

async function rowsOf(request: DbRequest): Promise<Record<string, unknown>[]> {
  const body = await readJson(request);
  if (body === undefined) throw invalidBody('Empty or invalid json: the request has no body');
  const rows = Array.isArray(body) ? body : [body];
  if (!rows.every(isPlainObject)) throw invalidBody('Empty or invalid json: expected an object or an array of objects');
  return rows;
}

/**
 * POST, PATCH and DELETE: one data-modifying statement in its own transaction, so a failure (or a
 * singular response that does not get exactly one row) leaves nothing behind.
 */
export async function writeRows(input: WriteInput): Promise<DbResponse> {
  const { request, relation, ast } = input;
  const params = new Params();
  const ctx = { cache: input.cache, params, embedded: ast.embedded, canSee: input.canSee };
  const minimal = request.prefer.return !== 'representation';
  const playbooks = guardsPlaybooks(relation);
  let dml: string;

  if (request.method === 'POST') {
    let rows = await rowsOf(request);
    if (playbooks) rows = guardPlaybookInsert(rows, request.prefer);
    guardSpecs(relation, rows);
    const columns = ast.columns ?? [...new Set(rows.flatMap((row) => Object.keys(row)))];
    checkColumns(relation, columns);
    dml = insertSql(relation, columns, params.add(JSON.stringify(rows)), upsertOf(input));
  } else {
    if (!ast.root.filters.length) throw unsafeWrite(request.method === 'PATCH' ? 'PATCH' : 'DELETE');
    if (ast.root.limit !== undefined || ast.root.offset !== undefined) {
      throw new PostgrestError(400, 'PGRST100', `limit and offset are not supported on ${request.method}`);
    }
    if (request.method === 'PATCH') {
      const body = await readJson(request);
      if (!isPlainObject(body)) throw invalidBody('Empty or invalid json: PATCH takes one object');
      if (playbooks && 'spec' in body) guardPlaybookSpec(body.spec);
      const values = playbooks && 'source' in body ? { ...body, source: 'UI' } : body;
      guardSpecs(relation, [values]);
      const columns = Object.keys(values);
      checkColumns(relation, columns);
      if (!columns.length) return { status: minimal ? 204 : 200, body: minimal ? null : '[]', headers: jsonHeaders('array') };
      const bodyParam = params.add(JSON.stringify(values));
      dml = updateSql(relation, columns, bodyParam, mutationWhere(relation, ast.root.filters, params));
    } else {
      dml = deleteSql(relation, mutationWhere(relation, ast.root.filters, params));
    }
  }

  const sql = writeSql(ctx, relation, dml, { ast, shape: request.shape, minimal });
  const row = await request.db.transaction(async (tx) => {
    await actAs(tx, request.principal);
    if (playbooks && request.method !== 'POST') await guardPlaybookChange(tx, ast.root.filters);
    const result = (await tx.query<ResultRow>(sql, params.values)).rows[0];
    if (materialisesTopologies(relation)) await materialiseWrittenTopologies(tx);
    if (request.shape === 'object' && Number(result.n) !== 1) throw notOneRow(Number(result.n));
    return result;
  });
  const rows = Number(row.n);
  const headers = {
    ...jsonHeaders(request.shape),
    'Content-Range': rows ? `0-${rows - 1}/${request.prefer.count ? rows : '*'}` : `*/${request.prefer.count ? 0 : '*'}`,
  };
  if (minimal) return { status: request.method === 'POST' ? 201 : 204, body: null, headers };
  return { status: request.method === 'POST' ? 201 : 200, body: row.body, headers };
}
