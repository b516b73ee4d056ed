/** A quoted identifier. Only catalog names and checked aliases reach this; values never do. */
export const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

export const qualified = (name: string) => `"public".${ident(name)}`;

/** The bound parameters of one statement: every value sent travels here as text. */
export class Params {
  readonly values: string[] = [];

  add(value: string): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }

  /** `$n::type` — the type is catalog text (format_type) or from the cast allowlist. */
  typed(value: string, type: string): string {
    return `${this.add(value)}::${type}`;
  }
}

/** A PostgreSQL array literal with every element quoted, for `= ANY($n::type[])`. */
export const arrayLiteral = (values: readonly string[]) =>
  `{${values.map((value) => `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`;

/**
 * Output names chosen by the caller (aliases, JSON keys) are quoted identifiers: any text fits, as long
 * as PostgreSQL keeps it whole (at most 63 bytes, no NUL).
 */
export const isValidOutputName = (name: string) => name.length > 0 && Buffer.byteLength(name) <= 63 && !name.includes('\0');

/** Casts the select list may ask for, mapped to the SQL type they produce. */
export const CASTS: Readonly<Record<string, string>> = {
  text: 'text', varchar: 'text', int: 'integer', int4: 'integer', integer: 'integer', int2: 'smallint',
  smallint: 'smallint', int8: 'bigint', bigint: 'bigint', numeric: 'numeric', decimal: 'numeric', float: 'double precision',
  float8: 'double precision', float4: 'real', real: 'real', bool: 'boolean', boolean: 'boolean', json: 'json',
  jsonb: 'jsonb', uuid: 'uuid', date: 'date', timestamp: 'timestamp', timestamptz: 'timestamptz', time: 'time',
  interval: 'interval', 'text[]': 'text[]', 'uuid[]': 'uuid[]',
};
