import type { CountedItem, TopologyGraph } from './graph';

export type SeverityCounts = Record<string, number>;
export type CountsByType = Record<string, SeverityCounts>;

/** Reference §4.2: the roll-up counts of a component. Zero counts and empty maps are left out. */
export interface Summary {
  healthy?: number;
  unhealthy?: number;
  warning?: number;
  unknown?: number;
  info?: number;
  checks?: Record<string, number>;
  incidents?: CountsByType;
  insights?: CountsByType;
}

type HealthKey = 'healthy' | 'unhealthy' | 'warning' | 'unknown' | 'info';

/** The summary bucket of a component status: error counts as unhealthy, free-form values as unknown. */
export function healthKey(status: unknown): HealthKey {
  switch (status) {
    case 'healthy':
    case 'unhealthy':
    case 'warning':
    case 'info':
      return status;
    case 'error':
      return 'unhealthy';
    default:
      return 'unknown';
  }
}

export function countByTypeAndSeverity(items: Iterable<CountedItem>): CountsByType {
  const counts: CountsByType = {};
  for (const item of items) {
    const bySeverity = (counts[item.type] ??= {});
    bySeverity[item.severity] = (bySeverity[item.severity] ?? 0) + 1;
  }
  return counts;
}

export function countChecks(links: Iterable<{ status: string }>): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const link of links) counts[link.status] = (counts[link.status] ?? 0) + 1;
  return counts;
}

const isEmpty = (value: object) => Object.keys(value).length === 0;

/**
 * A component's summary: the health of its direct children (its own health when it has none, so a
 * leaf counts itself), and the checks, incidents and insights of it and everything below it, each
 * check, incident and analysis counted once however many paths lead to it.
 */
export function summarise(graph: TopologyGraph, id: string, below: ReadonlySet<string>): Summary {
  const summary: Summary = {};
  const direct = graph.children.get(id) ?? [];
  const statuses = direct.length > 0 ? direct.map((child) => graph.rows.get(child)?.status) : [graph.rows.get(id)?.status];
  for (const status of statuses) {
    const key = healthKey(status);
    summary[key] = (summary[key] ?? 0) + 1;
  }

  const checks = new Map<string, { status: string }>();
  const incidents = new Map<string, CountedItem>();
  const insights = new Map<string, CountedItem>();
  for (const member of [id, ...below]) {
    for (const link of graph.checks.get(member) ?? []) checks.set(link.checkId, link);
    for (const item of graph.incidents.get(member) ?? []) incidents.set(item.id, item);
    for (const item of graph.insights.get(member) ?? []) insights.set(item.id, item);
  }
  const checkCounts = countChecks(checks.values());
  const incidentCounts = countByTypeAndSeverity(incidents.values());
  const insightCounts = countByTypeAndSeverity(insights.values());
  if (!isEmpty(checkCounts)) summary.checks = checkCounts;
  if (!isEmpty(incidentCounts)) summary.incidents = incidentCounts;
  if (!isEmpty(insightCounts)) summary.insights = insightCounts;
  return summary;
}
