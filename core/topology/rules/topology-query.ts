import type { ParamReader } from '../../shared';

export type SortOrder = 'asc' | 'desc';

export interface ComponentLabel {
  readonly key: string;
  readonly value: string;
}

/**
 * The filters of /topology and /topology/{id} as the URL keeps them (seed 001 §2.10). An absent
 * filter means all; `showHiddenComponents` absent means yes.
 */
export interface TopologyQuery {
  readonly status?: string;
  readonly type?: string;
  readonly team?: string;
  readonly labels?: readonly ComponentLabel[];
  readonly agentId?: string;
  readonly sortBy?: string;
  readonly sortOrder?: SortOrder;
  readonly showHiddenComponents?: boolean;
  readonly refererId?: string;
}

/** The URL parameter of each filter. */
export const TOPOLOGY_PARAMS = {
  status: 'status',
  type: 'type',
  team: 'team',
  labels: 'labels',
  agentId: 'agent_id',
  sortBy: 'sortBy',
  sortOrder: 'sortOrder',
  showHiddenComponents: 'showHiddenComponents',
  refererId: 'refererId',
} as const;

/** The value every filter dropdown offers first; it means no filter and is never sent. */
export const ALL = 'All';

export const DEFAULT_SORT_BY = 'status';
/** Ascending health rank puts unhealthy first (seed 001 §2.10). */
export const DEFAULT_SORT_ORDER: SortOrder = 'asc';

/** A filter's value, or undefined for none or All. */
export const filterValue = (value: string | null | undefined): string | undefined => {
  const trimmed = value?.trim();
  return trimmed && trimmed.toLowerCase() !== ALL.toLowerCase() ? trimmed : undefined;
};

/** `k=v,k2=v2`, the form the topology endpoint matches labels with (reference §4.2). */
export const encodeComponentLabels = (labels: readonly ComponentLabel[]): string =>
  labels.map(({ key, value }) => `${key}=${value}`).join(',');

export function decodeComponentLabels(param: string | null | undefined): ComponentLabel[] {
  return (filterValue(param) ?? '').split(',').flatMap((pair) => {
    const at = pair.indexOf('=');
    if (at <= 0) return [];
    return [{ key: pair.slice(0, at).trim(), value: pair.slice(at + 1).trim() }];
  });
}

const yesNo = (value: string | null): boolean | undefined => (value === 'yes' ? true : value === 'no' ? false : undefined);

export function parseTopologyQuery(params: ParamReader): TopologyQuery {
  const labels = decodeComponentLabels(params.get(TOPOLOGY_PARAMS.labels));
  const sortOrder = params.get(TOPOLOGY_PARAMS.sortOrder);
  const query: Record<string, unknown> = {
    status: filterValue(params.get(TOPOLOGY_PARAMS.status)),
    type: filterValue(params.get(TOPOLOGY_PARAMS.type)),
    team: filterValue(params.get(TOPOLOGY_PARAMS.team)),
    labels: labels.length > 0 ? labels : undefined,
    agentId: filterValue(params.get(TOPOLOGY_PARAMS.agentId)),
    sortBy: filterValue(params.get(TOPOLOGY_PARAMS.sortBy)),
    sortOrder: sortOrder === 'asc' || sortOrder === 'desc' ? sortOrder : undefined,
    showHiddenComponents: yesNo(params.get(TOPOLOGY_PARAMS.showHiddenComponents)),
    refererId: filterValue(params.get(TOPOLOGY_PARAMS.refererId)),
  };
  return Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined)) as TopologyQuery;
}

/** The URL parameters of a query, in a stable order; filters that mean all are left out. */
export function serialiseTopologyQuery(query: TopologyQuery): Record<string, string> {
  const params: Record<string, string> = {};
  const put = (name: string, value: string | undefined) => {
    const kept = filterValue(value);
    if (kept !== undefined) params[name] = kept;
  };
  put(TOPOLOGY_PARAMS.status, query.status);
  put(TOPOLOGY_PARAMS.type, query.type);
  put(TOPOLOGY_PARAMS.team, query.team);
  if (query.labels?.length) params[TOPOLOGY_PARAMS.labels] = encodeComponentLabels(query.labels);
  put(TOPOLOGY_PARAMS.agentId, query.agentId);
  put(TOPOLOGY_PARAMS.sortBy, query.sortBy);
  if (query.sortOrder) params[TOPOLOGY_PARAMS.sortOrder] = query.sortOrder;
  if (query.showHiddenComponents !== undefined) {
    params[TOPOLOGY_PARAMS.showHiddenComponents] = query.showHiddenComponents ? 'yes' : 'no';
  }
  put(TOPOLOGY_PARAMS.refererId, query.refererId);
  return params;
}

/** Seed 001 §2.10: hidden components are shown unless the URL says showHiddenComponents=no. */
export const showsHiddenComponents = (query: TopologyQuery): boolean => query.showHiddenComponents !== false;

export const effectiveSort = (query: TopologyQuery): { sortBy: string; sortOrder: SortOrder } => ({
  sortBy: query.sortBy ?? DEFAULT_SORT_BY,
  sortOrder: query.sortOrder ?? DEFAULT_SORT_ORDER,
});

/** What the console asks the topology endpoint for (reference §4.2), in domain terms. */
export interface TopologyRequest {
  readonly id?: string;
  readonly status?: string;
  readonly type?: string;
  readonly team?: string;
  readonly labels?: readonly ComponentLabel[];
  readonly agentId?: string;
  /** False asks the server to leave hidden components out. */
  readonly hidden?: false;
  readonly sortBy?: string;
  readonly sortOrder?: SortOrder;
}

/** Sorts the endpoint understands itself (reference §4.2); the others are done in the console. */
export const isServerSort = (sortBy: string): boolean => sortBy === 'name' || sortBy.startsWith('field:');

export function topologyRequest(id: string | undefined, query: TopologyQuery): TopologyRequest {
  const { sortBy, sortOrder } = effectiveSort(query);
  const request: Record<string, unknown> = {
    id: id || undefined,
    status: filterValue(query.status),
    type: filterValue(query.type),
    team: filterValue(query.team),
    labels: query.labels?.length ? query.labels : undefined,
    agentId: filterValue(query.agentId),
    hidden: showsHiddenComponents(query) ? undefined : false,
    ...(isServerSort(sortBy) ? { sortBy, sortOrder } : {}),
  };
  return Object.fromEntries(Object.entries(request).filter(([, v]) => v !== undefined)) as TopologyRequest;
}
