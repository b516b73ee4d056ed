import type { SnapshotFrom } from 'xstate';
import { HEALTH_VALUES, formatCost, type CollectionView, type Health, type LabelFilter, type TableRows } from '../shared';
import type { CatalogOptionsMachine } from './machines/catalog-options.machine';
import type { CatalogOptions, ConfigItem } from './model';
import type { CatalogRow, ConfigLine } from './policy';
import {
  catalogFilter, configTypeParam, groupedRows, showsSummary, summaryClick, tagGroup, withLabel, type GroupHeading, type SummaryLine,
} from './rules';
import { CATALOG_OVERSCAN_ROWS, CATALOG_ROW_HEIGHT, GROUP_BY_COLUMNS } from './texts';

/** R002-4-02: the health bar's colours. */
const HEALTH_COLOURS: Readonly<Record<Health, 'green' | 'red' | 'orange' | 'gray'>> = { healthy: 'green', unhealthy: 'red', warning: 'orange', unknown: 'gray' };

/** The colour a health is drawn in (R002-4-02). */
export const healthColour = (health: Health | undefined): 'green' | 'red' | 'orange' | 'gray' => (health ? HEALTH_COLOURS[health] : 'gray');

export interface HealthSegment {
  readonly health: Health;
  readonly count: number;
  readonly colour: string;
}

/** The health bar of a summary line: one segment per health with configs, in the order of HEALTH_VALUES. */
export const healthBar = (health: Readonly<Partial<Record<Health, number>>>): HealthSegment[] =>
  HEALTH_VALUES.filter((value) => (health[value] ?? 0) > 0).map((value) => ({ health: value, count: health[value]!, colour: HEALTH_COLOURS[value] }));

/** Open insights by type, most first. */
export const analysisCounts = (analysis: Readonly<Record<string, number>>): [string, number][] =>
  Object.entries(analysis).filter(([, count]) => count > 0).sort(([a, x], [b, y]) => y - x || a.localeCompare(b));

export const costText = (cost: number | undefined): string => (cost === undefined ? '' : formatCost(cost));

/** Tags as `key: value`, by key. */
export const tagTexts = (tags: Readonly<Record<string, string>>): string[] =>
  Object.entries(tags).sort(([a], [b]) => a.localeCompare(b)).map(([key, value]) => `${key}: ${value}`);

/** R002-2-1-28: a deleted config is greyed, with a trash icon and its status in red. */
export const isDeleted = (config: ConfigItem): boolean => config.deletedAt !== undefined;

/** Seed 002 §2.1: a config of the flat list opens its own page. */
export const configPath = (id: string): string => `/catalog/${encodeURIComponent(id)}`;

/** The filter changes a click on a summary line makes (seed 002 §2.1), as `filter.set` names and values. */
export type FilterChanges = readonly (readonly [name: string, value: string])[];

/** A row of the flat list: a config, or the heading of a group of them (R002-2-1-15). */
export type CatalogListLine = ConfigLine | GroupHeading;

export interface CatalogListView {
  /** The summary while nothing narrows the list, else the flat list of configs. */
  readonly mode: 'summary' | 'list';
  readonly lines: readonly SummaryLine[];
  readonly configs: readonly ConfigLine[];
  /** The flat list's rows: its configs, under a heading per group when grouped. */
  readonly listRows: readonly CatalogListLine[];
  /** R002-9-07: how the summary's and the list's tables draw their rows. */
  readonly tableRows: TableRows;
  /** Rows of the other mode are still on screen while the new ones load. */
  readonly switching: boolean;
  readonly configType?: string;
  readonly search: string;
  readonly status: string;
  readonly health: string;
  readonly groupBy: readonly string[];
  readonly labels: readonly LabelFilter[];
  /** Seed 002 §2.1: Catalog > type. */
  readonly breadcrumb: readonly string[];
  /** The filter changes of a click on a summary line; none for a line that opens nothing. */
  clickOf(line: SummaryLine): FilterChanges | undefined;
}

const CATALOG_TABLE_ROWS: TableRows = { height: CATALOG_ROW_HEIGHT, overscan: CATALOG_OVERSCAN_ROWS };

/** The catalog page's view model over its collection's. */
export function selectCatalogListView(view: CollectionView<CatalogRow>): CatalogListView {
  const filter = catalogFilter(view.filter, true);
  const mode = showsSummary(filter) ? 'summary' : 'list';
  const lines = view.rows.filter((row): row is SummaryLine => row.kind !== 'config');
  const configs = view.rows.filter((row): row is ConfigLine => row.kind === 'config');
  return {
    mode,
    lines,
    configs,
    listRows: mode === 'list' ? groupedRows(configs, filter.groupBy) : configs,
    tableRows: CATALOG_TABLE_ROWS,
    switching: view.rows.length > 0 && (mode === 'summary' ? configs.length > 0 : lines.length > 0),
    configType: filter.configType,
    search: filter.search ?? '',
    status: filter.status ?? '',
    health: filter.health ?? '',
    groupBy: filter.groupBy,
    labels: filter.labels,
    breadcrumb: ['Catalog', ...(filter.configType ? [filter.configType] : [])],
    clickOf: (line) => {
      const click = summaryClick(line, filter.groupBy);
      if (!click) return undefined;
      const set: [string, string][] = click.configType !== undefined
        ? [['configType', click.configType]]
        : [['labels', withLabel(view.filter.labels, click.label!)]];
      return [...set, ['groupBy', '']];
    },
  };
}

/** The value the type dropdown sends: 'All' clears the filter (R002-2-1-25). */
export const configTypeValue = (choice: string): string => configTypeParam(choice) ?? '';

export interface Choice {
  readonly value: string;
  readonly label: string;
}

export interface CatalogOptionsView {
  readonly loading: boolean;
  readonly error?: string;
  readonly types: readonly Choice[];
  /** Seed 002 §2.1: the group-by columns and every tag key as `key__tag`. */
  readonly groupBy: readonly Choice[];
  readonly labels: readonly (Choice & { readonly label: string; readonly filter: LabelFilter })[];
  readonly statuses: readonly Choice[];
}

const NONE: CatalogOptions = { types: [], tagKeys: [], labels: [], statuses: [] };

export function selectCatalogOptionsView(snapshot: SnapshotFrom<CatalogOptionsMachine>): CatalogOptionsView {
  const options = snapshot.context.options ?? NONE;
  return {
    loading: snapshot.hasTag('loading'),
    error: snapshot.hasTag('error') ? snapshot.context.error : undefined,
    types: options.types.map((type) => ({ value: type, label: type })),
    groupBy: [
      ...GROUP_BY_COLUMNS,
      ...options.tagKeys.map((key) => ({ value: tagGroup(key), label: tagGroup(key) })),
    ],
    labels: options.labels.map((label) => ({ value: `${label.key}=${label.value}`, label: `${label.key}: ${label.value}`, filter: label })),
    statuses: options.statuses.map((status) => ({ value: status, label: status })),
  };
}

/**
 * The catalog's tabs this console has (seed 002 §2.1), each carrying the config type (R002-2-1-02):
 * the list and the insights read it as configType, the change history as configTypes.
 */
export function catalogTabs(configType: string | undefined, scrapers: boolean): { readonly label: string; readonly path: string }[] {
  const type = configType ? encodeURIComponent(configType) : undefined;
  return [
    { label: 'Catalog', path: type ? `/catalog?configType=${type}` : '/catalog' },
    { label: 'Changes', path: type ? `/catalog/changes?configTypes=${type}` : '/catalog/changes' },
    { label: 'Insights', path: type ? `/catalog/insights?configType=${type}` : '/catalog/insights' },
    // The scrapers' pages are the config scrapers area's: hidden, not dead, while that area is off (DECISIONS §36).
    ...(scrapers ? [{ label: 'Scrapers', path: '/catalog/scrapers' }] : []),
  ];
}
