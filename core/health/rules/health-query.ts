import { decodeTriStateJson, encodeTriStateJson, type ParamReader, type TriStateMap } from '../../shared';
import { DEFAULT_GROUP_BY } from './grouping';
import { DEFAULT_TAB_BY } from './tabs';
import { DEFAULT_TIME_RANGE } from './detail-time-range';

export type HealthLayout = 'table' | 'card';

/** Seed 000 §2.4: the dashboard's state, as kept in the URL. */
export interface HealthQuery {
  /** The check detail's range; absent until chosen, so the detail can pick one from the last run. */
  readonly timeRange?: string;
  /** The check whose detail is open. */
  readonly checkId?: string;
  readonly layout: HealthLayout;
  readonly labels: TriStateMap;
  readonly query: string;
  readonly groupBy: string;
  readonly tabBy: string;
  readonly hidePassing: boolean;
  readonly sortBy?: string;
  readonly sortDesc: boolean;
  readonly pivotBy?: string;
  readonly pivotLabel?: string;
  readonly pivotCellType?: string;
}

export const HEALTH_QUERY_PARAMS = [
  'timeRange', 'checkId', 'layout', 'labels', 'query', 'groupBy', 'tabBy', 'hidePassing', 'sortBy', 'sortDesc',
  'pivotBy', 'pivotLabel', 'pivotCellType',
] as const;
export type HealthQueryParam = (typeof HEALTH_QUERY_PARAMS)[number];

/** The choices a browser remembers between visits (seed 002 §9 'healthSettings'); the URL wins over them. */
export interface HealthSettings {
  readonly groupBy: string;
  readonly tabBy: string;
  readonly hidePassing: boolean;
}

export const DEFAULT_HEALTH_SETTINGS: HealthSettings = { groupBy: DEFAULT_GROUP_BY, tabBy: DEFAULT_TAB_BY, hidePassing: true };

/** Saved settings as stored text; anything unreadable gives the defaults. */
export function parseHealthSettings(stored: string | null | undefined): HealthSettings {
  let parsed: unknown;
  try {
    parsed = stored ? JSON.parse(stored) : undefined;
  } catch {
    parsed = undefined;
  }
  if (typeof parsed !== 'object' || parsed === null) return DEFAULT_HEALTH_SETTINGS;
  const saved = parsed as Record<string, unknown>;
  const text = (value: unknown, fallback: string) => (typeof value === 'string' && value !== '' ? value : fallback);
  return {
    groupBy: text(saved.groupBy, DEFAULT_HEALTH_SETTINGS.groupBy),
    tabBy: text(saved.tabBy, DEFAULT_HEALTH_SETTINGS.tabBy),
    hidePassing: saved.hidePassing === undefined ? true : saved.hidePassing === true || saved.hidePassing === 'true',
  };
}

export const serialiseHealthSettings = (settings: HealthSettings): string =>
  JSON.stringify({ hidePassing: String(settings.hidePassing), tabBy: settings.tabBy, groupBy: settings.groupBy });

export const settingsOf = (query: HealthQuery): HealthSettings => ({
  groupBy: query.groupBy,
  tabBy: query.tabBy,
  hidePassing: query.hidePassing,
});

const optional = (value: string | null) => (value === null || value === '' ? undefined : value);
const flag = (value: string | null, fallback: boolean) => (value === 'true' ? true : value === 'false' ? false : fallback);

/** The dashboard state a URL describes; what it leaves out comes from the saved settings, then the defaults. */
export function parseHealthQuery(params: ParamReader, settings: HealthSettings = DEFAULT_HEALTH_SETTINGS): HealthQuery {
  const layout = params.get('layout');
  return {
    timeRange: optional(params.get('timeRange')),
    checkId: optional(params.get('checkId')),
    layout: layout === 'card' ? 'card' : 'table',
    labels: decodeTriStateJson(params.get('labels')),
    query: params.get('query') ?? '',
    groupBy: optional(params.get('groupBy')) ?? settings.groupBy,
    tabBy: optional(params.get('tabBy')) ?? settings.tabBy,
    hidePassing: flag(params.get('hidePassing'), settings.hidePassing),
    sortBy: optional(params.get('sortBy')),
    sortDesc: flag(params.get('sortDesc'), false),
    pivotBy: optional(params.get('pivotBy')),
    pivotLabel: optional(params.get('pivotLabel')),
    pivotCellType: optional(params.get('pivotCellType')),
  };
}

/**
 * The URL parameters for a state. A value equal to what parsing would assume anyway is left out, so
 * the URL stays short and `parseHealthQuery(serialiseHealthQuery(q, s), s)` gives `q` back.
 */
export function serialiseHealthQuery(
  query: HealthQuery,
  settings: HealthSettings = DEFAULT_HEALTH_SETTINGS,
): Partial<Record<HealthQueryParam, string>> {
  const params: Partial<Record<HealthQueryParam, string>> = {};
  if (query.timeRange) params.timeRange = query.timeRange;
  if (query.checkId) params.checkId = query.checkId;
  if (query.layout !== 'table') params.layout = query.layout;
  if (Object.keys(query.labels).length > 0) params.labels = encodeTriStateJson(query.labels);
  if (query.query !== '') params.query = query.query;
  if (query.groupBy !== settings.groupBy) params.groupBy = query.groupBy;
  if (query.tabBy !== settings.tabBy) params.tabBy = query.tabBy;
  if (query.hidePassing !== settings.hidePassing) params.hidePassing = String(query.hidePassing);
  if (query.sortBy) params.sortBy = query.sortBy;
  if (query.sortDesc) params.sortDesc = 'true';
  if (query.pivotBy) params.pivotBy = query.pivotBy;
  if (query.pivotLabel) params.pivotLabel = query.pivotLabel;
  if (query.pivotCellType) params.pivotCellType = query.pivotCellType;
  return params;
}

/** Seed 000 §2.4: clicking a check row opens its detail. */
export const openCheck = (query: HealthQuery, checkId: string): HealthQuery => ({ ...query, checkId });

/** Seed 000 §2.4: closing the detail removes checkId and resets timeRange to 1h. */
export function closeCheck(query: HealthQuery): HealthQuery {
  const next: { -readonly [K in keyof HealthQuery]: HealthQuery[K] } = { ...query, timeRange: DEFAULT_TIME_RANGE };
  delete next.checkId;
  return next;
}
