import { parse as parseYaml, stringify as stringifyYaml } from 'yaml';
import { REQUIRED_FIELD_MESSAGE } from '../../shared';
import type { PlaybookParameter } from '../model';
import { PARAMETER_MESSAGES } from '../texts';

/** Seed 000 §5: memory in Mi, Gi or Ti (Mi by default), as multiples of Mi. */
export const MEMORY_UNITS = ['Mi', 'Gi', 'Ti'] as const;
export type MemoryUnit = (typeof MEMORY_UNITS)[number];
const MEMORY_FACTORS: Record<MemoryUnit, number> = { Mi: 1, Gi: 1024, Ti: 1024 * 1024 };
/** Seed 000 §5: CPU in millicores, written with the suffix m. */
export const MILLICORE_SUFFIX = 'm';

/** A Go duration, as the server reads one: 30s, 5m, 1h30m, 500ms. */
const GO_DURATION = /^(\d+(\.\d+)?(ns|us|µs|ms|s|m|h))+$/;
const DNS1123 = /^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$/;

/** A memory value split for its input: the number and its unit (Mi when it names none). */
export function splitBytes(value: string): { amount: string; unit: MemoryUnit } {
  const match = /^\s*(\d*(?:\.\d+)?)\s*(Mi|Gi|Ti)?\s*$/.exec(value);
  return { amount: match?.[1] ?? value, unit: (match?.[2] as MemoryUnit | undefined) ?? 'Mi' };
}

/** `512` and `Gi` → `512Gi`: what a bytes parameter sends. */
export const joinBytes = (amount: string, unit: MemoryUnit): string => (amount.trim() === '' ? '' : `${amount.trim()}${unit}`);

/** Mebibytes in `512Mi`, `2Gi`, `1Ti` or `256`; undefined when not one. */
export function bytesInMi(value: string): number | undefined {
  const match = /^(\d+(?:\.\d+)?)(Mi|Gi|Ti)?$/.exec(value.trim());
  return match ? Number(match[1]) * MEMORY_FACTORS[(match[2] as MemoryUnit | undefined) ?? 'Mi'] : undefined;
}

/** `250` → `250m`: what a millicores parameter sends. */
export const joinMillicores = (amount: string): string => (amount.trim() === '' ? '' : `${amount.trim().replace(/m$/, '')}${MILLICORE_SUFFIX}`);

/** Millicores in `500m` or `250`; undefined when not one. */
export function millicores(value: string): number | undefined {
  const match = /^(\d+)m?$/.exec(value.trim());
  return match ? Number(match[1]) : undefined;
}

const text = (value: unknown) => (value === undefined || value === null ? '' : typeof value === 'string' ? value : String(value));
const codeLanguage = (parameter: PlaybookParameter) => String(parameter.properties.language ?? '').toLowerCase();

/** A parameter's type, reading a text parameter's `format` of bytes or millicores as that type (seed 000 §5). */
export function inputKind(parameter: PlaybookParameter): string {
  const format = parameter.properties.format;
  if ((parameter.type === 'text' || parameter.type === '') && (format === 'bytes' || format === 'millicores')) return format;
  return parameter.type || 'text';
}

/**
 * The value a parameter's input starts with: its default as text; a code parameter of language yaml
 * or json shows its default parsed and written in that language (R000-5-10), a checkbox 'true' or 'false'.
 */
export function initialValue(parameter: PlaybookParameter): string {
  const value = parameter.default;
  if (inputKind(parameter) === 'checkbox') return text(value) === 'true' ? 'true' : 'false';
  if (parameter.type === 'code' && value !== undefined && value !== null) {
    const language = codeLanguage(parameter);
    const parsed = typeof value === 'string' ? parseCode(value, language) : value;
    if (parsed !== undefined && language === 'json') return JSON.stringify(parsed, null, 2);
    if (parsed !== undefined && language === 'yaml') return typeof parsed === 'string' ? parsed : stringifyYaml(parsed);
  }
  return typeof value === 'object' && value !== null ? JSON.stringify(value) : text(value);
}

function parseCode(value: string, language: string): unknown {
  try {
    if (language === 'json') return JSON.parse(value) as unknown;
    if (language === 'yaml') return parseYaml(value) as unknown;
  } catch {
    return undefined;
  }
  return value;
}

const numberOf = (value: unknown) => (value === undefined || value === null || value === '' ? undefined : Number(value));

function range(value: number, parameter: PlaybookParameter, read: (text: string) => number | undefined): string | undefined {
  const min = parameter.properties.min === undefined ? undefined : read(text(parameter.properties.min));
  const max = parameter.properties.max === undefined ? undefined : read(text(parameter.properties.max));
  if (min !== undefined && value < min) return PARAMETER_MESSAGES.min(text(parameter.properties.min));
  if (max !== undefined && value > max) return PARAMETER_MESSAGES.max(text(parameter.properties.max));
  return undefined;
}

function textProblem(value: string, parameter: PlaybookParameter): string | undefined {
  const { minLength, maxLength, regex, format } = parameter.properties;
  if (typeof minLength === 'number' && value.length < minLength) return PARAMETER_MESSAGES.minLength(minLength);
  if (typeof maxLength === 'number' && value.length > maxLength) return PARAMETER_MESSAGES.maxLength(maxLength);
  if (typeof regex === 'string' && regex) {
    let pattern: RegExp | undefined;
    try {
      pattern = new RegExp(`^(?:${regex})$`);
    } catch {
      pattern = undefined;
    }
    if (pattern && !pattern.test(value)) return PARAMETER_MESSAGES.regex(regex);
  }
  if (format === 'dns1123' && !DNS1123.test(value)) return PARAMETER_MESSAGES.dns1123;
  if (format === 'email' && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)) return PARAMETER_MESSAGES.email;
  if (format === 'number' || parameter.properties.min !== undefined || parameter.properties.max !== undefined) {
    const n = numberOf(value.trim());
    if (n === undefined || !Number.isFinite(n)) return PARAMETER_MESSAGES.number;
    return range(n, parameter, (t) => numberOf(t));
  }
  return undefined;
}

/** Seed 000 §5: what is wrong with a parameter's value, or undefined; an empty required one is required. */
export function parameterProblem(parameter: PlaybookParameter, value: string): string | undefined {
  const kind = inputKind(parameter);
  if (kind === 'checkbox') return undefined;
  if (value.trim() === '') return parameter.required ? REQUIRED_FIELD_MESSAGE : undefined;
  switch (kind) {
    case 'bytes': {
      const mi = bytesInMi(value);
      return mi === undefined ? PARAMETER_MESSAGES.bytes : range(mi, parameter, bytesInMi);
    }
    case 'millicores': {
      const m = millicores(value);
      return m === undefined ? PARAMETER_MESSAGES.millicores : range(m, parameter, millicores);
    }
    case 'duration':
      return GO_DURATION.test(value.trim()) ? undefined : PARAMETER_MESSAGES.duration;
    case 'code': {
      const language = codeLanguage(parameter);
      return (language === 'json' || language === 'yaml') && parseCode(value, language) === undefined ? PARAMETER_MESSAGES.code(language) : undefined;
    }
    case 'list': {
      const options = listOptions(parameter).map((option) => option.value);
      return options.length && !options.includes(value) ? PARAMETER_MESSAGES.option : undefined;
    }
    case 'people':
    case 'team':
    case 'component':
    case 'config':
    case 'check':
      return undefined;
    default:
      return textProblem(value, parameter);
  }
}

/** A list parameter's choices (`properties.options`, each a value or {label, value}). */
export function listOptions(parameter: PlaybookParameter): { value: string; label: string }[] {
  const options = Array.isArray(parameter.properties.options) ? (parameter.properties.options as unknown[]) : [];
  return options.map((option) => {
    if (typeof option === 'object' && option !== null) {
      const { value, label } = option as { value?: unknown; label?: unknown };
      return { value: text(value), label: text(label ?? value) };
    }
    return { value: text(option), label: text(option) };
  });
}

/** The params a run sends: each value as text, checkboxes as 'true' or 'false', empty optional ones left out. */
export function runParams(parameters: readonly PlaybookParameter[], values: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(parameters.flatMap((p) => (values[p.name]?.trim() ? [[p.name, values[p.name]!]] : [])));
}
