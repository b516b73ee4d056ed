export interface ColumnInfo {
  name: string;
  attnum: number;
  /** `format_type` of the column type, safe to use in a cast. */
  type: string;
  /** The type under a domain: json/jsonb detection and array handling look at this. */
  baseType: string;
  isArray: boolean;
  /** A secret (SECRET_COLUMNS), or a view's column showing one unchanged: read masked. */
  secret?: boolean;
  /** A URL whose password part is secret (SECRET_URL_COLUMNS): read with that part masked. */
  secretUrl?: boolean;
}

export type RelationKind = 'table' | 'view' | 'materialized view' | 'foreign table' | 'partitioned table';

export interface RelationInfo {
  oid: string;
  name: string;
  kind: RelationKind;
  columns: Map<string, ColumnInfo>;
  primaryKey: string[];
}

/** One way to embed `to` from `from`; views get the foreign keys of the base columns they show. */
export interface Relationship {
  constraint: string;
  cardinality: 'many-to-one' | 'one-to-many';
  from: string;
  fromColumns: string[];
  to: string;
  toColumns: string[];
  toIsView: boolean;
}

export interface FunctionArg {
  name: string;
  type: string;
  hasDefault: boolean;
}

export type FunctionReturn =
  | { kind: 'void' }
  | { kind: 'scalar'; type: string }
  /** A row type: of a relation (embeds work from it), or the OUT/TABLE columns. */
  | { kind: 'composite'; relation?: string; columns: Map<string, ColumnInfo> };

export interface FunctionInfo {
  oid: string;
  name: string;
  args: FunctionArg[];
  returnsSet: boolean;
  returns: FunctionReturn;
  volatility: 'immutable' | 'stable' | 'volatile';
}

export interface SchemaCache {
  relations: Map<string, RelationInfo>;
  /** Keyed by the `from` relation. */
  relationships: Map<string, Relationship[]>;
  functions: Map<string, FunctionInfo[]>;
}

export const isJsonType = (column: Pick<ColumnInfo, 'baseType'>) => column.baseType === 'json' || column.baseType === 'jsonb';
