import type { Component } from '../model';
import { queryString as query } from './query-string';
import { TOPOLOGY_PARAMS } from './topology-query';


/** What the links need of the page they are on. */
export interface LinkContext {
  /** The current URL parameters. */
  readonly params: Iterable<readonly [string, string]>;
  /** The component the page is showing (/topology/{id}), if any. */
  readonly currentId?: string;
}

/**
 * Seed 001 §2.10: a card's link to /topology/{id} carries the current query parameters but refererId
 * and status, and adds refererId when a parent is in view that is not the linked component's own
 * parent (its path's last id). A card of the component in view has no link.
 */
export function componentLink(component: Pick<Component, 'id' | 'path'>, context: LinkContext): string | undefined {
  const { currentId } = context;
  if (currentId && component.id === currentId) return undefined;
  const params: Record<string, string> = {};
  for (const [name, value] of context.params) {
    if (name !== TOPOLOGY_PARAMS.refererId && name !== TOPOLOGY_PARAMS.status) params[name] = value;
  }
  const parentByPath = (component.path ?? '').split('.').pop();
  if (currentId && parentByPath !== currentId) params[TOPOLOGY_PARAMS.refererId] = currentId;
  return `/topology/${encodeURIComponent(component.id)}${query(params)}`;
}

/** The health statuses a component's child counts are given for (R001-4-19). */
export const HEALTH_COUNT_STATUSES = ['healthy', 'unhealthy', 'warning', 'unknown'] as const;
export type HealthCountStatus = (typeof HEALTH_COUNT_STATUSES)[number];

export const healthCountLink = (componentId: string, status: HealthCountStatus): string =>
  `/topology/${encodeURIComponent(componentId)}${query({ status })}`;

export const HEALTH_CHECKS_LINK = '/health';

/** Seed 001 §2.1: how a card's incident counts open the incident list. */
export const incidentTypeLink = (componentId: string, type: string): string =>
  `/incidents${query({ type, component: componentId })}`;

export const incidentSeverityLink = (componentId: string, type: string, severity: string): string =>
  `/incidents${query({ severity, component: componentId, type })}`;

export const insightsLink = (componentId: string, type?: string, severity?: string): string =>
  `/catalog/insights${query({
    component: componentId,
    ...(type !== undefined ? { type } : {}),
    ...(severity !== undefined ? { severity } : {}),
  })}`;

export const logsLink = (componentId: string): string => `/logs${query({ topologyId: componentId })}`;

export const incidentLink = (id: string) => `/incidents/${encodeURIComponent(id)}`;
export const playbookRunLink = (id: string) => `/playbooks/runs/${encodeURIComponent(id)}`;
export const teamLink = (teamId: string) => `/settings/teams/${encodeURIComponent(teamId)}`;
export const topologySettingsLink = (topologyId: string) => `/settings/topologies/${encodeURIComponent(topologyId)}`;
export const configLink = (configId: string) => `/catalog/${encodeURIComponent(configId)}`;

/** Zoom In opens the component's own page, keeping the filters like a card link. */
export const zoomInLink = componentLink;
