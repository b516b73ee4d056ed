/**
 * The playbook spec schema that ships with the console (DECISIONS §27), written for it: small and strict
 * where the real one is unknown. The spec editor checks a draft against it and the built-in backend
 * refuses a `/db/playbooks` write that fails it; it is served at /api/schemas/playbook.schema.json.
 * Only the JSON Schema keywords core/playbooks/rules/schema-check.ts reads are used.
 */

const string = { type: 'string' } as const;
const strings = { type: 'array', items: string } as const;
const stringMap = { type: 'object', additionalProperties: string } as const;

/** Parameter types: seed 000 §3's and the typed inputs of issue 20 (units of seed 000 §5). */
export const PARAMETER_TYPES = [
  'code', 'checkbox', 'list', 'team', 'people', 'component', 'config', 'check', 'text',
  'bytes', 'millicores', 'duration', 'secret',
] as const;

const selector = {
  type: 'object',
  additionalProperties: false,
  properties: { types: strings, names: strings, name: string, labelSelector: string, tagSelector: string },
} as const;

const action = {
  type: 'object',
  additionalProperties: false,
  required: ['name'],
  description: 'needs one of exec, http, sql, logs or notification',
  anyOf: [{ required: ['exec'] }, { required: ['http'] }, { required: ['sql'] }, { required: ['logs'] }, { required: ['notification'] }],
  properties: {
    name: { type: 'string', minLength: 1 },
    if: string,
    delay: string,
    timeout: string,
    retry: {
      type: 'object',
      additionalProperties: false,
      required: ['limit'],
      properties: {
        limit: { type: 'integer', minimum: 0 },
        duration: string,
        exponent: { type: 'object', additionalProperties: false, properties: { multiplier: { type: 'number', minimum: 1 } } },
      },
    },
    exec: { type: 'object', additionalProperties: false, required: ['script'], properties: { script: { type: 'string', minLength: 1 } } },
    http: {
      type: 'object',
      additionalProperties: false,
      required: ['url'],
      properties: {
        url: { type: 'string', minLength: 1 },
        method: { type: 'string', enum: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] },
        headers: stringMap,
        body: {},
        responseCodes: { type: 'array', items: { type: 'integer', minimum: 100 } },
      },
    },
    sql: {
      type: 'object',
      additionalProperties: false,
      required: ['query'],
      properties: { query: { type: 'string', minLength: 1 }, connection: string, driver: string },
    },
    logs: {
      type: 'object',
      additionalProperties: false,
      properties: { selector: string, query: string, start: string, end: string, limit: { type: 'integer', minimum: 1 } },
    },
    notification: {
      type: 'object',
      additionalProperties: false,
      properties: { connection: string, url: string, title: string, message: string },
    },
  },
} as const;

const parameter = {
  type: 'object',
  additionalProperties: false,
  required: ['name'],
  properties: {
    name: { type: 'string', minLength: 1 },
    label: string,
    type: { type: 'string', enum: PARAMETER_TYPES },
    required: { type: 'boolean' },
    default: {},
    description: string,
    icon: string,
    properties: { type: 'object' },
    dependsOn: {},
  },
} as const;

export const PLAYBOOK_SPEC_SCHEMA = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  $id: 'playbook.schema.json',
  title: 'Playbook spec',
  type: 'object',
  additionalProperties: false,
  required: ['actions'],
  properties: {
    title: string,
    icon: string,
    category: string,
    description: string,
    timeout: string,
    configs: { type: 'array', items: selector },
    components: { type: 'array', items: selector },
    checks: { type: 'array', items: selector },
    parameters: { type: 'array', items: parameter },
    actions: { type: 'array', items: action },
    approval: {
      type: 'object',
      additionalProperties: false,
      properties: {
        approvers: { type: 'object', additionalProperties: false, properties: { people: strings, teams: strings } },
      },
    },
  },
} as const;
