import type { Queryable } from '../../db/database';
import { SECRET_COLUMNS, SECRET_URL_COLUMNS } from '../secret-columns';
import { EXPLICIT_RELATIONSHIPS } from './explicit-relationships';
import { viewColumnOrigins } from './node-tree';
import type {
  ColumnInfo, FunctionArg, FunctionInfo, FunctionReturn, RelationInfo, RelationKind, Relationship, SchemaCache,
} from './types';

const KINDS: Record<string, RelationKind> = {
  r: 'table', v: 'view', m: 'materialized view', f: 'foreign table', p: 'partitioned table',
};

const RELATIONS_SQL = `
SELECT c.oid::text AS oid, c.relname AS name, c.relkind::text AS kind
FROM pg_catalog.pg_class c JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace
WHERE n.nspname = 'public' AND c.relkind IN ('r', 'v', 'm', 'f', 'p', 'c')`;

const COLUMNS_SQL = `
SELECT a.attrelid::text AS rel, a.attnum::int AS attnum, a.attname AS name,
  format_type(a.atttypid, NULL) AS type,
  format_type(CASE WHEN t.typtype = 'd' THEN t.typbasetype ELSE a.atttypid END, NULL) AS base_type,
  (CASE WHEN t.typtype = 'd' THEN bt.typcategory ELSE t.typcategory END)::text AS category
FROM pg_catalog.pg_attribute a
JOIN pg_catalog.pg_class c ON c.oid = a.attrelid
JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace
JOIN pg_catalog.pg_type t ON t.oid = a.atttypid
LEFT JOIN pg_catalog.pg_type bt ON bt.oid = t.typbasetype
WHERE n.nspname = 'public' AND c.relkind IN ('r', 'v', 'm', 'f', 'p', 'c') AND a.attnum > 0 AND NOT a.attisdropped
ORDER BY a.attrelid, a.attnum`;

const CONSTRAINTS_SQL = `
SELECT con.conname AS name, con.contype::text AS type, con.conrelid::text AS rel, con.confrelid::text AS frel,
  array_to_string(con.conkey, ',') AS cols, coalesce(array_to_string(con.confkey, ','), '') AS fcols
FROM pg_catalog.pg_constraint con JOIN pg_catalog.pg_namespace n ON n.oid = con.connamespace
WHERE n.nspname = 'public' AND con.contype IN ('p', 'f')
ORDER BY con.conname`;

const VIEWS_SQL = `
SELECT r.ev_class::text AS rel, r.ev_action::text AS action
FROM pg_catalog.pg_rewrite r
JOIN pg_catalog.pg_class c ON c.oid = r.ev_class
JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace
WHERE n.nspname = 'public' AND c.relkind IN ('v', 'm') AND r.rulename = '_RETURN'`;

const FUNCTIONS_SQL = `
SELECT p.oid::text AS oid, p.proname AS name, p.proretset AS returns_set, p.provolatile::text AS volatility,
  to_json(p.proargnames) AS arg_names, to_json(p.proargmodes) AS arg_modes, p.pronargdefaults::int AS defaults,
  (SELECT json_agg(format_type(x.t, NULL) ORDER BY x.ord)
     FROM unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) WITH ORDINALITY AS x(t, ord)) AS arg_types,
  format_type(p.prorettype, NULL) AS return_type, rt.typtype::text AS return_typtype,
  rt.typrelid::text AS return_relation
FROM pg_catalog.pg_proc p
JOIN pg_catalog.pg_namespace n ON n.oid = p.pronamespace
JOIN pg_catalog.pg_type rt ON rt.oid = p.prorettype
WHERE n.nspname = 'public' AND p.prokind = 'f'
ORDER BY p.proname, p.oid`;

interface ColumnRow { rel: string; attnum: number; name: string; type: string; base_type: string; category: string }
interface ConstraintRow { name: string; type: string; rel: string; frel: string; cols: string; fcols: string }
interface FunctionRow {
  oid: string; name: string; returns_set: boolean; volatility: string; arg_names: string[] | null;
  arg_modes: string[] | null; defaults: number; arg_types: string[] | null; return_type: string;
  return_typtype: string; return_relation: string;
}

/** Reads schema `public` from the live catalog: relations, columns, keys, view lineage, functions. */
export async function loadSchema(db: Queryable): Promise<SchemaCache> {
  const relationRows = (await db.query<{ oid: string; name: string; kind: string }>(RELATIONS_SQL)).rows;
  const columnRows = (await db.query<ColumnRow>(COLUMNS_SQL)).rows;
  const constraintRows = (await db.query<ConstraintRow>(CONSTRAINTS_SQL)).rows;
  const viewRows = (await db.query<{ rel: string; action: string }>(VIEWS_SQL)).rows;
  const functionRows = (await db.query<FunctionRow>(FUNCTIONS_SQL)).rows;

  const columnsByOid = new Map<string, Map<string, ColumnInfo>>();
  for (const row of columnRows) {
    let columns = columnsByOid.get(row.rel);
    if (!columns) columnsByOid.set(row.rel, (columns = new Map()));
    columns.set(row.name, { name: row.name, attnum: row.attnum, type: row.type, baseType: row.base_type, isArray: row.category === 'A' });
  }

  const byOid = new Map<string, RelationInfo>();
  const relations = new Map<string, RelationInfo>();
  for (const row of relationRows) {
    if (row.kind === 'c') continue;
    const info: RelationInfo = { oid: row.oid, name: row.name, kind: KINDS[row.kind], columns: columnsByOid.get(row.oid) ?? new Map(), primaryKey: [] };
    byOid.set(row.oid, info);
    relations.set(row.name, info);
  }
  const columnName = (oid: string, attnum: number) => {
    for (const column of byOid.get(oid)?.columns.values() ?? []) if (column.attnum === attnum) return column.name;
    return undefined;
  };

  for (const row of constraintRows) {
    const relation = byOid.get(row.rel);
    if (row.type === 'p' && relation) relation.primaryKey = row.cols.split(',').map((n) => columnName(row.rel, Number(n)) ?? '');
  }

  const lineage = viewLineage(viewRows, byOid, columnName);
  for (const [name, secrets] of Object.entries(SECRET_COLUMNS)) {
    const table = relations.get(name);
    if (!table) continue;
    for (const secret of secrets) {
      for (const shown of projections(table, [secret], lineage)) {
        const column = shown.relation.columns.get(shown.columns[0]!);
        if (column) column.secret = true;
      }
    }
  }
  for (const [name, urls] of Object.entries(SECRET_URL_COLUMNS)) {
    const table = relations.get(name);
    if (!table) continue;
    for (const url of urls) {
      for (const shown of projections(table, [url], lineage)) {
        const column = shown.relation.columns.get(shown.columns[0]!);
        if (column) column.secretUrl = true;
      }
    }
  }
  const relationships = new Map<string, Relationship[]>();
  for (const row of constraintRows) {
    if (row.type !== 'f' || !byOid.has(row.rel) || !byOid.has(row.frel)) continue;
    const cols = row.cols.split(',').map((n) => columnName(row.rel, Number(n)));
    const fcols = row.fcols.split(',').map((n) => columnName(row.frel, Number(n)));
    if (cols.includes(undefined) || fcols.includes(undefined)) continue;
    const sources = projections(byOid.get(row.rel)!, cols as string[], lineage);
    const targets = projections(byOid.get(row.frel)!, fcols as string[], lineage);
    for (const source of sources) {
      for (const target of targets) {
        add(relationships, {
          constraint: row.name, cardinality: 'many-to-one', from: source.relation.name, fromColumns: source.columns,
          to: target.relation.name, toColumns: target.columns, toIsView: target.relation.kind !== 'table',
        });
        add(relationships, {
          constraint: row.name, cardinality: 'one-to-many', from: target.relation.name, fromColumns: target.columns,
          to: source.relation.name, toColumns: source.columns, toIsView: source.relation.kind !== 'table',
        });
      }
    }
  }

  for (const explicit of EXPLICIT_RELATIONSHIPS) {
    const source = relations.get(explicit.from);
    const table = relations.get(explicit.to);
    if (!source?.columns.has(explicit.column) || !table?.columns.has(explicit.toColumn)) continue;
    for (const target of projections(table, [explicit.toColumn], lineage)) {
      add(relationships, {
        constraint: explicit.constraint, cardinality: 'many-to-one', from: source.name, fromColumns: [explicit.column],
        to: target.relation.name, toColumns: target.columns, toIsView: target.relation.kind !== 'table',
      });
      add(relationships, {
        constraint: explicit.constraint, cardinality: 'one-to-many', from: target.relation.name, fromColumns: target.columns,
        to: source.name, toColumns: [explicit.column], toIsView: source.kind !== 'table',
      });
    }
  }

  const functions = new Map<string, FunctionInfo[]>();
  for (const row of functionRows) {
    const info = toFunction(row, byOid, columnsByOid);
    if (!info) continue;
    functions.set(info.name, [...(functions.get(info.name) ?? []), info]);
  }
  return { relations, relationships, functions };
}

function add(map: Map<string, Relationship[]>, relationship: Relationship) {
  const list = map.get(relationship.from) ?? [];
  list.push(relationship);
  map.set(relationship.from, list);
}

type Lineage = Map<string, { relation: RelationInfo; column: string }[]>;
const baseKey = (oid: string, column: string) => `${oid}:${column}`;

/** Base-table column → the view columns that show it unchanged (through any number of views). */
function viewLineage(
  rows: { rel: string; action: string }[],
  byOid: Map<string, RelationInfo>,
  columnName: (oid: string, attnum: number) => string | undefined,
): Lineage {
  const direct = new Map<string, Map<string, { relation: string; column: string }>>();
  for (const row of rows) {
    const origins = new Map<string, { relation: string; column: string }>();
    try {
      for (const [name, origin] of viewColumnOrigins(row.action)) {
        const column = columnName(origin.relation, origin.attnum);
        if (column) origins.set(name, { relation: origin.relation, column });
      }
    } catch {
      // A view whose rule text cannot be read simply gets no relationships.
    }
    direct.set(row.rel, origins);
  }
  const lineage: Lineage = new Map();
  for (const [viewOid, origins] of direct) {
    const view = byOid.get(viewOid);
    if (!view) continue;
    for (const [name, origin] of origins) {
      let current = origin;
      for (let hops = 0; hops < 16 && byOid.get(current.relation)?.kind !== 'table'; hops += 1) {
        const next = direct.get(current.relation)?.get(current.column);
        if (!next) break;
        current = next;
      }
      if (byOid.get(current.relation)?.kind !== 'table') continue;
      const key = baseKey(current.relation, current.column);
      lineage.set(key, [...(lineage.get(key) ?? []), { relation: view, column: name }]);
    }
  }
  return lineage;
}

/** The table itself and every view showing all of `columns`, with the names they have there. */
function projections(table: RelationInfo, columns: string[], lineage: Lineage) {
  const result: { relation: RelationInfo; columns: string[] }[] = [{ relation: table, columns }];
  const perView = new Map<RelationInfo, string[][]>();
  columns.forEach((column, index) => {
    for (const shown of lineage.get(baseKey(table.oid, column)) ?? []) {
      const slots = perView.get(shown.relation) ?? columns.map(() => []);
      slots[index].push(shown.column);
      perView.set(shown.relation, slots);
    }
  });
  for (const [view, slots] of perView) {
    if (slots.some((names) => names.length === 0)) continue;
    if (columns.length === 1) for (const name of slots[0]) result.push({ relation: view, columns: [name] });
    else result.push({ relation: view, columns: slots.map((names) => names[0]) });
  }
  return result;
}

function toFunction(
  row: FunctionRow,
  byOid: Map<string, RelationInfo>,
  columnsByOid: Map<string, Map<string, ColumnInfo>>,
): FunctionInfo | undefined {
  const types = row.arg_types ?? [];
  const names = row.arg_names ?? [];
  const modes = row.arg_modes ?? types.map(() => 'i');
  const inputs: FunctionArg[] = [];
  const outputs = new Map<string, ColumnInfo>();
  types.forEach((type, index) => {
    const mode = modes[index];
    const name = names[index] ?? '';
    if (mode === 'i' || mode === 'b' || mode === 'v') inputs.push({ name, type, hasDefault: false });
    if (mode === 'o' || mode === 'b' || mode === 't') {
      outputs.set(name, { name, attnum: outputs.size + 1, type, baseType: type, isArray: type.endsWith('[]') });
    }
  });
  // Functions with unnamed or variadic arguments cannot be called by name from a query string.
  if (inputs.some((arg) => !arg.name) || modes.includes('v')) return undefined;
  inputs.slice(inputs.length - row.defaults).forEach((arg) => (arg.hasDefault = true));
  let returns: FunctionReturn;
  if (row.return_type === 'void') returns = { kind: 'void' };
  else if (outputs.size) returns = { kind: 'composite', columns: outputs };
  else if (row.return_typtype === 'c') {
    const relation = byOid.get(row.return_relation);
    returns = { kind: 'composite', relation: relation?.name, columns: relation?.columns ?? columnsByOid.get(row.return_relation) ?? new Map() };
  } else if (row.return_typtype === 'p') return undefined;
  else returns = { kind: 'scalar', type: row.return_type };
  const volatility = row.volatility === 'i' ? 'immutable' : row.volatility === 's' ? 'stable' : 'volatile';
  return { oid: row.oid, name: row.name, args: inputs, returnsSet: row.returns_set, returns, volatility };
}
