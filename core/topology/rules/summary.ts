import type { Component, ComponentSummary, CountsByType, SeverityCounts } from '../model';
import {
  HEALTH_CHECKS_LINK, HEALTH_COUNT_STATUSES, healthCountLink, incidentSeverityLink, incidentTypeLink, insightsLink,
  type HealthCountStatus,
} from './links';

/** Seed 001 §2.11: severity colours on cards; anything else is gray. */
export type SummaryColour = 'red' | 'orange' | 'yellow' | 'gray' | 'green';
export const SEVERITY_COLOURS: Readonly<Record<string, SummaryColour>> = {
  critical: 'red',
  high: 'orange',
  warning: 'yellow',
  info: 'gray',
  low: 'green',
  medium: 'green',
};
export const severityColour = (severity: string): SummaryColour => SEVERITY_COLOURS[severity.toLowerCase()] ?? 'gray';

/** Health counts use the health colours (seed 002 §9): healthy green, unhealthy red, warning orange. */
const HEALTH_COLOURS: Readonly<Record<HealthCountStatus, SummaryColour>> = {
  healthy: 'green',
  unhealthy: 'red',
  warning: 'orange',
  unknown: 'gray',
};

export interface SummaryChip {
  readonly key: string;
  readonly count: number;
  readonly colour: SummaryColour;
  readonly link: string;
}

export interface SummaryRow {
  readonly kind: 'insights' | 'health' | 'checks' | 'incidents';
  readonly label: string;
  readonly link?: string;
  readonly chips: readonly SummaryChip[];
}

/** Severities from the most to the least severe; others follow in their own order. */
const SEVERITY_ORDER = ['critical', 'blocker', 'high', 'warning', 'medium', 'low', 'info'];
const severityIndex = (severity: string) => {
  const index = SEVERITY_ORDER.indexOf(severity.toLowerCase());
  return index < 0 ? SEVERITY_ORDER.length : index;
};
const bySeverity = (entries: [string, number][]) =>
  entries.sort(([a], [b]) => severityIndex(a) - severityIndex(b));

/** Seed 001 §2.11: low incident counts are merged into medium. */
export function mergeLowIntoMedium(counts: SeverityCounts): Record<string, number> {
  const merged: Record<string, number> = {};
  for (const [severity, count] of Object.entries(counts)) {
    const key = severity.toLowerCase() === 'low' ? 'medium' : severity.toLowerCase();
    merged[key] = (merged[key] ?? 0) + count;
  }
  return merged;
}

/** One row per incident type, one chip per severity with incidents. */
export function incidentRows(componentId: string, incidents: CountsByType | undefined): SummaryRow[] {
  return Object.entries(incidents ?? {}).flatMap(([type, counts]) => {
    const chips = bySeverity(Object.entries(mergeLowIntoMedium(counts)).filter(([, n]) => n > 0)).map(
      ([severity, count]): SummaryChip => ({
        key: severity,
        count,
        colour: severityColour(severity),
        link: incidentSeverityLink(componentId, type, severity),
      }),
    );
    return chips.length ? [{ kind: 'incidents' as const, label: type, link: incidentTypeLink(componentId, type), chips }] : [];
  });
}

/** One insights row: a chip per analysis type and severity. */
export function insightsRow(componentId: string, insights: CountsByType | undefined): SummaryRow | undefined {
  if (!insights) return undefined;
  const chips = Object.entries(insights).flatMap(([type, counts]) =>
    bySeverity(Object.entries(counts).filter(([, n]) => n > 0)).map(
      ([severity, count]): SummaryChip => ({
        key: `${type}:${severity}`,
        count,
        colour: severityColour(severity),
        link: insightsLink(componentId, type, severity),
      }),
    ),
  );
  return { kind: 'insights', label: 'Insights', link: insightsLink(componentId), chips };
}

/** The health checks row: counts by healthy, unhealthy, warning and unknown, linking to /health. */
export function checksRow(checks: ComponentSummary['checks']): SummaryRow | undefined {
  if (!checks) return undefined;
  const chips = HEALTH_COUNT_STATUSES.filter((status) => (checks[status] ?? 0) > 0).map(
    (status): SummaryChip => ({ key: status, count: checks[status] ?? 0, colour: HEALTH_COLOURS[status], link: HEALTH_CHECKS_LINK }),
  );
  return { kind: 'checks', label: 'Health checks', link: HEALTH_CHECKS_LINK, chips };
}

/** A component's child health counts, each linking to /topology/{id}?status=... */
export function healthRow(component: Component): SummaryRow {
  const summary = component.summary ?? {};
  const chips = HEALTH_COUNT_STATUSES.filter((status) => (summary[status] ?? 0) > 0).map(
    (status): SummaryChip => ({
      key: status,
      count: summary[status] ?? 0,
      colour: HEALTH_COLOURS[status],
      link: healthCountLink(component.id, status),
    }),
  );
  return { kind: 'health', label: component.text || component.name, chips };
}

const checkTotal = (component: Component) =>
  Object.values(component.summary?.checks ?? {}).reduce<number>((sum, n) => sum + (n ?? 0), 0);

/**
 * The card's own health counts are shown when it lists no children of its own, unless it is a leaf
 * whose only signal is a single check (the checks row already says it).
 */
const showsOwnHealth = (component: Component) =>
  !component.components?.length && (!component.isLeaf || checkTotal(component) !== 1);

/** The summary column of a card, in order: insights, own health, checks, incidents, then each child. */
export function cardSummaryRows(component: Component): SummaryRow[] {
  const rows: (SummaryRow | undefined)[] = [
    insightsRow(component.id, component.summary?.insights),
    showsOwnHealth(component) ? healthRow(component) : undefined,
    checksRow(component.summary?.checks),
    ...incidentRows(component.id, component.summary?.incidents),
    ...(component.components ?? []).map(healthRow),
  ];
  return rows.filter((row): row is SummaryRow => row !== undefined);
}
