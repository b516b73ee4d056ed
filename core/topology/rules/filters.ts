import { isLocalAgent } from '../../shared';
import type { Component, TopologyResult } from '../model';
import type { SortOption } from './sort';
import { ALL, decodeComponentLabels, effectiveSort, encodeComponentLabels, showsHiddenComponents, type SortOrder, type TopologyQuery } from './topology-query';

/** The dropdowns of the dashboard's filter bar (seed 001 §2.10), by the query field each sets. */
export type TopologyFilterName = 'status' | 'type' | 'team' | 'labels' | 'agentId' | 'sortBy';

export interface FilterOption {
  readonly value: string;
  readonly label: string;
}

export interface FilterField {
  /** The value the dropdown shows: All when the filter is off. */
  readonly value: string;
  readonly options: readonly FilterOption[];
}

export interface TopologyFilterBar {
  readonly status: FilterField;
  readonly type: FilterField;
  readonly team: FilterField;
  readonly labels: FilterField;
  readonly agentId: FilterField;
  readonly sortBy: FilterField;
  readonly sortOrder: SortOrder;
  readonly showHiddenComponents: boolean;
}

/** All first, then the values once each, in order. */
const options = (values: readonly string[], label: (value: string) => string = (v) => v): FilterOption[] => [
  { value: ALL, label: ALL },
  ...[...new Set(values)].sort().map((value) => ({ value, label: label(value) })),
];

function agentIds(components: readonly Component[]): string[] {
  const ids = new Set<string>();
  const visit = (list: readonly Component[]) => {
    for (const component of list) {
      if (component.agentId) ids.add(component.agentId);
      visit(component.components ?? []);
    }
  };
  visit(components);
  return [...ids];
}

/** The local agent by name, any other by the start of its id. */
const agentLabel = (id: string) => (isLocalAgent(id) ? 'local' : id.slice(0, 8));

/**
 * What the filter bar offers (seed 001 §2.10): each dropdown's values from the last answer, and the
 * URL's own choice even when the answer no longer holds it.
 */
export function topologyFilterBar(result: TopologyResult | undefined, query: TopologyQuery, sorts: readonly SortOption[]): TopologyFilterBar {
  const labelValues = Object.entries(result?.tags ?? {}).flatMap(([key, values]) => values.map((value) => encodeComponentLabels([{ key, value }])));
  const chosenLabels = query.labels?.length ? encodeComponentLabels(query.labels) : undefined;
  const agents = agentIds(result?.components ?? []);
  const { sortBy, sortOrder } = effectiveSort(query);
  return {
    status: { value: query.status ?? ALL, options: options(result?.healthStatuses ?? []) },
    type: { value: query.type ?? ALL, options: options(result?.types ?? []) },
    team: { value: query.team ?? ALL, options: options(result?.teams ?? []) },
    labels: { value: chosenLabels ?? ALL, options: options(chosenLabels ? [...labelValues, chosenLabels] : labelValues) },
    agentId: { value: query.agentId ?? ALL, options: options(query.agentId ? [...agents, query.agentId] : agents, agentLabel) },
    sortBy: { value: sortBy, options: sorts.some((o) => o.value === sortBy) ? sorts : [...sorts, { value: sortBy, label: sortBy }] },
    sortOrder,
    showHiddenComponents: showsHiddenComponents(query),
  };
}

/** The query with a dropdown's choice: All turns its filter off. */
export function chooseFilter(query: TopologyQuery, filter: TopologyFilterName, value: string): TopologyQuery {
  if (filter === 'labels') return { ...query, labels: value === ALL ? undefined : decodeComponentLabels(value) };
  if (filter === 'sortBy') return { ...query, sortBy: value };
  return { ...query, [filter]: value === ALL ? undefined : value };
}

/** The query sorted the other way. */
export const toggleSortOrder = (query: TopologyQuery): TopologyQuery => ({
  ...query,
  sortOrder: effectiveSort(query).sortOrder === 'asc' ? 'desc' : 'asc',
});
