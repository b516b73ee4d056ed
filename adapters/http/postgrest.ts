import type { ExportTable } from '../../core/shared';
/**
 * A typed PostgREST query (reference §1.5). Immutable: every call returns a new query, so a base query
 * can be shared. Column names are checked against the row type; `filter` takes any column expression
 * (JSON paths such as `labels->>team`) for the cases the types cannot describe.
 */
export type FilterValue = string | number | boolean;
export type Operator = 'eq' | 'neq' | 'gt' | 'gte' | 'lt' | 'lte' | 'like' | 'ilike' | 'is' | 'in' | 'cs' | 'cd';

interface Order {
  readonly column: string;
  readonly ascending: boolean;
  readonly nulls?: 'first' | 'last';
}

type Column<Row> = Extract<keyof Row, string>;

/** Quotes a value inside in.(...), cs.{...} and or=(...) when it holds one of PostgREST's reserved characters. */
export function quoteValue(value: FilterValue): string {
  const raw = String(value);
  return /[,.:()"\\\s{}]/.test(raw) ? `"${raw.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"` : raw;
}

const operand = (operator: Operator, value: FilterValue | null | readonly FilterValue[]): string => {
  if (operator === 'in') return `(${(value as readonly FilterValue[]).map(quoteValue).join(',')})`;
  if (operator === 'cs' || operator === 'cd') return `{${(value as readonly FilterValue[]).map(quoteValue).join(',')}}`;
  return value === null ? 'null' : String(value);
};

export class PostgrestQuery<Row = Record<string, unknown>> {
  constructor(
    readonly relation: string,
    private readonly params: readonly (readonly [string, string])[] = [],
    private readonly orders: readonly Order[] = [],
  ) {}

  private with(key: string, value: string): PostgrestQuery<Row> {
    return new PostgrestQuery(this.relation, [...this.params.filter(([k]) => k !== key || !isSingle(key)), [key, value]], this.orders);
  }

  select(columns: string) {
    return this.with('select', columns);
  }

  filter(column: string, operator: Operator, value: FilterValue | null | readonly FilterValue[], negate = false) {
    return this.with(column, `${negate ? 'not.' : ''}${operator}.${operand(operator, value)}`);
  }

  eq(column: Column<Row>, value: FilterValue) {
    return this.filter(column, 'eq', value);
  }

  neq(column: Column<Row>, value: FilterValue) {
    return this.filter(column, 'neq', value);
  }

  gt(column: Column<Row>, value: FilterValue) {
    return this.filter(column, 'gt', value);
  }

  gte(column: Column<Row>, value: FilterValue) {
    return this.filter(column, 'gte', value);
  }

  lt(column: Column<Row>, value: FilterValue) {
    return this.filter(column, 'lt', value);
  }

  lte(column: Column<Row>, value: FilterValue) {
    return this.filter(column, 'lte', value);
  }

  /** `*` is the wildcard, as PostgREST reads it. */
  like(column: Column<Row>, pattern: string) {
    return this.filter(column, 'like', pattern);
  }

  ilike(column: Column<Row>, pattern: string) {
    return this.filter(column, 'ilike', pattern);
  }

  is(column: Column<Row>, value: null | boolean) {
    return this.filter(column, 'is', value);
  }

  isNot(column: Column<Row>, value: null | boolean) {
    return this.filter(column, 'is', value, true);
  }

  in(column: Column<Row>, values: readonly FilterValue[]) {
    return this.filter(column, 'in', values);
  }

  notIn(column: Column<Row>, values: readonly FilterValue[]) {
    return this.filter(column, 'in', values, true);
  }

  /** Array contains: `roles=cs.{admin}`. */
  contains(column: Column<Row>, values: readonly FilterValue[]) {
    return this.filter(column, 'cs', values);
  }

  /** A logic tree in PostgREST's syntax, e.g. `name.ilike.*x*,type.eq.y` (see `condition`). */
  or(conditions: string) {
    return new PostgrestQuery<Row>(this.relation, [...this.params, ['or', `(${conditions})`]], this.orders);
  }

  and(conditions: string) {
    return new PostgrestQuery<Row>(this.relation, [...this.params, ['and', `(${conditions})`]], this.orders);
  }

  order(column: Column<Row> | string, options: { ascending?: boolean; nulls?: 'first' | 'last' } = {}) {
    return new PostgrestQuery<Row>(this.relation, this.params, [
      ...this.orders,
      { column, ascending: options.ascending ?? true, nulls: options.nulls },
    ]);
  }

  limit(count: number) {
    return this.with('limit', String(count));
  }

  offset(count: number) {
    return this.with('offset', String(count));
  }

  /** Rows from..to inclusive, as limit and offset. */
  range(from: number, to: number) {
    return this.offset(from).limit(to - from + 1);
  }

  /** A page of `size` rows, `index` counted from 0. */
  page(index: number, size: number) {
    return this.offset(index * size).limit(size);
  }

  /** The encoded query string, without the leading `?`. */
  toString(): string {
    const all: (readonly [string, string])[] = [...this.params];
    if (this.orders.length > 0) {
      all.push([
        'order',
        this.orders.map((o) => `${o.column}.${o.ascending ? 'asc' : 'desc'}${o.nulls ? `.nulls${o.nulls}` : ''}`).join(','),
      ]);
    }
    return all.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&');
  }

  /** The path under /api. */
  get path(): string {
    return `/db/${this.relation}`;
  }
}

const isSingle = (key: string) => key === 'select' || key === 'limit' || key === 'offset';

/** One condition inside `or(...)` / `and(...)`: `condition('name', 'ilike', '*x*')` → `name.ilike.*x*`. */
export const condition = (column: string, operator: Operator, value: FilterValue | null | readonly FilterValue[]) =>
  `${column}.${operator}.${operator === 'in' || operator === 'cs' || operator === 'cd' ? operand(operator, value) : value === null ? 'null' : quoteValue(value as FilterValue)}`;

export const from = <Row = Record<string, unknown>>(relation: string) => new PostgrestQuery<Row>(relation);

const CONTENT_RANGE = /^(?:\d+-\d+|\*)\/(\d+|\*)$/;

/**
 * The total after the slash of `Content-Range: 0-24/3573` (seed 002 §7.3), also of the star range an
 * empty answer has; undefined when the server did not count, or the header is missing or not a range.
 */
export function parseContentRange(header: string | null | undefined): number | undefined {
  const match = header ? CONTENT_RANGE.exec(header.trim().replace(/^items\s+/, '')) : null;
  return match && match[1] !== '*' ? Number(match[1]) : undefined;
}

/** A list's query without its paging, as the export reads it (core's ExportTable, named for its relation). */
export const exportTableOf = (query: PostgrestQuery<unknown>): ExportTable => ({
  name: query.relation,
  relation: query.relation,
  query: query.toString(),
});
