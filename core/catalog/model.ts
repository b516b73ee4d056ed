import type { Health, LabelFilter } from '../shared';

/** A configuration item as the catalog list shows it (seed 002 §3, reference §2.3 `configs`). */
export interface ConfigItem {
  readonly id: string;
  readonly name: string;
  /** `provider::kind`, e.g. `Kubernetes::Pod`. */
  readonly type: string;
  readonly configClass: string;
  readonly status?: string;
  readonly health?: Health;
  readonly tags: Readonly<Record<string, string>>;
  readonly labels: Readonly<Record<string, string>>;
  /** Changes over the summary window. */
  readonly changes: number;
  /** Open insights by analysis type. */
  readonly analysis: Readonly<Record<string, number>>;
  readonly cost30d?: number;
  readonly createdAt: string;
  readonly updatedAt?: string;
  readonly deletedAt?: string;
}

/** One row of `POST /catalog/summary` (seed 002 §3's config summary row). */
export interface CatalogSummaryRow {
  /** The row's value of each group column: `type`, and tag keys by name. */
  readonly groups: Readonly<Record<string, string>>;
  readonly count: number;
  readonly health: Readonly<Partial<Record<Health, number>>>;
  readonly analysis: Readonly<Record<string, number>>;
  readonly changes: number;
  readonly cost30d?: number;
  readonly createdAt?: string;
  readonly updatedAt?: string;
}

/** What narrows the catalog, as the URL says it (seed 002 §2.1). */
export interface CatalogFilter {
  readonly configType?: string;
  readonly labels: readonly LabelFilter[];
  readonly search?: string;
  readonly status?: string;
  readonly health?: string;
  /** Group columns: `type`, `config_class` and tag keys as `key__tag`. */
  readonly groupBy: readonly string[];
  /** The Hide Deleted Catalog preference. */
  readonly hideDeleted: boolean;
}

export interface CatalogListQuery extends CatalogFilter {
  /** Counted from 0. */
  readonly pageIndex: number;
  readonly pageSize: number;
  readonly sortBy: string;
  readonly sortOrder: 'asc' | 'desc';
}

export interface ConfigPage {
  readonly configs: readonly ConfigItem[];
  readonly total: number;
}

/** What the filter bar offers (reference §2.3's distinct-value views). */
export interface CatalogOptions {
  readonly types: readonly string[];
  readonly tagKeys: readonly string[];
  readonly labels: readonly LabelFilter[];
  readonly statuses: readonly string[];
}

/** A property of a config (seed 002 §3): `text` or `value`, shown in the header when `headline`. */
export interface ConfigProperty {
  readonly name: string;
  readonly text?: string;
  readonly value?: number;
  readonly unit?: string;
  readonly headline?: boolean;
}

/** Seed 002 §3: the counts the config page's tabs show. */
export interface ConfigSummaryCounts {
  readonly changes: number;
  readonly analysis: number;
  readonly relationships: number;
  readonly playbookRuns: number;
  readonly checks: number;
}

/** One config as its page shows it (reference §2.3 `config_detail`, with the costs of `configs`). */
export interface ConfigDetail extends ConfigItem {
  readonly description?: string;
  /** The scraped document: JSON, or text when the source sent something else. */
  readonly content?: unknown;
  readonly properties: readonly ConfigProperty[];
  readonly lastScrapedTime?: string;
  readonly scraper?: { readonly id: string; readonly name: string };
  readonly summary: ConfigSummaryCounts;
  readonly cost1d?: number;
  /** Seed 002 §3's 7-day total; a real Mission Control has none. */
  readonly cost7d?: number;
}

/** One change of the changes feed (seed 002 §3's config change, reference §4.4). */
export interface ConfigChange {
  readonly id: string;
  readonly configId: string;
  /** The owning config's name, type and tags. */
  readonly configName: string;
  readonly configType: string;
  readonly tags: Readonly<Record<string, string>>;
  readonly changeType: string;
  readonly severity?: string;
  readonly summary?: string;
  readonly source?: string;
  readonly createdAt: string;
  readonly firstObserved?: string;
  readonly count: number;
  readonly createdBy?: string;
  readonly externalCreatedBy?: string;
  readonly deletedAt?: string;
}

/** What the feed is asked (`POST /catalog/changes`, reference §4.4). */
export interface ChangesQuery {
  /** One config: its changes and its linked configs' as `recursive` says. */
  readonly configId?: string;
  readonly recursive?: 'downstream' | 'upstream' | 'all' | 'none';
  /** Filter lists (`a,!b`). */
  readonly configTypes?: string;
  readonly changeTypes?: string;
  /** The least severity shown. */
  readonly severity?: string;
  /** A tag selector (`cluster=prod,namespace!=kube-system`). */
  readonly tags?: string;
  /** Date maths, e.g. now-2d. */
  readonly from: string;
  readonly includeDeletedConfigs: boolean;
  /** Counted from 1. */
  readonly page: number;
  readonly pageSize: number;
  /** `-created_at` and the like. */
  readonly sortBy: string;
}

export interface ChangePage {
  readonly changes: readonly ConfigChange[];
  readonly total: number;
}

/** A change with what its details dialog shows. */
export interface ChangeDetail extends ConfigChange {
  /** A unified diff of the config's YAML before and after. */
  readonly diff?: string;
  readonly patches?: unknown;
  readonly details?: unknown;
}

/** An insight (seed 002 §3's config analysis, reference §2.3 `config_analysis_items`). */
export interface Insight {
  readonly id: string;
  readonly configId: string;
  readonly configName: string;
  readonly configType: string;
  readonly analysisType: string;
  readonly analyzer: string;
  readonly severity?: string;
  readonly status?: string;
  readonly summary?: string;
  readonly message?: string;
  readonly source?: string;
  readonly firstObserved?: string;
  readonly lastObserved?: string;
}

export interface InsightsQuery {
  readonly configId?: string;
  readonly configType?: string;
  /** Lower case, as the server stores it (seed 002 §7.1). */
  readonly severity?: string;
  readonly analyzer?: string;
  readonly analysisType?: string;
  /** Counted from 0. */
  readonly pageIndex: number;
  readonly pageSize: number;
  readonly sortBy: string;
  readonly sortOrder: 'asc' | 'desc';
}

export interface InsightPage {
  readonly insights: readonly Insight[];
  readonly total: number;
}

/** A config related to another (reference §3 `related_configs_recursive`; seed 002 §3's graph node). */
export interface RelatedConfig {
  readonly id: string;
  readonly name: string;
  readonly type: string;
  readonly status?: string;
  readonly health?: Health;
  readonly tags: Readonly<Record<string, string>>;
  /** The configs of the answer it links to. */
  readonly relatedIds: readonly string[];
  /** 0 for the config asked about. */
  readonly depth: number;
  readonly direction: 'self' | 'incoming' | 'outgoing';
  readonly deletedAt?: string;
}

export interface RelationsQuery {
  readonly configId: string;
  readonly typeFilter: 'all' | 'incoming' | 'outgoing';
  /** `hard` links only, or soft ones too (`both`). */
  readonly relation: 'hard' | 'both';
  readonly includeDeleted: boolean;
  readonly maxDepth: number;
}

/** A topology component a config is linked to (reference §2.3 `config_component_relationships`). */
export interface LinkedComponent {
  readonly id: string;
  readonly name: string;
  readonly icon?: string;
  /** A person made the link (`selector_id` manual): only such links may be deleted. */
  readonly manual: boolean;
}

/** An incident whose evidence points at a config (reference §2.3 `incidents_by_config`). */
export interface ConfigIncident {
  readonly id: string;
  readonly title: string;
  readonly type?: string;
  readonly status?: string;
  readonly severity?: string;
  readonly createdAt: string;
}

/** One page of what a config's side panel lists, with how many there are in all. */
export interface PanelPage<T> {
  readonly rows: readonly T[];
  readonly total: number;
}

/** Which page of a config's side panel list is read (pages counted from 0). */
export interface PanelPageQuery {
  readonly configId: string;
  readonly pageIndex: number;
  readonly pageSize: number;
}
