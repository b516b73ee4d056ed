import { descendantsOf, type ComponentRow, type TopologyGraph } from './graph';
import type { TopologyParams } from './params';
import { serialiseComponent } from './serialise';
import { healthKey, summarise, type Summary } from './summary';

/** Reference §4.2: the answer of the topology endpoint. */
export interface TopologyResponse {
  components: Record<string, unknown>[];
  healthStatuses: string[];
  teams: string[];
  types: string[];
  tags: Record<string, string[]>;
}

const HEALTH_RANK: Record<string, number> = { unhealthy: 1, warning: 2, healthy: 3, info: 4, unknown: 5 };

const labelsOf = (row: ComponentRow): Record<string, unknown> =>
  row.labels && typeof row.labels === 'object' && !Array.isArray(row.labels) ? (row.labels as Record<string, unknown>) : {};

function sortKey(row: ComponentRow, sortBy: string): number | string | undefined {
  switch (sortBy) {
    case 'name':
      return String(row.text || row.name).toLowerCase();
    case 'type':
      return typeof row.type === 'string' ? row.type.toLowerCase() : undefined;
    case 'status':
      return HEALTH_RANK[healthKey(row.status)];
    case 'updated_at':
      return typeof row.updated_at === 'string' ? Date.parse(row.updated_at) : undefined;
    default: {
      const name = sortBy.startsWith('field:') ? sortBy.slice('field:'.length) : sortBy;
      const properties = Array.isArray(row.properties) ? (row.properties as Record<string, unknown>[]) : [];
      const property = properties.find((p) => p?.name === name);
      const value = property?.value ?? property?.text;
      const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
      if (Number.isFinite(number)) return number;
      return typeof value === 'string' ? value.toLowerCase() : undefined;
    }
  }
}

/** Sorted by `sortBy` (name by default); components without a value go last, ties by name. */
function sorter(params: TopologyParams) {
  const sortBy = params.sortBy ?? 'name';
  const direction = params.sortOrder === 'desc' ? -1 : 1;
  const byName = (a: ComponentRow, b: ComponentRow) => String(a.text || a.name).localeCompare(String(b.text || b.name));
  return (rows: ComponentRow[]): ComponentRow[] =>
    rows
      .map((row) => ({ row, key: sortKey(row, sortBy) }))
      .sort((a, b) => {
        if (a.key === undefined || b.key === undefined) {
          if (a.key === b.key) return byName(a.row, b.row);
          return a.key === undefined ? 1 : -1;
        }
        const order = typeof a.key === 'number' && typeof b.key === 'number' ? a.key - b.key : String(a.key).localeCompare(String(b.key));
        return order !== 0 ? order * direction : byName(a.row, b.row);
      })
      .map(({ row }) => row);
}

/** The filters that choose which components are listed (the cards), as opposed to nested. */
function listingFilter(graph: TopologyGraph, params: TopologyParams, withTypes: boolean) {
  const labels = Object.entries(params.labels);
  const tests: ((row: ComponentRow) => boolean)[] = [];
  if (params.status.length > 0) tests.push((row) => params.status.includes(String(row.status)));
  if (withTypes && params.types.length > 0) tests.push((row) => params.types.includes(String(row.type)));
  if (labels.length > 0) tests.push((row) => labels.every(([key, value]) => String(labelsOf(row)[key] ?? '') === value));
  if (params.owner) tests.push((row) => row.owner === params.owner);
  if (params.team) tests.push((row) => (graph.teams.get(row.id) ?? []).includes(params.team!));
  if (params.agentId) tests.push((row) => row.agent_id === params.agentId);
  return tests.length === 0 ? undefined : (row: ComponentRow) => tests.every((test) => test(row));
}

function facets(rows: Iterable<ComponentRow>, graph: TopologyGraph): Omit<TopologyResponse, 'components'> {
  const statuses = new Set<string>();
  const types = new Set<string>();
  const teams = new Set<string>();
  const tags = new Map<string, Set<string>>();
  for (const row of rows) {
    if (typeof row.status === 'string' && row.status) statuses.add(row.status);
    if (typeof row.type === 'string' && row.type) types.add(row.type);
    for (const team of graph.teams.get(row.id) ?? []) teams.add(team);
    for (const [key, value] of Object.entries(labelsOf(row))) {
      if (value === null || value === undefined) continue;
      if (!tags.has(key)) tags.set(key, new Set());
      tags.get(key)!.add(String(value));
    }
  }
  const sorted = (values: Iterable<string>) => [...values].sort((a, b) => a.localeCompare(b));
  return {
    healthStatuses: sorted(statuses),
    teams: sorted(teams),
    types: sorted(types),
    tags: Object.fromEntries(sorted(tags.keys()).map((key) => [key, sorted(tags.get(key)!)])),
  };
}

/**
 * Reference §4.2. With an id: that component, its children (the listed level, filtered) and their
 * descendants down to `depth`. Without one: the top-most components that pass the filters (every root
 * when there are none), each with its descendants. With `flatten`: every component in scope that
 * passes the filters, type included, without nesting. Facets describe the whole scope, unfiltered.
 */
export function topologyResponse(graph: TopologyGraph, params: TopologyParams): TopologyResponse {
  const memo = new Map<string, ReadonlySet<string>>();
  const below = descendantsOf(graph, memo);
  const summaries = new Map<string, Summary>();
  const summaryOf = (id: string) => {
    let summary = summaries.get(id);
    if (!summary) summaries.set(id, (summary = summarise(graph, id, below(id))));
    return summary;
  };
  const visible = (row: ComponentRow | undefined): row is ComponentRow => !!row && !(params.withoutHidden && row.hidden === true);
  const sort = sorter(params);
  const rowsOf = (ids: Iterable<string>) => [...ids].map((id) => graph.rows.get(id)).filter(visible);

  const root = params.id ? graph.rows.get(params.id) : undefined;
  if (params.id && !visible(root)) return { components: [], ...facets([], graph) };
  const scope = root ? [root, ...rowsOf(below(root.id))] : [...graph.rows.values()];

  const build = (row: ComponentRow, depthLeft: number, nested: boolean, path: Set<string>): Record<string, unknown> => {
    const node = serialiseComponent(graph, row, summaryOf(row.id), nested);
    if (depthLeft > 0) {
      const kids = sort(rowsOf(graph.children.get(row.id) ?? []).filter((kid) => !path.has(kid.id)));
      if (kids.length > 0) {
        path.add(row.id);
        node.components = kids.map((kid) => build(kid, depthLeft - 1, true, path));
        path.delete(row.id);
      }
    }
    return node;
  };

  if (params.flatten) {
    const matches = listingFilter(graph, params, true);
    const listed = scope.filter((row) => row.id !== root?.id && visible(row) && (!matches || matches(row)));
    return { components: sort(listed).map((row) => build(row, 0, false, new Set())), ...facets(scope, graph) };
  }

  const matches = listingFilter(graph, params, true);
  if (root) {
    const node = serialiseComponent(graph, root, summaryOf(root.id), false);
    const kids = sort(rowsOf(graph.children.get(root.id) ?? []).filter((kid) => kid.id !== root.id && (!matches || matches(kid))));
    if (kids.length > 0 && params.depth > 0) node.components = kids.map((kid) => build(kid, params.depth - 1, false, new Set([root.id])));
    return { components: [node], ...facets(scope, graph) };
  }

  const roots = [...graph.rows.values()].filter((row) => !row.parent_id || !graph.rows.has(row.parent_id));
  let listed: ComponentRow[];
  if (!matches) {
    listed = roots.filter(visible);
  } else {
    // The top-most matches: a matching component is listed and the walk stops there.
    listed = [];
    const seen = new Set<string>();
    const walk = (row: ComponentRow) => {
      if (seen.has(row.id) || !visible(row)) return;
      seen.add(row.id);
      if (matches(row)) listed.push(row);
      else for (const kid of rowsOf(graph.children.get(row.id) ?? [])) walk(kid);
    };
    for (const row of roots) walk(row);
  }
  return { components: sort(listed).map((row) => build(row, params.depth, false, new Set())), ...facets(scope, graph) };
}
