/**
 * The JSONPath subset scraper specs use to pick items and fields: `$`, `.name`, `['name']` or
 * `["name"]`, `[n]` (negative from the end), and `[*]` or `.*` for every element or value, e.g.
 * `$.metadata.uid`, `$.a.b[*].c`, `$.metadata.labels['app.kubernetes.io/name']`.
 */
type Step = { kind: 'key'; key: string } | { kind: 'index'; index: number } | { kind: 'all' };

export class JsonPathError extends Error {}

const NAME = /^[A-Za-z_][\w-]*/;

export function parseJsonPath(path: string): Step[] {
  const fail = (at: number, what: string) => {
    throw new JsonPathError(`"${path}" is not a JSONPath this backend reads (${what} at character ${at + 1}); use $.a.b[*].c`);
  };
  if (!path.startsWith('$')) fail(0, 'it must start with $');
  const steps: Step[] = [];
  let i = 1;
  while (i < path.length) {
    const rest = path.slice(i);
    if (rest.startsWith('.*')) {
      steps.push({ kind: 'all' });
      i += 2;
    } else if (rest.startsWith('.')) {
      const name = NAME.exec(rest.slice(1));
      if (!name) fail(i + 1, 'a name is expected');
      steps.push({ kind: 'key', key: name![0] });
      i += 1 + name![0].length;
    } else if (rest.startsWith('[*]')) {
      steps.push({ kind: 'all' });
      i += 3;
    } else if (rest.startsWith('[')) {
      const quoted = /^\[(['"])((?:\\.|(?!\1).)*)\1\]/.exec(rest);
      const index = /^\[(-?\d+)\]/.exec(rest);
      if (quoted) {
        steps.push({ kind: 'key', key: quoted[2]!.replace(/\\(.)/g, '$1') });
        i += quoted[0].length;
      } else if (index) {
        steps.push({ kind: 'index', index: Number(index[1]) });
        i += index[0].length;
      } else {
        fail(i, "only ['name'], [n] and [*] are read");
      }
    } else {
      fail(i, 'a . or [ is expected');
    }
  }
  return steps;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every value the path reaches in `document`, in document order. */
export function evaluateJsonPath(path: string | Step[], document: unknown): unknown[] {
  let current: unknown[] = [document];
  for (const step of typeof path === 'string' ? parseJsonPath(path) : path) {
    const next: unknown[] = [];
    for (const value of current) {
      if (step.kind === 'key') {
        if (isObject(value) && Object.hasOwn(value, step.key)) next.push(value[step.key]);
      } else if (step.kind === 'index') {
        if (Array.isArray(value)) {
          const at = step.index < 0 ? value.length + step.index : step.index;
          if (at >= 0 && at < value.length) next.push(value[at]);
        }
      } else if (Array.isArray(value)) {
        next.push(...value);
      } else if (isObject(value)) {
        next.push(...Object.values(value));
      }
    }
    current = next;
  }
  return current;
}

/** A spec field: a JSONPath (starting with `$`) read from the document, or a literal value. */
export function resolveField(field: string | undefined, document: unknown): unknown {
  if (field === undefined) return undefined;
  return field.startsWith('$') ? evaluateJsonPath(field, document)[0] : field;
}
