/** The JSON Schema keywords the console's shipped schemas use (DECISIONS §27); nothing is compiled or evaluated. */
export interface JsonSchema {
  readonly type?: 'object' | 'array' | 'string' | 'number' | 'integer' | 'boolean';
  readonly properties?: Readonly<Record<string, JsonSchema>>;
  readonly required?: readonly string[];
  readonly additionalProperties?: boolean | JsonSchema;
  readonly items?: JsonSchema;
  readonly enum?: readonly unknown[];
  readonly minLength?: number;
  readonly minimum?: number;
  readonly minItems?: number;
  /** At least one must hold; `description` then says what was expected. */
  readonly anyOf?: readonly JsonSchema[];
  readonly description?: string;
}

export type SchemaPath = readonly (string | number)[];

/** One way a value fails its schema: where, and why in words. */
export interface SchemaProblem {
  readonly path: SchemaPath;
  readonly message: string;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function typeProblem(type: JsonSchema['type'], value: unknown): string | undefined {
  switch (type) {
    case 'object':
      return isObject(value) ? undefined : 'must be a mapping';
    case 'array':
      return Array.isArray(value) ? undefined : 'must be a list';
    case 'string':
      return typeof value === 'string' ? undefined : 'must be text';
    case 'number':
      return typeof value === 'number' && Number.isFinite(value) ? undefined : 'must be a number';
    case 'integer':
      return Number.isInteger(value) ? undefined : 'must be a whole number';
    case 'boolean':
      return typeof value === 'boolean' ? undefined : 'must be true or false';
    default:
      return undefined;
  }
}

/** Every problem of `value` against `schema`, each with the path of the offending field. */
export function checkSchema(schema: JsonSchema, value: unknown, path: SchemaPath = []): SchemaProblem[] {
  const wrongType = typeProblem(schema.type, value);
  if (wrongType) return [{ path, message: wrongType }];
  const problems: SchemaProblem[] = [];
  if (schema.enum && !schema.enum.includes(value)) problems.push({ path, message: `must be one of ${schema.enum.join(', ')}` });
  if (typeof value === 'string' && schema.minLength !== undefined && value.length < schema.minLength) problems.push({ path, message: 'must not be empty' });
  if (typeof value === 'number' && schema.minimum !== undefined && value < schema.minimum) problems.push({ path, message: `must be at least ${schema.minimum}` });
  if (Array.isArray(value)) {
    if (schema.minItems !== undefined && value.length < schema.minItems) problems.push({ path, message: `needs at least ${schema.minItems} item${schema.minItems === 1 ? '' : 's'}` });
    if (schema.items) value.forEach((item, index) => problems.push(...checkSchema(schema.items!, item, [...path, index])));
  }
  if (isObject(value)) {
    for (const key of schema.required ?? []) if (!(key in value)) problems.push({ path: [...path, key], message: 'is required' });
    for (const [key, item] of Object.entries(value)) {
      const known = schema.properties?.[key];
      if (known) problems.push(...checkSchema(known, item, [...path, key]));
      else if (schema.additionalProperties === false) problems.push({ path: [...path, key], message: 'is not allowed here' });
      else if (typeof schema.additionalProperties === 'object') problems.push(...checkSchema(schema.additionalProperties, item, [...path, key]));
    }
  }
  if (schema.anyOf && !schema.anyOf.some((option) => checkSchema(option, value, path).length === 0)) {
    problems.push({ path, message: schema.description ?? 'matches none of the allowed shapes' });
  }
  return problems;
}

/** `actions[0].http.url`: a path as the specs' editors and the server's 400s name it. */
export const formatSchemaPath = (path: SchemaPath): string =>
  path.reduce<string>((text, part) => (typeof part === 'number' ? `${text}[${part}]` : text ? `${text}.${part}` : part), '');
