import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Document } from 'yaml';
import { PLAYBOOK_SPEC_SCHEMA } from '../spec-schema';
import type { PlaybookTarget } from '../model';
import { checkSchema, formatSchemaPath, type SchemaPath } from './schema-check';

/** A problem of a YAML spec at its line (counted from 1), as the editor marks it. */
export interface SpecProblem {
  readonly line?: number;
  readonly path: string;
  readonly message: string;
}

/** The line of the deepest field of `path` the document has: the key itself, or the list item. */
function lineOf(doc: Document, counter: LineCounter, path: SchemaPath): number | undefined {
  const at = (offset: number | undefined) => (offset === undefined ? undefined : counter.linePos(offset).line);
  for (let depth = path.length; depth > 0; depth--) {
    const parent = depth === 1 ? doc.contents : doc.getIn(path.slice(0, depth - 1), true);
    const key = path[depth - 1];
    if (isMap(parent)) {
      const pair = parent.items.find((item) => (isScalar(item.key) ? item.key.value : item.key) === key);
      // A missing field is placed at the key of the mapping that lacks it, one level up.
      if (pair) return at(isScalar(pair.key) ? pair.key.range?.[0] : undefined);
      continue;
    }
    if (isSeq(parent) && typeof key === 'number') {
      const item = parent.items[key];
      if (isMap(item) || isSeq(item) || isScalar(item)) return at(item.range?.[0]);
    }
  }
  return doc.contents ? at(doc.contents.range?.[0]) : 1;
}

/**
 * The YAML spec read and checked against the playbook spec schema: its value when it is a spec, and
 * every problem at its line (the `yaml` package's line counter) otherwise.
 */
export function readPlaybookSpec(text: string): { readonly spec?: Record<string, unknown>; readonly problems: readonly SpecProblem[] } {
  const counter = new LineCounter();
  const doc = parseDocument(text, { lineCounter: counter, prettyErrors: false });
  if (doc.errors.length) {
    return { problems: doc.errors.map((error) => ({ line: counter.linePos(error.pos[0]).line, path: '', message: error.message.split('\n')[0]! })) };
  }
  const value: unknown = doc.toJS();
  const problems = checkSchema(PLAYBOOK_SPEC_SCHEMA, value).map(({ path, message }) => ({ line: lineOf(doc, counter, path), path: formatSchemaPath(path), message }));
  return problems.length ? { problems } : { spec: value as Record<string, unknown>, problems };
}

/** What the spec's selectors target, in the order the run dialog offers them (seed 000 §2.6). */
export function targetsOf(spec: unknown): PlaybookTarget[] {
  const has = (key: string) => typeof spec === 'object' && spec !== null && Array.isArray((spec as Record<string, unknown>)[key]) && ((spec as Record<string, unknown[]>)[key]!.length > 0);
  return (['config', 'component', 'check'] as const).filter((target) => has(`${target}s`));
}

/** The types a playbook's selectors of `target` name (its picker offers only those); empty: any. */
export function selectorTypes(spec: string, target: PlaybookTarget): string[] {
  const value = readPlaybookSpec(spec).spec?.[`${target}s`];
  return Array.isArray(value) ? value.flatMap((selector: { types?: unknown }) => (Array.isArray(selector?.types) ? selector.types.map(String) : [])) : [];
}
