import { PostgrestError } from '../http/errors';
import { parseError } from '../postgrest/errors';

/** A field of a catalog request that cannot be read: 400 in PostgREST's shape, naming the field. */
export const badField = (field: string, value: unknown, expected: string) =>
  parseError(`failed to parse ${field} (${typeof value === 'string' ? value : JSON.stringify(value)})`, expected);

/** True for the errors `lenient` may set aside: a filter that could not be read. */
export const isBadField = (error: unknown) => error instanceof PostgrestError && error.code === 'PGRST100';

/**
 * Reads the fields of a request body (or of a query string made into one): absent, null and empty
 * strings are "not given"; anything else must have the field's type.
 */
export class RequestFields {
  constructor(private readonly body: Readonly<Record<string, unknown>>) {}

  private given(field: string): unknown {
    const value = this.body[field];
    return value === undefined || value === null || value === '' ? undefined : value;
  }

  text(field: string): string | undefined {
    const value = this.given(field);
    if (value === undefined) return undefined;
    if (typeof value !== 'string') throw badField(field, value, 'expecting a string');
    return value;
  }

  bool(field: string): boolean | undefined {
    const value = this.given(field);
    if (value === undefined || typeof value === 'boolean') return value;
    if (value === 'true' || value === 'false') return value === 'true';
    throw badField(field, value, 'expecting true or false');
  }

  /** A whole number in [min, max], given as a number or as its digits. */
  int(field: string, min: number, max: number): number | undefined {
    const value = this.given(field);
    if (value === undefined) return undefined;
    const number = typeof value === 'number' ? value : typeof value === 'string' && /^-?\d+$/.test(value.trim()) ? Number(value) : Number.NaN;
    if (!Number.isInteger(number) || number < min || number > max) {
      throw badField(field, value, `expecting a whole number from ${min} to ${max}`);
    }
    return number;
  }

  strings(field: string): string[] | undefined {
    const value = this.given(field);
    if (value === undefined) return undefined;
    if (!Array.isArray(value) || value.some((item) => typeof item !== 'string' || item.trim() === '')) {
      throw badField(field, value, 'expecting a list of names');
    }
    return value as string[];
  }

  object(field: string): Record<string, unknown> | undefined {
    const value = this.given(field);
    if (value === undefined) return undefined;
    if (typeof value !== 'object' || Array.isArray(value)) throw badField(field, value, 'expecting an object');
    return value as Record<string, unknown>;
  }
}
