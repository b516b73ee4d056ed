import type { Queryable } from '../db/database';
import type { PlaybookSpec, ResourceSelector } from './spec';

/** The resource a run targets: at most one of the three. */
export interface TargetRef {
  config_id?: string | null;
  component_id?: string | null;
  check_id?: string | null;
}

export type TargetKind = 'config' | 'component' | 'check';

export interface Target {
  kind: TargetKind;
  id: string;
  /** The row templates read as `.config`, `.component` or `.check`. */
  row: Record<string, unknown>;
}

const QUERIES: Record<TargetKind, string> = {
  // Config items keep their namespace among their tags.
  config: `SELECT id, name, type, config_class, status, health, labels, tags, description, tags ->> 'namespace' AS namespace FROM config_items WHERE id = $1 AND deleted_at IS NULL`,
  component: `SELECT id, name, type, status, health, labels, namespace, description FROM components WHERE id = $1 AND deleted_at IS NULL`,
  check: `SELECT id, name, type, status, labels, namespace, description, canary_id FROM checks WHERE id = $1 AND deleted_at IS NULL`,
};

const SELECTOR_FIELD: Record<TargetKind, 'configs' | 'components' | 'checks'> = { config: 'configs', component: 'components', check: 'checks' };

/** The one resource a request names, or undefined for none; more than one is the caller's mistake. */
export function targetOf(ref: TargetRef): { kind: TargetKind; id: string } | undefined | 'several' {
  const given = (['config', 'component', 'check'] as const).filter((kind) => ref[`${kind}_id`]);
  if (given.length > 1) return 'several';
  const kind = given[0];
  return kind ? { kind, id: String(ref[`${kind}_id`]) } : undefined;
}

export async function loadTarget(db: Queryable, kind: TargetKind, id: string): Promise<Target | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  const { rows } = await db.query<Record<string, unknown>>(QUERIES[kind], [id]);
  return rows[0] ? { kind, id, row: rows[0] } : undefined;
}

/** `key=value`, `key!=value` and `key` terms, comma separated, against a label map. */
function labelsMatch(selector: string, labels: Record<string, unknown>): boolean {
  return selector.split(',').map((term) => term.trim()).filter(Boolean).every((term) => {
    const not = /^(.+?)!=(.*)$/.exec(term);
    if (not) return String(labels[not[1]!.trim()] ?? '') !== not[2]!.trim();
    const eq = /^(.+?)==?(.*)$/.exec(term);
    if (eq) return labels[eq[1]!.trim()] !== undefined && String(labels[eq[1]!.trim()]) === eq[2]!.trim();
    if (term.startsWith('!')) return labels[term.slice(1)] === undefined;
    return labels[term] !== undefined;
  });
}

const asMap = (value: unknown): Record<string, unknown> => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {});

function selectorMatches(selector: ResourceSelector, row: Record<string, unknown>): boolean {
  if (selector.types?.length && !selector.types.includes(String(row.type))) return false;
  const names = [...(selector.names ?? []), ...(selector.name ? [selector.name] : [])];
  if (names.length && !names.includes(String(row.name))) return false;
  if (selector.labelSelector && !labelsMatch(selector.labelSelector, asMap(row.labels))) return false;
  if (selector.tagSelector && !labelsMatch(selector.tagSelector, asMap(row.tags))) return false;
  return true;
}

/** Whether a playbook's selectors take this resource: one of the selectors for its kind must match. */
export function appliesTo(spec: PlaybookSpec, target: Target): boolean {
  const selectors = spec[SELECTOR_FIELD[target.kind]];
  return Array.isArray(selectors) && selectors.some((selector) => selectorMatches(selector ?? {}, target.row));
}
