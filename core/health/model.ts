import type { TriStateMap } from '../shared';

/**
 * The health-check domain (seed 000 §3, reference §2.1 and §4.1). Adapters map the wire shapes
 * (`check_summary`, `checks`, `check_statuses`, `/canary/api/graph`) onto these.
 */

/** A check's current state as stored (`checks.status`). */
export type CheckStatus = 'healthy' | 'unhealthy';

export interface Uptime {
  readonly passed: number;
  readonly failed: number;
  readonly lastPass?: string;
  readonly lastFail?: string;
}

/** Milliseconds; a percentile is absent when the check never ran. */
export interface Latency {
  readonly p95?: number;
  readonly p97?: number;
  readonly p99?: number;
  readonly rolling1h?: number;
}

export interface AgentRef {
  readonly id: string;
  readonly name: string;
}

/** One row of the Health list (`GET /api/canary/api/summary`, `checks_summary[]`). */
export interface CheckSummary {
  readonly id: string;
  readonly canaryId: string;
  readonly canaryName: string;
  readonly canaryNamespace?: string;
  /** The nil UUID (or nothing) for the local agent. */
  readonly agentId?: string;
  /** Attached by the adapter for non-local agents. */
  readonly agent?: AgentRef;
  readonly name: string;
  readonly namespace?: string;
  readonly type: string;
  readonly status: CheckStatus;
  readonly labels: Readonly<Record<string, string>>;
  readonly description?: string;
  readonly icon?: string;
  readonly endpoint?: string;
  readonly owner?: string;
  readonly severity?: string;
  readonly lastTransitionTime?: string;
  readonly lastRuntime?: string;
  readonly nextRuntime?: string;
  readonly createdAt?: string;
  readonly updatedAt?: string;
  readonly deletedAt?: string;
  readonly silencedAt?: string;
  readonly uptime: Uptime;
  readonly latency: Latency;
}

export interface HealthSummary {
  /** How long the server took, in ms. */
  readonly duration?: number;
  readonly runnerName?: string;
  readonly checks: readonly CheckSummary[];
}

export interface RelatedComponent {
  readonly id: string;
  readonly name: string;
  readonly icon?: string;
}

export interface RelatedConfig {
  readonly id: string;
  readonly name: string;
  readonly type?: string;
}

export interface CheckRelationships {
  readonly components: readonly RelatedComponent[];
  readonly configs: readonly RelatedConfig[];
}

/** The canary that produced a check (`canaries`). */
export interface Canary {
  readonly id: string;
  readonly name: string;
  readonly namespace?: string;
  /** Who created it: `component/<id>` (a topology), `kubernetes/<id>` (a catalog item), or absent / `UI`. */
  readonly source?: string;
  readonly spec?: unknown;
}

/** The check detail dialog's check (`checks?id=eq.<id>&select=*,canaries(...),agents(...),...`). */
export interface CheckDetail extends CheckSummary {
  readonly spec?: Readonly<Record<string, unknown>>;
  readonly canary?: Canary;
  readonly relationships: CheckRelationships;
}

/** One run of a check (`check_statuses`); seed 000 §3 'Check status history entry'. */
export interface CheckStatusEntry {
  readonly time: string;
  /** Milliseconds. */
  readonly duration: number;
  /** True when the run passed. */
  readonly status: boolean;
  readonly message?: string;
  readonly error?: string;
}

/** A run of a check the live stream brought (a `check.status` event): which check, and the run as History shows it. */
export interface CheckRun {
  readonly checkId: string;
  /** Absent when the stream could not carry the row (too long): the screen reads the check again. */
  readonly run?: CheckStatusEntry;
}

/** Seed 000 §3: a page of history with the total the server counted (from Content-Range). */
export interface CheckStatusHistory {
  readonly data: readonly CheckStatusEntry[];
  readonly totalEntries: number;
  readonly error?: string;
}

/** A bucket of the Health Overview chart (`/canary/api/graph`). */
export interface GraphPoint {
  readonly time: string;
  /** True only when every run in the bucket passed. */
  readonly status: boolean;
  /** Average ms. */
  readonly duration: number;
  readonly passed: number;
  readonly failed: number;
}

export interface CheckGraph {
  readonly points: readonly GraphPoint[];
  readonly latency: Latency;
  readonly uptime: Uptime;
  /** The changes of the check's related config items over the chart's range, marked on it. */
  readonly changes?: readonly CheckRelatedChange[];
  /** How the check's related components' health turned over the range, oldest first. */
  readonly transitions?: readonly CheckHealthTransition[];
}

/** A related component's health turning (the built-in backend's component_health_transitions). */
export interface CheckHealthTransition {
  readonly id: string;
  readonly componentId: string;
  readonly componentName: string;
  readonly previous?: string;
  readonly health?: string;
  /** ISO instant. */
  readonly at: string;
}

/** A change recorded on a config item the check is related to (reference §2.1 check_config_relationships). */
export interface CheckRelatedChange {
  readonly id: string;
  readonly configId: string;
  readonly configName: string;
  readonly changeType: string;
  readonly summary: string;
  readonly severity?: string;
  /** ISO instant. */
  readonly at: string;
}

/** What `POST /api/canary/run/check/{id}` answers. */
export interface RunNowResult {
  readonly pass: boolean;
  readonly duration?: number;
  readonly message?: string;
  readonly error?: string;
}

/**
 * Which runs the History tab asks for (seed 002 §7.3): time after `since`, newest first, optionally
 * one status and a minimum duration, one page.
 */
export interface CheckStatusQuery {
  readonly checkId: string;
  /** ISO instant; runs strictly after it. */
  readonly since: string;
  /** Seed 000 §5: Healthy is 1, Unhealthy is 0; absent for All. */
  readonly status?: 1 | 0;
  /** Milliseconds; runs at least this long. */
  readonly minDuration?: number;
  readonly pageIndex: number;
  readonly pageSize: number;
}

/** The chart's window: a range name of the time-range table and the instant it ends. */
export interface GraphQuery {
  readonly checkId: string;
  readonly timeRange: string;
  /** ISO instant the range starts (month ranges are calendar months, so the caller resolves it). */
  readonly since: string;
}

/**
 * What the Health list shows, as its export reads it (seed 000 §2.4's filters, applied in the browser
 * to the summary): the tab, the search, the label filters and Hide Passing, in the list's order.
 */
export interface HealthExportFilter {
  readonly search: string;
  /** `key:value` ids, 1 included, -1 excluded. */
  readonly labels: TriStateMap;
  readonly hidePassing: boolean;
  /** The tab chosen under Tab By (namespace, agent_id or a label key); absent for All. */
  readonly tab?: { readonly by: string; readonly value: string };
}
