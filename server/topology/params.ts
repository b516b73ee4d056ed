/** What GET /api/canary/api/topology understands (reference §4.2), with every 'All' value removed. */
export interface TopologyParams {
  id?: string;
  /** Levels nested below each listed component. */
  depth: number;
  status: string[];
  types: string[];
  flatten: boolean;
  labels: Record<string, string>;
  owner?: string;
  team?: string;
  agentId?: string;
  /** hidden=false leaves hidden components out everywhere. */
  withoutHidden: boolean;
  sortBy?: string;
  sortOrder: 'asc' | 'desc';
}

export const DEFAULT_DEPTH = 5;
const MAX_DEPTH = 20;

const ALL = 'all';

const single = (value: string | undefined): string | undefined => {
  const trimmed = value?.trim();
  return trimmed && trimmed.toLowerCase() !== ALL ? trimmed : undefined;
};

const list = (value: string | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '' && item.toLowerCase() !== ALL);

/** `k=v,k2=v2`; pairs without a key, and values of All, are dropped. */
export function parseLabelParam(value: string | undefined): Record<string, string> {
  const labels: Record<string, string> = {};
  for (const pair of list(value)) {
    const at = pair.indexOf('=');
    if (at <= 0) continue;
    const key = pair.slice(0, at).trim();
    const labelValue = pair.slice(at + 1).trim();
    if (key && labelValue.toLowerCase() !== ALL) labels[key] = labelValue;
  }
  return labels;
}

export function parseTopologyParams(query: Record<string, string | undefined>): TopologyParams {
  const depth = Number.parseInt(query.depth ?? '', 10);
  const sortOrder = single(query.sortOrder)?.toLowerCase();
  const params: TopologyParams = {
    depth: Number.isFinite(depth) && depth >= 0 ? Math.min(depth, MAX_DEPTH) : DEFAULT_DEPTH,
    status: list(query.status),
    types: list(query.type),
    flatten: query.flatten?.trim().toLowerCase() === 'true',
    labels: parseLabelParam(query.labels),
    withoutHidden: query.hidden?.trim().toLowerCase() === 'false',
    sortOrder: sortOrder === 'desc' ? 'desc' : 'asc',
  };
  const optional = {
    id: single(query.id),
    owner: single(query.owner),
    team: single(query.team),
    agentId: single(query.agent_id),
    sortBy: single(query.sortBy),
  };
  for (const [key, value] of Object.entries(optional)) if (value !== undefined) Object.assign(params, { [key]: value });
  return params;
}
