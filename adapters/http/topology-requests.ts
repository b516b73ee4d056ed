import type { SnapshotOptions } from '../../core/topology/rules/snapshot';
import { encodeComponentLabels, filterValue, type TopologyRequest } from '../../core/topology/rules/topology-query';

/**
 * The query string of GET /api/canary/api/topology (reference §4.2, seed 001 §7): type, team, labels,
 * status and agent_id, none of them with the value All; a type filter also asks for a flat answer.
 */
export function topologyApiParams(request: TopologyRequest): Record<string, string> {
  const params: Record<string, string> = {};
  const put = (name: string, value: string | undefined) => {
    const kept = filterValue(value);
    if (kept !== undefined) params[name] = kept;
  };
  put('id', request.id);
  put('status', request.status);
  put('type', request.type);
  if (params.type !== undefined) params.flatten = 'true';
  put('team', request.team);
  if (request.labels?.length) params.labels = encodeComponentLabels(request.labels);
  put('agent_id', request.agentId);
  if (request.hidden === false) params.hidden = 'false';
  put('sortBy', request.sortBy);
  if (request.sortBy && request.sortOrder) params.sortOrder = request.sortOrder;
  return params;
}

/** Seed 001 §7 and reference §4.2: GET /snapshot/topology/{id}?start=&related= */
export const snapshotPath = (componentId: string, options: SnapshotOptions): string =>
  `/snapshot/topology/${encodeURIComponent(componentId)}?${new URLSearchParams({ start: options.start, related: String(options.related) })}`;
