import { parse as parseYaml } from 'yaml';
import { parseGoDuration } from '../checks/go-duration';
import type { PlaybookParameter } from './spec';
import { render, TemplateError, type TemplateContext } from './template';

/** Seed 000 §5's message for a required parameter left empty. */
export const REQUIRED = 'This field is required';

const DNS1123 = /^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Memory units of seed 000 §5 (a bare number is Mi), in Mi. */
const MEMORY_UNITS: Record<string, number> = { '': 1, Mi: 1, Gi: 1024, Ti: 1024 * 1024 };

export interface ParameterError {
  name: string;
  message: string;
}

/** Mebibytes in `512Mi`, `2Gi`, `1Ti` or `256`; undefined when not one. */
export function parseBytes(value: string): number | undefined {
  const match = /^(\d+(?:\.\d+)?)(Mi|Gi|Ti)?$/.exec(value.trim());
  return match ? Number(match[1]) * MEMORY_UNITS[match[2] ?? '']! : undefined;
}

/** Millicores in `500m` or `250`; undefined when not one. */
export function parseMillicores(value: string): number | undefined {
  const match = /^(\d+)m?$/.exec(value.trim());
  return match ? Number(match[1]) : undefined;
}

const isEmpty = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/** min and max of the definition, read in the parameter's own unit. */
function bounds(properties: Record<string, unknown>, read: (text: string) => number | undefined) {
  const of = (value: unknown) => (value === undefined || value === null || value === '' ? undefined : read(String(value)));
  return { min: of(properties.min), max: of(properties.max) };
}

function checkRange(value: number, properties: Record<string, unknown>, read: (text: string) => number | undefined): string | undefined {
  const { min, max } = bounds(properties, read);
  if (min !== undefined && value < min) return `must be at least ${String(properties.min)}`;
  if (max !== undefined && value > max) return `must be at most ${String(properties.max)}`;
  return undefined;
}

/** What is wrong with one given value, or undefined. */
function problemOf(parameter: PlaybookParameter, value: unknown): string | undefined {
  const properties = parameter.properties ?? {};
  const type = parameter.type ?? 'text';
  const text = typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'boolean' ? String(value) : undefined;
  switch (type) {
    case 'checkbox':
      return text === 'true' || text === 'false' ? undefined : 'must be true or false';
    case 'list': {
      const options = Array.isArray(properties.options) ? (properties.options as { value?: unknown }[]).map((o) => String(o?.value ?? o)) : [];
      const values = Array.isArray(value) ? value.map(String) : [text ?? ''];
      return options.length && values.some((v) => !options.includes(v)) ? `must be one of ${options.join(', ')}` : undefined;
    }
    case 'config':
    case 'component':
    case 'check':
      return text !== undefined && UUID.test(text) ? undefined : `must be the id of a ${type}`;
    case 'configs':
      return Array.isArray(value) && value.every((v) => typeof v === 'string' && UUID.test(v)) ? undefined : 'must be a list of config ids';
    case 'duration':
      return text !== undefined && parseGoDuration(text) !== undefined ? undefined : 'must be a duration such as 30s, 5m or 1h';
    case 'bytes': {
      const mi = text === undefined ? undefined : parseBytes(text);
      return mi === undefined ? 'must be a size in Mi, Gi or Ti' : checkRange(mi, properties, parseBytes);
    }
    case 'millicores': {
      const m = text === undefined ? undefined : parseMillicores(text);
      return m === undefined ? 'must be millicores such as 500m' : checkRange(m, properties, parseMillicores);
    }
    case 'code': {
      if (typeof value !== 'string') return value !== null && typeof value === 'object' ? undefined : 'must be text';
      const language = String(properties.language ?? '');
      try {
        if (language === 'json') JSON.parse(value);
        else if (language === 'yaml') parseYaml(value);
      } catch {
        return `must be valid ${language.toUpperCase()}`;
      }
      return undefined;
    }
    default:
      return textProblem(text, properties);
  }
}

function textProblem(text: string | undefined, properties: Record<string, unknown>): string | undefined {
  if (text === undefined) return 'must be text';
  const format = properties.format;
  if (typeof properties.minLength === 'number' && text.length < properties.minLength) return `must be at least ${properties.minLength} characters`;
  if (typeof properties.maxLength === 'number' && text.length > properties.maxLength) return `must be at most ${properties.maxLength} characters`;
  if (typeof properties.regex === 'string' && properties.regex) {
    let pattern: RegExp;
    try {
      pattern = new RegExp(`^(?:${properties.regex})$`);
    } catch {
      return 'cannot be checked: the parameter regex does not compile';
    }
    if (!pattern.test(text)) return `must match ${properties.regex}`;
  }
  if (format === 'dns1123' && !DNS1123.test(text)) {
    return 'must be lowercase alphanumeric labels with hyphens, separated by dots';
  }
  if (format === 'bytes') {
    const mi = parseBytes(text);
    return mi === undefined ? 'must be a size in Mi, Gi or Ti' : checkRange(mi, properties, parseBytes);
  }
  if (format === 'millicores') {
    const m = parseMillicores(text);
    return m === undefined ? 'must be millicores such as 500m' : checkRange(m, properties, parseMillicores);
  }
  if (format === 'number' || properties.min !== undefined || properties.max !== undefined) {
    const n = Number(text);
    if (text.trim() === '' || !Number.isFinite(n)) return 'must be a number';
    return checkRange(n, properties, (t) => (Number.isFinite(Number(t)) ? Number(t) : undefined));
  }
  return undefined;
}

/**
 * Seed 000 §5 on the server: each submitted parameter against its definition, defaults for those left
 * out. Answers the values the run keeps, and every problem found (parameters the spec does not name too).
 */
export function validateParameters(
  parameters: readonly PlaybookParameter[],
  submitted: Record<string, unknown>,
): { values: Record<string, unknown>; errors: ParameterError[] } {
  const values: Record<string, unknown> = {};
  const errors: ParameterError[] = [];
  const known = new Set(parameters.map((p) => p.name));
  for (const name of Object.keys(submitted)) if (!known.has(name)) errors.push({ name, message: 'is not a parameter of this playbook' });
  for (const parameter of parameters) {
    const given = submitted[parameter.name];
    const value = isEmpty(given) ? parameter.default : given;
    if (isEmpty(value)) {
      if (parameter.required) errors.push({ name: parameter.name, message: REQUIRED });
      continue;
    }
    const problem = problemOf(parameter, value);
    if (problem) errors.push({ name: parameter.name, message: problem });
    else values[parameter.name] = value;
  }
  return { values, errors };
}

/** Parameters with their string defaults and properties templated against the resource (reference §4.3). */
export function templatedParameters(parameters: readonly PlaybookParameter[], context: TemplateContext): PlaybookParameter[] {
  const renderValue = (value: unknown): unknown => {
    if (typeof value !== 'string') return value;
    try {
      return render(value, context);
    } catch (error) {
      if (error instanceof TemplateError) return value;
      throw error;
    }
  };
  return parameters.map((parameter) => ({
    ...parameter,
    default: renderValue(parameter.default),
    ...(parameter.properties
      ? { properties: Object.fromEntries(Object.entries(parameter.properties).map(([key, value]) => [key, renderValue(value)])) }
      : {}),
  }));
}

