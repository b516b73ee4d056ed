/**
 * Playbook templates (DECISIONS §25): `{{ .params.name }}`, `{{ .config.field }}`, `{{ .component.field }}`,
 * `{{ .check.field }}`, `{{ .user.email }}` and `{{ .run.id }}`; field access only, never code. Each value is
 * inserted safely for where it lands, by the encoder the caller gives.
 */
export interface TemplateContext {
  params: Record<string, unknown>;
  config?: Record<string, unknown> | null;
  component?: Record<string, unknown> | null;
  check?: Record<string, unknown> | null;
  user?: Record<string, unknown> | null;
  run?: Record<string, unknown> | null;
}

export class TemplateError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TemplateError';
  }
}

const ROOTS = new Set(['params', 'config', 'component', 'check', 'user', 'run']);
const EXPRESSION = /\{\{(.*?)\}\}/g;
const PATH = /^\.([A-Za-z_][\w]*)((?:\.[A-Za-z_][\w-]*)*)$/;

function lookup(context: TemplateContext, expression: string): unknown {
  const match = PATH.exec(expression.trim());
  if (!match || !ROOTS.has(match[1]!)) {
    throw new TemplateError(`unsupported template {{${expression}}}: only fields of .params, .config, .component, .check, .user and .run`);
  }
  const path = [match[1]!, ...match[2]!.split('.').filter(Boolean)];
  let value: unknown = context;
  for (const key of path) {
    if (value === null || typeof value !== 'object' || !(key in value)) throw new TemplateError(`missing key .${path.join('.')}`);
    value = (value as Record<string, unknown>)[key];
  }
  if (value === undefined || value === null) throw new TemplateError(`missing key .${path.join('.')}`);
  return value;
}

/** A value as text: strings as they are, anything else as JSON. */
export const asText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

export type Encoder = (value: unknown) => string;

export const plain: Encoder = asText;
/** One shell word, whatever it holds. */
export const shellQuoted: Encoder = (value) => `'${asText(value).replace(/'/g, `'\\''`)}'`;
export const urlEncoded: Encoder = (value) => encodeURIComponent(asText(value));
/** The inside of a JSON string: the value cannot end the string it lands in. */
export const jsonStringContent: Encoder = (value) => JSON.stringify(asText(value)).slice(1, -1);
/** A header value: one line. */
export const headerValue: Encoder = (value) => {
  const text = asText(value);
  if (/[\r\n]/.test(text)) throw new TemplateError('a header value cannot hold a line break');
  return text;
};

export function render(text: string, context: TemplateContext, encode: Encoder = plain): string {
  return text.replace(EXPRESSION, (_, expression: string) => encode(lookup(context, expression)));
}

/** Every string inside a JSON value rendered as plain text (the structure keeps the values in their strings). */
export function renderDeep(value: unknown, context: TemplateContext): unknown {
  if (typeof value === 'string') return render(value, context);
  if (Array.isArray(value)) return value.map((item) => renderDeep(item, context));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, renderDeep(item, context)]));
  }
  return value;
}

/** SQL with each template replaced by a bound parameter (`$1`...): values are never spliced into the text. */
export function renderSql(text: string, context: TemplateContext): { sql: string; values: unknown[] } {
  const values: unknown[] = [];
  const sql = text.replace(EXPRESSION, (_, expression: string) => {
    values.push(asText(lookup(context, expression)));
    return `$${values.length}`;
  });
  return { sql, values };
}
