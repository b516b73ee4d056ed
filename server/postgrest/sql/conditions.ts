import type { Condition, FieldPath, Filter } from '../ast';
import { parseError, unknownColumn } from '../errors';
import { isJsonType, type ColumnInfo } from '../schema/types';
import { maskedColumnSql, maskedUrlSql } from '../secret-columns';
import { arrayLiteral, ident, type Params } from './text';

/** The columns a filter, order or select item may name, and the SQL alias they are read through. */
export interface Scope {
  alias: string;
  label: string;
  columns: Map<string, ColumnInfo>;
}

export interface Expr {
  sql: string;
  /** The SQL type of the expression, for casting the values compared with it. */
  type: string;
  baseType: string;
  /** The JSON key a path ends with, or the column name: PostgREST's default output name. */
  outName: string;
}

/** A column as the caller may see it: a secret one masked, a URL without its password. */
export function columnSql(alias: string, column: ColumnInfo): string {
  const sql = `${alias}.${ident(column.name)}`;
  if (column.secret) return maskedColumnSql(sql);
  return column.secretUrl ? maskedUrlSql(sql) : sql;
}

export function fieldExpr(scope: Scope, field: FieldPath, params: Params): Expr {
  const column = scope.columns.get(field.name);
  if (!column) throw unknownColumn(scope.label, field.name);
  let sql = columnSql(scope.alias, column);
  let type = column.type;
  let baseType = column.baseType;
  for (const step of field.json) {
    if (!isJsonType({ baseType })) {
      throw parseError(`"failed to parse JSON path on ${scope.label}.${field.name}"`, `${field.name} is ${column.type}, not json or jsonb`);
    }
    const key = /^-?\d{1,9}$/.test(step.key) ? params.typed(step.key, 'integer') : params.typed(step.key, 'text');
    sql = `${sql}${step.arrow}${key}`;
    if (step.arrow === '->>') type = baseType = 'text';
    else type = baseType;
  }
  if (field.json.length) sql = `(${sql})`;
  return { sql, type, baseType, outName: field.json.length ? field.json[field.json.length - 1].key : column.name };
}

const COMPARE: Record<string, string> = { eq: '=', neq: '<>', gt: '>', gte: '>=', lt: '<', lte: '<=' };
const PATTERN: Record<string, string> = { like: 'LIKE', ilike: 'ILIKE', match: '~', imatch: '~*' };
const RANGE: Record<string, string> = { cs: '@>', cd: '<@', ov: '&&', sl: '<<', sr: '>>', nxr: '&<', nxl: '&>', adj: '-|-' };
const FTS: Record<string, string> = { fts: 'to_tsquery', plfts: 'plainto_tsquery', phfts: 'phraseto_tsquery', wfts: 'websearch_to_tsquery' };

const scalarOf = (condition: Condition) => (condition.value.kind === 'scalar' ? condition.value.value : '');

function conditionSql(expr: Expr, condition: Condition, params: Params): string {
  const { op } = condition;
  const value = scalarOf(condition);
  const e = expr.sql;
  if (COMPARE[op]) {
    if (condition.quantifier) return `${e} ${COMPARE[op]} ${condition.quantifier.toUpperCase()}(${params.typed(value, `${expr.type}[]`)})`;
    return `${e} ${COMPARE[op]} ${params.typed(value, expr.type)}`;
  }
  if (PATTERN[op]) {
    const pattern = op === 'like' || op === 'ilike' ? value.replace(/\*/g, '%') : value;
    if (condition.quantifier) return `(${e})::text ${PATTERN[op]} ${condition.quantifier.toUpperCase()}(${params.typed(pattern, 'text[]')})`;
    return `(${e})::text ${PATTERN[op]} ${params.typed(pattern, 'text')}`;
  }
  if (RANGE[op]) return `${e} ${RANGE[op]} ${params.typed(value, expr.type)}`;
  if (FTS[op]) {
    const language = condition.language ? `${params.typed(condition.language, 'regconfig')}, ` : '';
    const vector = expr.baseType === 'tsvector' ? e : `to_tsvector(${language}(${e})::text)`;
    return `${vector} @@ ${FTS[op]}(${language}${params.typed(value, 'text')})`;
  }
  if (op === 'in' && condition.value.kind === 'list') return `${e} = ANY(${params.typed(arrayLiteral(condition.value.values), `${expr.type}[]`)})`;
  if (op === 'isdistinct') return `${e} IS DISTINCT FROM ${params.typed(value, expr.type)}`;
  if (op === 'is' && condition.value.kind === 'is') {
    const is = { null: 'NULL', not_null: 'NOT NULL', true: 'TRUE', false: 'FALSE', unknown: 'UNKNOWN' }[condition.value.value];
    return `${e} IS ${is}`;
  }
  throw parseError(`"failed to parse filter (${op})"`);
}

/** Answers `embed=is.null` / `embed=not.is.null` on an embedded resource with an EXISTS test. */
export type EmbedExists = (alias: string) => string | undefined;

export function filterSql(scope: Scope, filter: Filter, params: Params, embedExists: EmbedExists = () => undefined): string {
  if (filter.kind === 'logic') {
    const joiner = filter.op === 'and' ? ' AND ' : ' OR ';
    const inner = `(${filter.children.map((child) => filterSql(scope, child, params, embedExists)).join(joiner)})`;
    return filter.negated ? `NOT ${inner}` : inner;
  }
  const exists = !filter.field.json.length && !scope.columns.has(filter.field.name) ? embedExists(filter.field.name) : undefined;
  let sql: string;
  if (exists && filter.op === 'is' && filter.value.kind === 'is' && (filter.value.value === 'null' || filter.value.value === 'not_null')) {
    sql = filter.value.value === 'null' ? `NOT ${exists}` : exists;
  } else {
    sql = conditionSql(fieldExpr(scope, filter.field, params), filter, params);
  }
  return filter.negated ? `NOT (${sql})` : sql;
}
