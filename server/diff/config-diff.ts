import { createTwoFilesPatch, FILE_HEADERS_ONLY } from 'diff';
import { stringify } from 'yaml';

/**
 * The one place the server turns two versions of a configuration into what a change stores
 * (DECISIONS §35): a unified diff of their YAML renderings, which the change dialog shows, and the
 * RFC 6902 patch that turns the first into the second.
 */
export interface ConfigDiff {
  diff: string;
  patches: JsonPatchOperation[];
}

export type JsonPatchOperation =
  | { op: 'add'; path: string; value: unknown }
  | { op: 'remove'; path: string }
  | { op: 'replace'; path: string; value: unknown };

/** YAML as the catalog shows a config: keys in their document order, long lines left whole. */
export const renderYaml = (value: unknown): string => stringify(value ?? null, { lineWidth: 0 });

/** A unified diff (three lines of context) from `before` to `after`; empty when they render the same. */
export function yamlDiff(before: unknown, after: unknown, name = 'config'): string {
  const from = renderYaml(before);
  const to = renderYaml(after);
  if (from === to) return '';
  return createTwoFilesPatch(`a/${name}`, `b/${name}`, from, to, undefined, undefined, {
    context: 3,
    headerOptions: FILE_HEADERS_ONLY,
  });
}

// RFC 6901: `~` and `/` inside a key are escaped.
const pointer = (path: string, key: string | number) => `${path}/${String(key).replaceAll('~', '~0').replaceAll('/', '~1')}`;

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, i) => sameJson(item, b[i]));
  if (isObject(a) && isObject(b)) {
    const keys = Object.keys(a);
    return keys.length === Object.keys(b).length && keys.every((key) => key in b && sameJson(a[key], b[key]));
  }
  return false;
}

function collect(before: unknown, after: unknown, path: string, out: JsonPatchOperation[]): void {
  if (sameJson(before, after)) return;
  if (isObject(before) && isObject(after)) {
    for (const key of Object.keys(before)) if (!(key in after)) out.push({ op: 'remove', path: pointer(path, key) });
    for (const [key, value] of Object.entries(after)) {
      if (key in before) collect(before[key], value, pointer(path, key), out);
      else out.push({ op: 'add', path: pointer(path, key), value });
    }
    return;
  }
  if (Array.isArray(before) && Array.isArray(after)) {
    const shared = Math.min(before.length, after.length);
    for (let i = 0; i < shared; i++) collect(before[i], after[i], pointer(path, i), out);
    // Removed from the end first, so each index is still valid when its operation applies.
    for (let i = before.length - 1; i >= shared; i--) out.push({ op: 'remove', path: pointer(path, i) });
    for (let i = shared; i < after.length; i++) out.push({ op: 'add', path: pointer(path, i), value: after[i] });
    return;
  }
  out.push({ op: 'replace', path, value: after });
}

/** The RFC 6902 operations that turn `before` into `after`, in an order that applies cleanly. */
export function jsonPatch(before: unknown, after: unknown): JsonPatchOperation[] {
  const out: JsonPatchOperation[] = [];
  collect(before, after, '', out);
  return out;
}

export function diffConfigs(before: unknown, after: unknown, name?: string): ConfigDiff {
  return { diff: yamlDiff(before, after, name), patches: jsonPatch(before, after) };
}
