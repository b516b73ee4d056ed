import type { FieldPath, JsonStep } from '../ast';
import { parseError } from '../errors';

/**
 * A whole query-parameter key as a field: `labels->>app.kubernetes.io/name` keeps its dots,
 * since only the part before the first arrow can name an embed.
 */
export function parseFieldKey(key: string): FieldPath {
  const parts = key.split(/(->>|->)/);
  const name = unquote(parts[0]);
  if (!name) throw parseError(`"failed to parse filter (${key})"`, 'expecting a column name');
  const json: JsonStep[] = [];
  for (let i = 1; i < parts.length; i += 2) {
    const step = unquote(parts[i + 1] ?? '');
    if (!step) throw parseError(`"failed to parse filter (${key})"`, 'expecting a JSON key after an arrow');
    json.push({ arrow: parts[i] as JsonStep['arrow'], key: step });
  }
  return { name, json };
}

const unquote = (text: string) =>
  text.length >= 2 && text.startsWith('"') && text.endsWith('"') ? text.slice(1, -1).replace(/""/g, '"') : text;

/** Splits `a.b.labels->>x.y` into the embed path `[a, b]` and the last part `labels->>x.y`. */
export function splitEmbedPath(key: string): { path: string[]; last: string } {
  const arrow = key.indexOf('->');
  const head = arrow < 0 ? key : key.slice(0, arrow);
  const tail = arrow < 0 ? '' : key.slice(arrow);
  const segments = head.split('.');
  const last = segments.pop() + tail;
  return { path: segments, last };
}
