import { arrayLiteral, type Params } from '../postgrest/sql/text';

/**
 * A Kubernetes-style selector over a config's tags, as /catalog/changes takes it (reference §4.4):
 * `cluster=prod,namespace!=kube-system,app in (a,b)`, plus `==`, `notin (…)`, `key` (has the tag)
 * and `!key` (has not). As in Kubernetes, `!=` and `notin` also match configs without the tag.
 */
export type TagRequirement =
  | { key: string; op: 'in' | 'notin'; values: string[] }
  | { key: string; op: 'exists' | 'missing' };

export class TagSelectorError extends Error {}

const KEY = String.raw`[A-Za-z0-9][A-Za-z0-9_.\-/]*`;
const VALUE = String.raw`[A-Za-z0-9_.\-:/@+]*`;
const EQUALITY = new RegExp(String.raw`^(${KEY})\s*(==|=|!=)\s*(${VALUE})$`);
const SET = new RegExp(String.raw`^(${KEY})\s+(in|notin)\s*\(([^()]*)\)$`);
const EXISTS = new RegExp(String.raw`^(!?)\s*(${KEY})$`);

/** Splits on the commas outside parentheses. */
function requirements(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '(') depth++;
    else if (text[i] === ')') depth--;
    else if (text[i] === ',' && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
    if (depth < 0 || depth > 1) throw new TagSelectorError('unbalanced parentheses');
  }
  if (depth !== 0) throw new TagSelectorError('unbalanced parentheses');
  parts.push(text.slice(start));
  return parts.map((part) => part.trim());
}

export function parseTagSelector(text: string): TagRequirement[] {
  if (text.trim() === '') return [];
  return requirements(text).map((part): TagRequirement => {
    const equality = EQUALITY.exec(part);
    if (equality) return { key: equality[1], op: equality[2] === '!=' ? 'notin' : 'in', values: [equality[3]] };
    const set = SET.exec(part);
    if (set) {
      const values = set[3].split(',').map((value) => value.trim());
      if (values.some((value) => !new RegExp(`^${VALUE}$`).test(value))) throw new TagSelectorError(`"${part}" has a value that is not allowed`);
      return { key: set[1], op: set[2] as 'in' | 'notin', values };
    }
    const exists = EXISTS.exec(part);
    if (exists) return { key: exists[2], op: exists[1] ? 'missing' : 'exists' };
    throw new TagSelectorError(part === '' ? 'an empty requirement' : `"${part}" is not a requirement`);
  });
}

/** The condition on `tags` (a jsonb expression) for every requirement, every key and value bound. */
export function tagSelectorCondition(tags: string, selector: readonly TagRequirement[], params: Params): string | undefined {
  const conditions = selector.map((r) => {
    const key = params.add(r.key);
    switch (r.op) {
      case 'exists':
        return `jsonb_exists(${tags}, ${key})`;
      case 'missing':
        return `NOT jsonb_exists(${tags}, ${key})`;
      case 'in':
        return `(${tags} ->> ${key}) = ANY(${params.typed(arrayLiteral(r.values), 'text[]')})`;
      case 'notin':
        return `NOT coalesce((${tags} ->> ${key}) = ANY(${params.typed(arrayLiteral(r.values), 'text[]')}), false)`;
    }
  });
  return conditions.length ? conditions.join(' AND ') : undefined;
}
