import type { Filter, QueryAst } from '../ast';
import type { RelationInfo } from '../schema/types';
import { filterSql, type Scope } from './conditions';
import { SelectBuilder, type SelectContext, type Source } from './select';
import { ident, qualified, type Params } from './text';

/**
 * Every statement answers one row: `body` (the JSON text to send, built by the database so both
 * engines answer alike), `n` (rows in it) and, when counted, `total`.
 */
export interface ResultRow {
  body: string | null;
  n: number | string;
  total?: number | string;
}

export type Shape = 'array' | 'object';

const bodyOf = (shape: Shape) =>
  shape === 'object' ? `(json_agg(_t)->0)::text` : `coalesce(json_agg(_t), '[]')::text`;

export interface ReadStatement {
  source: Source;
  ast: QueryAst;
  offset: number;
  limit: number;
  count: boolean;
  shape: Shape;
}

export function readSql(ctx: SelectContext, read: ReadStatement): string {
  const builder = new SelectBuilder(ctx);
  const root = builder.node(read.source, 'r0', read.ast.select, read.ast.root, '');
  builder.checkEmbedPaths();
  const where = root.where.length ? ` WHERE ${root.where.join(' AND ')}` : '';
  const order = root.order.length ? ` ORDER BY ${root.order.join(', ')}` : '';
  const page = ` LIMIT ${ctx.params.typed(String(read.limit), 'bigint')} OFFSET ${ctx.params.typed(String(read.offset), 'bigint')}`;
  const rows = `SELECT ${root.columns.join(', ')} FROM ${read.source.from} r0${where}${order}${page}`;
  const total = read.count ? `, (SELECT count(*) FROM ${read.source.from} r0${where}) AS total` : '';
  return `SELECT ${bodyOf(read.shape)} AS body, count(*) AS n${total} FROM (${rows}) _t`;
}

/** The WHERE of an UPDATE or DELETE: root filters only, on the target table aliased r0. */
export function mutationWhere(relation: RelationInfo, filters: Filter[], params: Params): string {
  const scope: Scope = { alias: 'r0', label: relation.name, columns: relation.columns };
  return filters.map((filter) => filterSql(scope, filter, params)).join(' AND ');
}

export interface Representation {
  ast: QueryAst;
  shape: Shape;
  /** `return=minimal`: count the rows, send none. */
  minimal: boolean;
}

/** Wraps a data-modifying statement (…RETURNING *) and shapes its rows like a read. */
export function writeSql(ctx: SelectContext, relation: RelationInfo, dml: string, representation: Representation): string {
  if (representation.minimal) return `WITH _w AS (${dml}) SELECT NULL::text AS body, count(*) AS n FROM _w`;
  const builder = new SelectBuilder(ctx);
  const source: Source = { relation: relation.name, label: relation.name, columns: relation.columns, from: '_w' };
  const root = builder.node(source, 'r0', representation.ast.select, { filters: [], order: [] }, '');
  builder.checkEmbedPaths();
  return `WITH _w AS (${dml}) SELECT ${bodyOf(representation.shape)} AS body, count(*) AS n FROM (SELECT ${root.columns.join(', ')} FROM _w r0) _t`;
}

export interface Upsert {
  onConflict: string[];
  ignoreDuplicates: boolean;
}

export function insertSql(relation: RelationInfo, columns: string[], bodyParam: string, upsert?: Upsert): string {
  const target = qualified(relation.name);
  const list = columns.map(ident).join(', ');
  const rows = `SELECT ${list} FROM json_populate_recordset(NULL::${target}, ${bodyParam}::json)`;
  let conflict = '';
  if (upsert) {
    const keys = upsert.onConflict.map(ident).join(', ');
    const updates = columns.filter((c) => !upsert.onConflict.includes(c));
    conflict = upsert.ignoreDuplicates || !updates.length
      ? ` ON CONFLICT (${keys}) DO NOTHING`
      : ` ON CONFLICT (${keys}) DO UPDATE SET ${updates.map((c) => `${ident(c)} = EXCLUDED.${ident(c)}`).join(', ')}`;
  }
  return columns.length
    ? `INSERT INTO ${target} (${list}) ${rows}${conflict} RETURNING *`
    : `INSERT INTO ${target} SELECT FROM json_populate_recordset(NULL::${target}, ${bodyParam}::json) RETURNING *`;
}

export function updateSql(relation: RelationInfo, columns: string[], bodyParam: string, where: string): string {
  const target = qualified(relation.name);
  const sets = columns.map((c) => `${ident(c)} = _v.${ident(c)}`).join(', ');
  return `UPDATE ${target} AS r0 SET ${sets} FROM json_populate_record(NULL::${target}, ${bodyParam}::json) _v WHERE ${where} RETURNING r0.*`;
}

export function deleteSql(relation: RelationInfo, where: string): string {
  return `DELETE FROM ${qualified(relation.name)} AS r0 WHERE ${where} RETURNING r0.*`;
}
