/** The parsed form of a PostgREST request, before any identifier is checked against the catalog. */

export interface JsonStep {
  arrow: '->' | '->>';
  /** An object key, or an array index when it is an integer. */
  key: string;
}

/** A column, optionally followed by a JSON path (`labels->>team`). */
export interface FieldPath {
  name: string;
  json: JsonStep[];
}

export type SelectItem = StarItem | FieldItem | EmbedItem;

export interface StarItem {
  kind: 'star';
}

export interface FieldItem {
  kind: 'field';
  field: FieldPath;
  alias?: string;
  cast?: string;
}

export interface EmbedItem {
  kind: 'embed';
  /** A relation name, or a foreign-key column of the parent (`created_by(...)`). */
  name: string;
  alias?: string;
  /** A foreign-key constraint or column name that picks one of several relationships. */
  hint?: string;
  inner: boolean;
  select: SelectItem[];
  cast?: string;
}

export const OPERATORS = [
  'eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'match', 'imatch', 'in', 'is', 'isdistinct',
  'cs', 'cd', 'ov', 'sl', 'sr', 'nxr', 'nxl', 'adj', 'fts', 'plfts', 'phfts', 'wfts',
] as const;
export type Operator = (typeof OPERATORS)[number];

export const IS_VALUES = ['null', 'not_null', 'true', 'false', 'unknown'] as const;
export type IsValue = (typeof IS_VALUES)[number];

export type ConditionValue =
  | { kind: 'scalar'; value: string }
  | { kind: 'list'; values: string[] }
  | { kind: 'is'; value: IsValue };

export interface Condition {
  kind: 'condition';
  field: FieldPath;
  negated: boolean;
  op: Operator;
  /** `eq(any).{a,b}` style modifiers. */
  quantifier?: 'any' | 'all';
  /** `fts(english).word`. */
  language?: string;
  value: ConditionValue;
}

export interface LogicTree {
  kind: 'logic';
  op: 'and' | 'or';
  negated: boolean;
  children: Filter[];
}

export type Filter = Condition | LogicTree;

export interface OrderTerm {
  field: FieldPath;
  direction?: 'asc' | 'desc';
  nulls?: 'first' | 'last';
}

/** Filters, order and paging that apply to one node of the select tree (the root or an embed). */
export interface NodeOptions {
  filters: Filter[];
  order: OrderTerm[];
  limit?: number;
  offset?: number;
}

export interface QueryAst {
  select: SelectItem[];
  root: NodeOptions;
  /** Keyed by the embed path of aliases, joined with '.' (`hypotheses.evidences`). */
  embedded: Map<string, NodeOptions>;
  /** `columns=` for inserts. */
  columns?: string[];
  /** `on_conflict=` for upserts. */
  onConflict?: string[];
  /** Query parameters left over for an rpc call's arguments (GET). */
  rpcArgs: Map<string, string>;
}

export const emptyNode = (): NodeOptions => ({ filters: [], order: [] });
