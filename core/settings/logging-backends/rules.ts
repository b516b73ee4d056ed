import { parse, stringify } from 'yaml';
import { can } from '../../access';
import { REQUIRED_FIELD_MESSAGE, parseDuration, type FormErrors } from '../../shared';
import type { LogBackend, LogBackendDraft } from './model';
import { LOG_BACKEND_SPEC_MESSAGES as M } from './texts';

/** permissions.md: adding, changing and deleting log backends needs write on logging_backends. */
export const canWriteLogBackends = (roles: readonly string[]): boolean => can(roles, 'logging_backends', 'write');

/**
 * The log backend types the built-in backend queries (server/logs BACKEND_FACTORIES): its own log, and
 * a folder of files under DATA_DIR. The schema the form validates against offers these (issue 19).
 */
export const LOG_BACKEND_TYPES = ['builtin', 'files'] as const;

/** Keys of a spec every type shares: they are not its type. */
const SHARED_SETTINGS = ['timeout', 'labels'];

const isMap = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The type a spec names: its first key other than the shared settings. */
export const logBackendType = (spec: Readonly<Record<string, unknown>>): string | undefined =>
  Object.keys(spec).find((key) => !SHARED_SETTINGS.includes(key));

export const servedHere = (type: string | undefined): boolean => (LOG_BACKEND_TYPES as readonly string[]).includes(type ?? '');

/** A text of YAML or JSON (YAML reads JSON too) as a map; an empty text is an empty map. */
function parseMap(text: string, notMap: string): { value: Record<string, unknown> } | { error: string } {
  let value: unknown;
  try {
    value = text.trim() === '' ? {} : parse(text);
  } catch (error) {
    return { error: M.notYaml(error instanceof Error ? error.message.split('\n')[0]! : String(error)) };
  }
  return isMap(value) ? { value } : { error: notMap };
}

const validTimeout = (value: unknown): boolean =>
  (typeof value === 'number' && value > 0) || (typeof value === 'string' && (/^\d+ms$/.test(value.trim()) || (parseDuration(value) ?? 0) > 0));

/**
 * The schema that ships with the console (DECISIONS §27), the same on the form and in the built-in
 * backend: one type the built-in backend serves, its settings a map (`files` needs its `path`), and a
 * `timeout` that is a duration. The first problem; none: undefined.
 */
export function logBackendSpecProblem(spec: unknown): string | undefined {
  if (!isMap(spec)) return M.notMap;
  const types = Object.keys(spec).filter((key) => !SHARED_SETTINGS.includes(key));
  const offered = LOG_BACKEND_TYPES.join(', ');
  if (types.length === 0) return M.noType(offered);
  if (types.length > 1) return M.severalTypes(types.join(', '));
  const type = types[0]!;
  if (!servedHere(type)) return M.notServed(type, offered);
  const settings = spec[type] ?? {};
  if (!isMap(settings)) return M.settingsNotMap(type);
  if (type === 'files' && (typeof settings.path !== 'string' || settings.path.trim() === '')) return M.filesPath;
  if (spec.timeout !== undefined && !validTimeout(spec.timeout)) return M.timeout;
  return undefined;
}

/** The spec a draft's text makes, or why it makes none: YAML or JSON of a map (the schema is the server's to judge as well). */
export const parseLogBackendSpec = (text: string): { value: Record<string, unknown> } | { error: string } => parseMap(text, M.notMap);

/** Labels keep text values (seed 002 §3's labels map). */
export function parseLogBackendLabels(text: string): { value: Record<string, string> } | { error: string } {
  const parsed = parseMap(text, M.labelsNotMap);
  if ('error' in parsed) return parsed;
  return { value: Object.fromEntries(Object.entries(parsed.value).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)])) };
}

/** Seed 002 §5 (a resource form needs its name) and the schema above, each under its field. */
export function validateLogBackendDraft(draft: LogBackendDraft): FormErrors {
  const labels = parseLogBackendLabels(draft.labels);
  const parsed = parseLogBackendSpec(draft.spec);
  const spec = 'error' in parsed ? parsed : { error: logBackendSpecProblem(parsed.value) };
  const fields = {
    ...(draft.name.trim() === '' ? { name: REQUIRED_FIELD_MESSAGE } : {}),
    ...('error' in labels ? { labels: labels.error } : {}),
    ...(spec.error ? { spec: spec.error } : {}),
  };
  return Object.keys(fields).length === 0 ? {} : { fields };
}

const yamlOf = (map: Readonly<Record<string, unknown>>): string => (Object.keys(map).length === 0 ? '' : stringify(map));

/** What a new log backend's form opens with: the built-in backend's own log, which works as it is. */
export const EMPTY_LOG_BACKEND: LogBackendDraft = { name: '', labels: '', spec: 'builtin: {}\n' };

export const logBackendDraftOf = (backend: LogBackend): LogBackendDraft => ({
  name: backend.name,
  labels: yamlOf(backend.labels),
  spec: yamlOf(backend.spec),
});

export const normaliseLogBackendDraft = (draft: LogBackendDraft): LogBackendDraft => ({ ...draft, name: draft.name.trim() });
