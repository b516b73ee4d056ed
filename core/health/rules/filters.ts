import type { TriStateMap } from '../../shared';
import type { CheckSummary, HealthExportFilter } from '../model';
import type { HealthQuery } from './health-query';
import { ALL_TAB_VALUE } from './tabs';

/** Seed 000 §2.4: the text search looks at name, group name, description and endpoint. */
export function matchesSearch(check: CheckSummary, text: string): boolean {
  const needle = text.trim().toLowerCase();
  if (needle === '') return true;
  return [check.name, check.canaryName, check.description, check.endpoint].some((field) =>
    (field ?? '').toLowerCase().includes(needle),
  );
}

/** A label filter's id, as kept in the `labels` URL map. */
export const labelId = (key: string, value: string): string => `${key}:${value}`;

export function parseLabelId(id: string): { key: string; value: string } {
  const colon = id.indexOf(':');
  return colon < 0 ? { key: id, value: '' } : { key: id.slice(0, colon), value: id.slice(colon + 1) };
}

/**
 * Seed 000 §2.4: include (1) and exclude (-1) label filters. A check carrying any excluded label is
 * hidden. Included labels of one key are alternatives (env=prod or env=staging); included labels of
 * different keys must all match.
 */
export function matchesLabels(check: CheckSummary, filters: TriStateMap): boolean {
  const includes = new Map<string, string[]>();
  for (const [id, state] of Object.entries(filters)) {
    const { key, value } = parseLabelId(id);
    if (state === -1 && check.labels?.[key] === value) return false;
    if (state === 1) includes.set(key, [...(includes.get(key) ?? []), value]);
  }
  return [...includes].every(([key, values]) => values.includes(check.labels?.[key] as string));
}

export const isPassing = (check: CheckSummary): boolean => check.status === 'healthy';

/** Seed 000 §2.4: Hide Passing (on by default) leaves only the failing checks. */
export const applyHidePassing = (checks: readonly CheckSummary[], hidePassing: boolean): CheckSummary[] =>
  hidePassing ? checks.filter((check) => !isPassing(check)) : [...checks];

export interface HealthCounts {
  readonly passing: number;
  readonly failing: number;
}

export function healthCounts(checks: readonly CheckSummary[]): HealthCounts {
  const passing = checks.filter(isPassing).length;
  return { passing, failing: checks.length - passing };
}

export interface LabelValueOption {
  readonly id: string;
  readonly value: string;
}

export interface LabelFilterGroup {
  readonly key: string;
  readonly values: readonly LabelValueOption[];
}

export interface LabelFilterOptions {
  /** The grouped multi-select: one group per label key, its values sorted. */
  readonly groups: readonly LabelFilterGroup[];
  /** Labels that only ever hold true or false get a toggle of their own (its id is `key:true`). */
  readonly toggles: readonly { readonly id: string; readonly key: string }[];
}

/** How many values a long label lists until all are asked for: at scale 100 a namespace label has hundreds. */
const LABEL_VALUES_SHOWN = 8;

/**
 * A label's values as the filter lists them. A long one (more than two beyond LABEL_VALUES_SHOWN) lists
 * its first values and any in the filter until `all` is asked for; `long` says whether it can be cut.
 */
export function listedLabelValues(group: LabelFilterGroup, labels: TriStateMap, all: boolean): { values: readonly LabelValueOption[]; long: boolean } {
  const long = group.values.length > LABEL_VALUES_SHOWN + 2;
  if (!long || all) return { values: group.values, long };
  return { values: group.values.filter((value, index) => index < LABEL_VALUES_SHOWN || labels[value.id] !== undefined), long };
}

const isBooleanValue = (value: string) => value === 'true' || value === 'false';

export function labelFilterOptions(checks: readonly CheckSummary[]): LabelFilterOptions {
  const values = new Map<string, Set<string>>();
  for (const check of checks) {
    for (const [key, value] of Object.entries(check.labels ?? {})) values.set(key, (values.get(key) ?? new Set()).add(value));
  }
  const keys = [...values.keys()].sort((a, b) => a.localeCompare(b));
  const isToggle = (key: string) => [...values.get(key)!].every(isBooleanValue);
  return {
    groups: keys.filter((key) => !isToggle(key)).map((key) => ({
      key,
      values: [...values.get(key)!].sort((a, b) => a.localeCompare(b)).map((value) => ({ id: labelId(key, value), value })),
    })),
    toggles: keys.filter(isToggle).map((key) => ({ id: labelId(key, 'true'), key })),
  };
}

/** The filters of the list on screen (its query, and the tab chosen), as its export reads them. */
export const healthExportFilter = (query: HealthQuery, tab: string): HealthExportFilter => ({
  search: query.query.trim(),
  labels: query.labels,
  hidePassing: query.hidePassing,
  tab: tab === ALL_TAB_VALUE ? undefined : { by: query.tabBy, value: tab },
});
