import type { ComponentRow, TopologyGraph } from './graph';
import { countByTypeAndSeverity, countChecks, type Summary } from './summary';

/** The components columns the endpoint carries over, in the order Mission Control writes them (reference §4.2). */
const CARRIED_COLUMNS = [
  'id', 'topology_id', 'agent_id', 'external_id', 'parent_id', 'config_id', 'name', 'text', 'topology_type',
  'namespace', 'labels', 'hidden', 'silenced', 'status', 'health', 'description', 'lifecycle', 'tooltip',
  'status_reason', 'schedule', 'icon', 'type', 'owner', 'selectors', 'configs', 'properties', 'path', 'summary',
  'is_leaf', 'cost_per_minute', 'cost_total_1d', 'cost_total_7d', 'cost_total_30d', 'created_by', 'created_at',
  'updated_at', 'status_expr', 'health_expr',
] as const;

/** Fields left out of nested levels to keep the payload small (reference §4.2). */
const NESTED_STRIPPED = new Set(['parent_id', 'parents', 'checks', 'incidents', 'analysis']);

const isEmptyValue = (value: unknown): boolean =>
  value === null ||
  value === undefined ||
  value === false ||
  value === '' ||
  value === 0 ||
  (Array.isArray(value) && value.length === 0) ||
  (typeof value === 'object' && !Array.isArray(value) && Object.keys(value as object).length === 0);

export interface LogSelectorRow {
  name: string;
  backend?: string;
  labels?: Record<string, string>;
}

/** The component's log selectors as stored (`log_selectors`), keeping only well-formed ones. */
export function logSelectors(row: Record<string, unknown>): LogSelectorRow[] {
  const raw = row.log_selectors;
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((entry): LogSelectorRow[] => {
    if (!entry || typeof entry !== 'object' || typeof (entry as { name?: unknown }).name !== 'string') return [];
    const selector = entry as Record<string, unknown>;
    const labels = selector.labels && typeof selector.labels === 'object' && !Array.isArray(selector.labels)
      ? Object.fromEntries(Object.entries(selector.labels as Record<string, unknown>).map(([k, v]) => [k, String(v)]))
      : undefined;
    return [{
      name: selector.name as string,
      ...(typeof selector.backend === 'string' ? { backend: selector.backend } : {}),
      ...(labels ? { labels } : {}),
    }];
  });
}

/** One component as the endpoint answers it, without its nested `components`. */
export function serialiseComponent(
  graph: TopologyGraph,
  row: ComponentRow,
  summary: Summary,
  nested: boolean,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const put = (key: string, value: unknown) => {
    if (nested && NESTED_STRIPPED.has(key)) return;
    if (!isEmptyValue(value)) out[key] = value;
  };
  for (const column of CARRIED_COLUMNS) put(column, column === 'summary' ? summary : row[column]);
  put('logs', logSelectors(row).map(({ name }) => ({ name })));
  put('checks', countChecks(graph.checks.get(row.id) ?? []));
  put('incidents', countByTypeAndSeverity(graph.incidents.get(row.id) ?? []));
  put('analysis', countByTypeAndSeverity(graph.insights.get(row.id) ?? []));
  put('teams', graph.teams.get(row.id));
  put('children', graph.relatedChildren.get(row.id));
  put('parents', graph.relatedParents.get(row.id));
  return out;
}
