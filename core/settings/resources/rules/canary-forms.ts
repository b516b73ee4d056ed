import { REQUIRED_FIELD_MESSAGE, validateNumberField, type FormErrors } from '../../../shared';
import type { CanaryFormFamily, CanaryType } from './canary-types';

export interface CanaryFormField {
  /** A dotted path in the check's entry (`test.expr`). */
  readonly path: string;
  readonly label: string;
  readonly input: 'text' | 'textarea' | 'number' | 'select' | 'codes';
  readonly required?: boolean;
  readonly min?: number;
  readonly options?: readonly string[];
  /** Shown only when another field has one of these values (an HTTP body for POST and PUT). */
  readonly when?: { readonly path: string; readonly values: readonly string[] };
  /** Under the form's Advanced group. */
  readonly advanced?: boolean;
}

/** R002-9-18: the HTTP methods, a body only for POST and PUT. */
export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'DELETE'] as const;
/** R002-9-19: the response codes offered. */
export const HTTP_RESPONSE_CODES = ['200', '201', '202', '204', '301', '302', '401', '404', '500', '502', '503'] as const;
/** R002-3-07: the HTTP authentication choices. */
export const HTTP_AUTHENTICATION = ['basic', 'ntlm', 'ntlmv2'] as const;

const text = (path: string, label: string, required = false): CanaryFormField => ({ path, label, input: 'text', required });
const number = (path: string, label: string, required = false): CanaryFormField => ({ path, label, input: 'number', min: 0, required });

/**
 * Every form's head (R002-2-2-39): the check's icon and description. Its Name is the resource's name
 * field above the form, and its schedule the canary's schedule dropdown; the check is named after its
 * target, as the check scheduler names an unnamed check.
 */
const HEAD: readonly CanaryFormField[] = [text('icon', 'Icon'), text('description', 'Description')];
/** R002-2-2-42: the Advanced group's Customize Response and Transform Response. */
const ADVANCED: readonly CanaryFormField[] = [
  { path: 'display.expr', label: 'Customize Response', input: 'textarea', advanced: true },
  { path: 'transform.expr', label: 'Transform Response', input: 'textarea', advanced: true },
];
const TEST: CanaryFormField = { path: 'test.expr', label: 'Test', input: 'textarea' };

/** Seed 002 §3 'Health-check form families' and §5: each form's fields and which are required. */
export const CANARY_FORMS: Readonly<Record<CanaryFormFamily, readonly CanaryFormField[]>> = {
  http: [
    ...HEAD,
    text('url', 'URL', true),
    { path: 'method', label: 'Method', input: 'select', options: HTTP_METHODS },
    { path: 'body', label: 'Body', input: 'textarea', when: { path: 'method', values: ['POST', 'PUT'] } },
    { path: 'authentication.type', label: 'Authentication', input: 'select', options: HTTP_AUTHENTICATION },
    text('authentication.username', 'Username'),
    text('authentication.password', 'Password'),
    { path: 'responseCodes', label: 'Response Codes', input: 'codes', options: HTTP_RESPONSE_CODES },
    number('thresholdMillis', 'Max Response Time (ms)'),
    text('responseContent', 'Response Content'),
    number('maxSSLExpiry', 'Max SSL Expiry (days)'),
    TEST,
    ...ADVANCED,
  ],
  exec: [...HEAD, { path: 'script', label: 'Script', input: 'textarea', required: true }, TEST, ...ADVANCED],
  alertmanager: [
    ...HEAD,
    text('host', 'Host'),
    { path: 'alerts', label: 'Alerts', input: 'text' },
    { path: 'filters', label: 'Filters', input: 'text' },
    { path: 'ignore', label: 'Ignore', input: 'text' },
    TEST,
    ...ADVANCED,
  ],
  elasticsearch: [...HEAD, text('url', 'URL', true), text('index', 'Index', true), { path: 'query', label: 'Query', input: 'textarea', required: true }, number('results', 'Results'), TEST, ...ADVANCED],
  redis: [...HEAD, text('addr', 'Address', true), number('db', 'Database'), TEST, ...ADVANCED],
  mongodb: [...HEAD, text('url', 'URL', true), TEST, ...ADVANCED],
  icmp: [
    ...HEAD,
    text('endpoint', 'Endpoint', true),
    number('packetCount', 'Packet Count'),
    number('packetLossThreshold', 'Packet Loss Threshold'),
    number('thresholdMillis', 'Max Response Time (ms)'),
    TEST,
    ...ADVANCED,
  ],
  folder: [
    ...HEAD,
    text('path', 'Path', true),
    text('filter.minAge', 'Min Age'),
    text('filter.maxAge', 'Max Age'),
    number('minCount', 'Min Count'),
    number('maxCount', 'Max Count'),
    number('minSize', 'Min Size'),
    number('maxSize', 'Max Size'),
    number('availableSize', 'Available Size'),
    number('totalSize', 'Total Size'),
    text('filter.regex', 'Filter'),
    { path: 'connection', label: 'Connection', input: 'select', options: ['AWS', 'GCP', 'SFTP', 'SMB'] },
    TEST,
    ...ADVANCED,
  ],
  tcp: [...HEAD, text('endpoint', 'URL or endpoint', true), TEST, number('thresholdMillis', 'Max Response Time in millis'), ...ADVANCED],
};

type Entry = Readonly<Record<string, unknown>>;
const isObject = (value: unknown): value is Entry => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The check a form edits: the first entry of the type's list. */
export function canaryEntry(spec: Entry, type: CanaryType): Entry {
  const list = type.key ? spec[type.key] : undefined;
  return Array.isArray(list) && isObject(list[0]) ? list[0] : {};
}

/** The value a form field shows, as text (response codes comma-separated). */
export function canaryFieldValue(entry: Entry, field: CanaryFormField): string {
  let value: unknown = entry;
  for (const part of field.path.split('.')) value = isObject(value) ? value[part] : undefined;
  if (Array.isArray(value)) return value.join(', ');
  return value === undefined || value === null ? '' : String(value);
}

const LIST_FIELDS = new Set(['responseCodes', 'alerts', 'ignore']);

function fieldValue(field: CanaryFormField, raw: string): unknown {
  const trimmed = raw.trim();
  if (trimmed === '') return undefined;
  if (field.input === 'number') return Number.isFinite(Number(trimmed)) ? Number(trimmed) : trimmed;
  if (field.input === 'codes') return trimmed.split(/\s*,\s*/).filter(Boolean).map(Number);
  if (LIST_FIELDS.has(field.path)) return trimmed.split(/\s*,\s*/).filter(Boolean);
  if (field.path === 'filters') return Object.fromEntries(trimmed.split(/\s*,\s*/).map((pair) => pair.split('=').map((part) => part.trim())));
  return raw;
}

function setPath(entry: Entry, path: string, value: unknown): Entry {
  const [head, ...rest] = path.split('.');
  const key = head!;
  const next: Record<string, unknown> = { ...entry };
  const inner = rest.length > 0 ? setPath(isObject(entry[key]) ? entry[key] : {}, rest.join('.'), value) : value;
  if (inner === undefined || (isObject(inner) && Object.keys(inner).length === 0)) delete next[key];
  else next[key] = inner;
  return next;
}

/** The spec after a form field changed: the type's first check gets the field's value (a blank removes it). */
export function setCanaryField(spec: Entry, type: CanaryType, field: CanaryFormField, raw: string): Entry {
  if (!type.key) return spec;
  const entry = setPath(canaryEntry(spec, type), field.path, fieldValue(field, raw));
  const list = Array.isArray(spec[type.key]) ? (spec[type.key] as unknown[]) : [];
  return { ...spec, [type.key]: [entry, ...list.slice(1)] };
}

/** Whether a field shows for the entry (R002-9-18: a body only for POST and PUT). */
export const canaryFieldShown = (entry: Entry, field: CanaryFormField, fields: readonly CanaryFormField[]): boolean => {
  if (!field.when) return true;
  const other = fields.find((candidate) => candidate.path === field.when!.path);
  return other !== undefined && field.when.values.includes(canaryFieldValue(entry, other));
};

/**
 * R002-5-02 and seed 002 §5's number rule: a form's refusals, keyed `spec.<path>`: 'This field is
 * required' for a blank required field, 'This field must be a number' for a number that is not one.
 */
export function validateCanaryForm(spec: Entry, type: CanaryType): FormErrors {
  if (!type.form) return {};
  const entry = canaryEntry(spec, type);
  const fields: Record<string, string> = {};
  for (const field of CANARY_FORMS[type.form]) {
    const value = canaryFieldValue(entry, field);
    const message =
      field.input === 'number'
        ? validateNumberField(value, field.required === true) ?? (value !== '' && field.min !== undefined && Number(value) < field.min ? `${field.label} must be at least ${field.min}` : undefined)
        : field.required && value.trim() === ''
          ? REQUIRED_FIELD_MESSAGE
          : undefined;
    if (message) fields[`spec.${field.path}`] = message;
  }
  return Object.keys(fields).length > 0 ? { fields } : {};
}
