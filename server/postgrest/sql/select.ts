import { emptyNode, type EmbedItem, type NodeOptions, type SelectItem } from '../ast';
import { parseError } from '../errors';
import type { ColumnInfo, SchemaCache } from '../schema/types';
import { columnSql, fieldExpr, filterSql, type Scope } from './conditions';
import { embedsOneRow, resolveRelationship } from './relationships';
import { CASTS, ident, isValidOutputName, qualified, type Params } from './text';

const MAX_EMBEDS = 64;

/** Where rows come from: a relation, a write's RETURNING rows, or an rpc call. */
export interface Source {
  /** The relation whose relationships embeds use; absent for rows of an anonymous type. */
  relation?: string;
  label: string;
  columns: Map<string, ColumnInfo>;
  /** A FROM item; the builder adds the alias. */
  from: string;
}

export interface SelectContext {
  cache: SchemaCache;
  params: Params;
  /** Filters/order/limit addressed to embeds, by alias path. */
  embedded: Map<string, NodeOptions>;
  /** Whether the caller may see a relation: embeds reach only those, others read as if they did not exist. */
  canSee(relation: string): boolean;
}

export interface BuiltNode {
  columns: string[];
  where: string[];
  order: string[];
}

export class SelectBuilder {
  private aliases = 0;
  private readonly usedPaths = new Set<string>();

  constructor(private readonly ctx: SelectContext) {}

  nextAlias() {
    this.aliases += 1;
    if (this.aliases > MAX_EMBEDS) throw parseError(`A request may embed at most ${MAX_EMBEDS} resources`);
    return `r${this.aliases}`;
  }

  /** Embed paths the request addressed (`hypotheses.order=...`) that name no embed: PostgREST's PGRST108. */
  checkEmbedPaths() {
    for (const path of this.ctx.embedded.keys()) {
      if (!this.usedPaths.has(path)) throw parseError(`'${path}' is not an embedded resource in this request`, null);
    }
  }

  node(source: Source, alias: string, items: SelectItem[], options: NodeOptions, path: string): BuiltNode {
    const { params } = this.ctx;
    const scope: Scope = { alias, label: source.label, columns: source.columns };
    const columns: string[] = [];
    const where: string[] = [];
    const exists = new Map<string, () => string>();
    for (const item of items) {
      if (item.kind === 'star') {
        for (const column of source.columns.values()) columns.push(`${columnSql(alias, column)} AS ${ident(column.name)}`);
      } else if (item.kind === 'field') {
        const expr = fieldExpr(scope, item.field, params);
        const name = item.alias ?? expr.outName;
        if (name !== item.field.name && !isValidOutputName(name)) {
          throw parseError(`"failed to parse select parameter" ("${name}" is not a usable name: at most 63 bytes)`, null);
        }
        columns.push(`${cast(expr.sql, item.cast)} AS ${ident(name)}`);
      } else if (!item.select.length && !item.inner) {
        // An empty embed only matters to an `embed=is.null` filter: build it when one asks.
        const name = item.alias ?? item.name;
        this.usedPaths.add(path ? `${path}.${name}` : name);
        exists.set(name, () => this.embed(source, alias, item, path).exists);
      } else {
        const embed = this.embed(source, alias, item, path);
        if (item.inner) where.push(embed.exists);
        exists.set(embed.name, () => embed.exists);
        if (item.select.length) columns.push(`${cast(embed.sql, item.cast)} AS ${ident(embed.name)}`);
      }
    }
    for (const filter of options.filters) where.push(filterSql(scope, filter, params, (name) => exists.get(name)?.()));
    const order = options.order.map((term) => {
      const direction = term.direction === 'desc' ? ' DESC' : term.direction === 'asc' ? ' ASC' : '';
      const nulls = term.nulls ? ` NULLS ${term.nulls.toUpperCase()}` : '';
      return `${fieldExpr(scope, term.field, params).sql}${direction}${nulls}`;
    });
    return { columns, where, order };
  }

  private embed(parent: Source, parentAlias: string, item: EmbedItem, path: string) {
    const { cache } = this.ctx;
    const name = item.alias ?? item.name;
    if (!isValidOutputName(name)) throw parseError(`"failed to parse select parameter" ("${name}" is not a usable name: at most 63 bytes)`, null);
    const relationship = resolveRelationship(cache, parent.relation, parent.label, item, this.ctx.canSee);
    const target = cache.relations.get(relationship.to);
    if (!target) throw parseError(`Could not find the table 'public.${relationship.to}' in the schema cache`);
    const childPath = path ? `${path}.${name}` : name;
    this.usedPaths.add(childPath);
    const alias = this.nextAlias();
    const from = qualified(target.name);
    const options = this.ctx.embedded.get(childPath) ?? emptyNode();
    const child = this.node({ relation: target.name, label: target.name, columns: target.columns, from }, alias, item.select, options, childPath);
    const join = relationship.toColumns.map(
      (column, i) => `${alias}.${ident(column)} = ${parentAlias}.${ident(relationship.fromColumns[i])}`,
    );
    const where = ` WHERE ${[...join, ...child.where].join(' AND ')}`;
    const order = child.order.length ? ` ORDER BY ${child.order.join(', ')}` : '';
    const rows = `SELECT ${child.columns.join(', ')} FROM ${from} ${alias}${where}${order}`;
    let sql: string;
    if (embedsOneRow(cache, relationship)) sql = `(SELECT row_to_json(_e) FROM (${rows} LIMIT 1) _e)`;
    else {
      const { params } = this.ctx;
      const limit = options.limit === undefined ? '' : ` LIMIT ${params.typed(String(options.limit), 'bigint')}`;
      const offset = options.offset === undefined ? '' : ` OFFSET ${params.typed(String(options.offset), 'bigint')}`;
      sql = `(SELECT coalesce(json_agg(_e), '[]') FROM (${rows}${limit}${offset}) _e)`;
    }
    return { name, sql, exists: `EXISTS (SELECT 1 FROM ${from} ${alias}${where})` };
  }
}

function cast(sql: string, type: string | undefined): string {
  if (!type) return sql;
  const target = CASTS[type.toLowerCase()];
  if (!target) throw parseError(`"failed to parse select parameter" (cannot cast to ${type})`, `Allowed casts: ${Object.keys(CASTS).join(', ')}`);
  return `(${sql})::${target}`;
}
