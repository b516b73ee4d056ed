/** A config scraper (reference §2.3 `config_scrapers_with_status`, seed 002 §3 generic resource). */
export interface ConfigScraper {
  readonly id: string;
  readonly name: string;
  readonly namespace?: string;
  readonly description?: string;
  /** UI, ConfigFile, KubernetesCRD… */
  readonly source: string;
  readonly spec: Readonly<Record<string, unknown>>;
  readonly agent?: { readonly id: string; readonly name: string };
  readonly jobStatus?: string;
  /** ISO timestamps. */
  readonly lastRun?: string;
  readonly lastFailed?: string;
  /** Items the last run stored (its job's success count). */
  readonly itemsScraped?: number;
  readonly createdAt: string;
  readonly updatedAt?: string;
  readonly createdBy?: { readonly id: string; readonly name: string };
}

/** What the editor sends: the name and the spec as YAML text. */
export interface ConfigScraperDraft {
  readonly name: string;
  readonly spec: string;
}

/** What Run Now answered. */
export interface ScrapeOutcome {
  readonly status: string;
  readonly items: number;
  readonly changes: number;
  readonly errors: readonly string[];
}
