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
}
