import { parseDuration } from '../../core/shared/durations';
import { parseSchedule } from '../checks/schedule';
import { JsonPathError, parseJsonPath } from './jsonpath';

/**
 * The config scraper spec schema that ships with the console (DECISIONS §27): small and strict, with
 * the fields seed 002 §3 lists mapped to the scraper types as the real config scrapers do. A spec that
 * fails it is refused with the field named.
 */
type Rule =
  | { kind: 'string'; required?: boolean; oneOf?: readonly string[]; expression?: boolean; duration?: boolean }
  | { kind: 'number'; required?: boolean; min?: number }
  | { kind: 'boolean' }
  | { kind: 'strings'; required?: boolean }
  | { kind: 'stringMap' }
  /** A literal value, or `valueFrom` a Secret or ConfigMap key (seed 002 §3). */
  | { kind: 'secret' }
  /** Free-form: its content is for the scraper that reads it. */
  | { kind: 'object' }
  | { kind: 'struct'; fields: Fields; required?: boolean }
  | { kind: 'list'; item: Fields; required?: boolean };
type Fields = Readonly<Record<string, Rule>>;

const text: Rule = { kind: 'string' };
const expression: Rule = { kind: 'string', expression: true };
const strings: Rule = { kind: 'strings' };
const count: Rule = { kind: 'number', min: 0 };
const duration: Rule = { kind: 'string', duration: true };

/** What every scraper entry may say about the items it makes (a value starting with `$` is a JSONPath). */
const ITEM_FIELDS: Fields = {
  id: expression,
  type: expression,
  name: expression,
  class: expression,
  items: expression,
  health: expression,
  status: expression,
  description: expression,
  icon: text,
  format: { kind: 'string', oneOf: ['yaml', 'json'] },
  timestampFormat: text,
  createFields: strings,
  deleteFields: strings,
  tags: { kind: 'stringMap' },
  labels: { kind: 'object' },
  properties: { kind: 'list', item: { name: { kind: 'string', required: true }, value: expression, headline: { kind: 'boolean' } } },
  transform: { kind: 'object' },
};

const required = (rule: Rule): Rule => ({ ...rule, required: true }) as Rule;
const identified = { id: required(expression), type: required(expression) };

export const SCRAPER_TYPES: Readonly<Record<string, Fields>> = {
  file: { ...ITEM_FIELDS, ...identified, paths: { kind: 'strings', required: true }, format: { kind: 'string', oneOf: ['yaml', 'json'], required: true } },
  http: { ...ITEM_FIELDS, ...identified, url: { kind: 'string', required: true }, headers: { kind: 'stringMap' } },
  sql: {
    ...ITEM_FIELDS,
    ...identified,
    connection: { kind: 'string', required: true },
    query: { kind: 'string', required: true },
    driver: { kind: 'string', oneOf: ['postgres'] },
  },
  kubernetes: {
    ...ITEM_FIELDS,
    clusterName: { kind: 'string', required: true },
    connection: text,
    kubeconfig: { kind: 'secret' },
    namespace: text,
    scope: text,
    since: duration,
    selector: text,
    fieldSelector: text,
    maxInFlight: count,
    exclusions: { kind: 'object' },
    watch: { kind: 'list', item: { apiVersion: text, kind: text } },
  },
  kubernetesFile: {
    ...ITEM_FIELDS,
    selector: {
      kind: 'struct',
      required: true,
      fields: { namespace: text, kind: { kind: 'string', required: true }, name: text, labelSelector: text, fieldSelector: text },
    },
    container: text,
    files: { kind: 'list', item: { path: { kind: 'strings', required: true }, format: text } },
  },
  azure: {
    ...ITEM_FIELDS,
    connection: text,
    subscriptionID: text,
    organisation: text,
    clientID: { kind: 'secret' },
    clientSecret: { kind: 'secret' },
    tenantID: text,
    include: strings,
    exclusions: { kind: 'object' },
  },
  aws: {
    ...ITEM_FIELDS,
    connection: text,
    accessKey: { kind: 'secret' },
    secretKey: { kind: 'secret' },
    region: strings,
    endpoint: text,
    skipTLSVerify: { kind: 'boolean' },
    assumeRole: text,
    compliance: { kind: 'boolean' },
    cloudtrail: { kind: 'struct', fields: { exclude: strings, max_age: duration } },
    cost_reporting: { kind: 'struct', fields: { s3_bucket_path: text, table: text, database: text, region: text } },
    include: strings,
    exclude: strings,
    trusted_advisor_check: { kind: 'boolean' },
  },
  trivy: { ...ITEM_FIELDS, version: text, scanners: strings, severity: strings, compliance: strings, ignoreUnfixed: { kind: 'boolean' }, kubernetes: { kind: 'object' }, timeout: duration },
  githubActions: {
    ...ITEM_FIELDS,
    owner: { kind: 'string', required: true },
    repository: { kind: 'string', required: true },
    workflows: strings,
    personalAccessToken: { kind: 'secret' },
    connection: text,
  },
  azureDevops: {
    ...ITEM_FIELDS,
    organization: { kind: 'string', required: true },
    personalAccessToken: { kind: 'secret' },
    projects: strings,
    pipelines: strings,
    connection: text,
  },
  custom: { ...ITEM_FIELDS },
};

/** DECISIONS §28: these run in the built-in backend; the others are saved, validated and skipped. */
export const RUNNABLE_SCRAPER_TYPES = ['file', 'http', 'sql'] as const;
export type RunnableScraperType = (typeof RUNNABLE_SCRAPER_TYPES)[number];

const RETENTION: Fields = {
  changes: { kind: 'list', item: { name: { kind: 'string', required: true }, age: duration, count } },
  type: { kind: 'list', item: { name: { kind: 'string', required: true }, createdAge: duration, updatedAge: duration, deletedAge: duration } },
  staleItemAge: duration,
};

export interface ItemEntry {
  id: string;
  type: string;
  name?: string;
  class?: string;
  items?: string;
  health?: string;
  status?: string;
  description?: string;
  tags?: Record<string, string>;
  labels?: string | Record<string, string>;
  properties?: { name: string; value?: string; headline?: boolean }[];
}
export interface FileEntry extends ItemEntry {
  paths: string[];
  format: 'yaml' | 'json';
}
export interface HttpEntry extends ItemEntry {
  url: string;
  headers?: Record<string, string>;
}
export interface SqlEntry extends ItemEntry {
  connection: string;
  query: string;
}
export interface ScraperRetention {
  changes?: { name: string; age?: string; count?: number }[];
  type?: { name: string; createdAge?: string; updatedAge?: string; deletedAge?: string }[];
  staleItemAge?: string;
}

export interface ScraperSpec {
  schedule?: string;
  retention?: ScraperRetention;
  full?: boolean;
  file?: FileEntry[];
  http?: HttpEntry[];
  sql?: SqlEntry[];
  /** The other types, by name (validated; not run here). */
  [type: string]: unknown;
}

export class ScraperSpecError extends Error {
  constructor(readonly field: string, message: string) {
    super(`${field}: ${message}`);
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function checkString(rule: Extract<Rule, { kind: 'string' }>, value: unknown, at: string) {
  if (typeof value !== 'string') throw new ScraperSpecError(at, 'must be text');
  if (rule.required && value.trim() === '') throw new ScraperSpecError(at, 'is required');
  if (rule.oneOf && !rule.oneOf.includes(value)) throw new ScraperSpecError(at, `must be one of ${rule.oneOf.join(', ')}`);
  if (rule.duration && parseDuration(value) === undefined) throw new ScraperSpecError(at, 'must be a duration such as 30m, 12h or 7d');
  if (rule.expression && value.startsWith('$')) {
    try {
      parseJsonPath(value);
    } catch (error) {
      if (error instanceof JsonPathError) throw new ScraperSpecError(at, error.message);
      throw error;
    }
  }
}

function checkRule(rule: Rule, value: unknown, at: string): void {
  switch (rule.kind) {
    case 'string':
      return checkString(rule, value, at);
    case 'number':
      if (typeof value !== 'number' || !Number.isFinite(value)) throw new ScraperSpecError(at, 'This field must be a number');
      if (rule.min !== undefined && value < rule.min) throw new ScraperSpecError(at, `must be at least ${rule.min}`);
      return;
    case 'boolean':
      if (typeof value !== 'boolean') throw new ScraperSpecError(at, 'must be true or false');
      return;
    case 'strings':
      if (!Array.isArray(value) || value.some((v) => typeof v !== 'string')) throw new ScraperSpecError(at, 'must be a list of text');
      if (rule.required && value.length === 0) throw new ScraperSpecError(at, 'is required');
      return;
    case 'stringMap':
      if (!isObject(value)) throw new ScraperSpecError(at, 'must be a map of names to text');
      for (const [key, v] of Object.entries(value)) if (typeof v !== 'string') throw new ScraperSpecError(`${at}.${key}`, 'must be text');
      return;
    case 'secret':
      return checkSecret(value, at);
    case 'object':
      if (!isObject(value) && typeof value !== 'string') throw new ScraperSpecError(at, 'must be a map');
      return;
    case 'struct':
      if (!isObject(value)) throw new ScraperSpecError(at, 'must be a map');
      return checkFields(rule.fields, value, at);
    case 'list':
      if (!Array.isArray(value)) throw new ScraperSpecError(at, 'must be a list');
      if (rule.required && value.length === 0) throw new ScraperSpecError(at, 'is required');
      value.forEach((item, i) => {
        if (!isObject(item)) throw new ScraperSpecError(`${at}[${i}]`, 'must be a map');
        checkFields(rule.item, item, `${at}[${i}]`);
      });
  }
}

/** `{value}` or `{valueFrom: {secretKeyRef | configMapKeyRef: {name, key}}}` (seed 002 §3). */
function checkSecret(value: unknown, at: string) {
  if (!isObject(value)) throw new ScraperSpecError(at, 'must be {value} or {valueFrom}');
  const keys = Object.keys(value);
  if (keys.length !== 1 || !['value', 'valueFrom'].includes(keys[0]!)) throw new ScraperSpecError(at, 'must be {value} or {valueFrom}');
  if ('value' in value) {
    if (typeof value.value !== 'string') throw new ScraperSpecError(`${at}.value`, 'must be text');
    return;
  }
  const from = value.valueFrom;
  const refs = isObject(from) ? Object.keys(from) : [];
  if (!isObject(from) || refs.length !== 1 || !['secretKeyRef', 'configMapKeyRef'].includes(refs[0]!)) {
    throw new ScraperSpecError(`${at}.valueFrom`, 'must name a secretKeyRef or a configMapKeyRef');
  }
  const ref = from[refs[0]!];
  const where = `${at}.valueFrom.${refs[0]}`;
  if (!isObject(ref)) throw new ScraperSpecError(where, 'must be {name, key}');
  checkFields({ name: { kind: 'string', required: true }, key: { kind: 'string', required: true } }, ref, where);
}

function checkFields(fields: Fields, value: Record<string, unknown>, at: string) {
  for (const key of Object.keys(value)) {
    if (!(key in fields)) throw new ScraperSpecError(`${at}.${key}`, 'is not a field of this scraper');
  }
  for (const [key, rule] of Object.entries(fields)) {
    const v = value[key];
    if (v === undefined || v === null) {
      if ('required' in rule && rule.required) throw new ScraperSpecError(`${at}.${key}`, 'is required');
      continue;
    }
    checkRule(rule, v, `${at}.${key}`);
  }
}

/** The scraper types a spec has entries for, in the order of SCRAPER_TYPES. */
export const typesOf = (spec: ScraperSpec): string[] =>
  Object.keys(SCRAPER_TYPES).filter((type) => Array.isArray(spec[type]) && (spec[type] as unknown[]).length > 0);

/** Checks a config_scrapers spec against the schema; answers it typed, or throws a ScraperSpecError naming the field. */
export function validateScraperSpec(value: unknown): ScraperSpec {
  if (!isObject(value)) throw new ScraperSpecError('spec', 'must be a map');
  for (const key of Object.keys(value)) {
    if (!['schedule', 'retention', 'full'].includes(key) && !(key in SCRAPER_TYPES)) {
      throw new ScraperSpecError(`spec.${key}`, `is not a scraper type (${Object.keys(SCRAPER_TYPES).join(', ')})`);
    }
  }
  if (value.schedule !== undefined) {
    if (typeof value.schedule !== 'string') throw new ScraperSpecError('spec.schedule', 'must be text such as @every 1h');
    try {
      parseSchedule(value.schedule);
    } catch (error) {
      throw new ScraperSpecError('spec.schedule', (error as Error).message);
    }
  }
  if (value.full !== undefined && typeof value.full !== 'boolean') throw new ScraperSpecError('spec.full', 'must be true or false');
  if (value.retention !== undefined) checkRule({ kind: 'struct', fields: RETENTION }, value.retention, 'spec.retention');
  for (const [type, fields] of Object.entries(SCRAPER_TYPES)) {
    if (value[type] !== undefined) checkRule({ kind: 'list', item: fields }, value[type], `spec.${type}`);
  }
  for (const [i, entry] of ((value.file ?? []) as FileEntry[]).entries()) {
    for (const [j, path] of entry.paths.entries()) {
      if (path.split(/[\\/]/).includes('..')) throw new ScraperSpecError(`spec.file[${i}].paths[${j}]`, 'must stay inside the scrape folder');
    }
  }
  const spec = value as ScraperSpec;
  if (typesOf(spec).length === 0) throw new ScraperSpecError('spec', `needs at least one scraper (${Object.keys(SCRAPER_TYPES).join(', ')})`);
  return spec;
}
