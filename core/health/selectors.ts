import type { SnapshotFrom } from 'xstate';
import { memoizeLast, memoizeOnParts, memoizeStable, pageCount, toDayjs, type ExportTable } from '../shared';
import type { CheckDetail, CheckGraph, CheckRelationships, CheckStatusEntry, CheckStatusHistory, CheckSummary, GraphPoint, HealthExportFilter } from './model';
import type { checkDetailMachine, HistoryPage } from './machines/check-detail.machine';
import type { healthDashboardMachine } from './machines/health-dashboard.machine';
import {
  applyHidePassing, buildTabs, chartChangeMarks, type ChartChangeMark, checkFooterLink, checkSeverity, checksInTab, detailTabs, effectiveRefreshRate, formatLatency,
  formatUptime, groupByOptions, groupChecks, healthCounts, healthExportFilter, labelFilterOptions, matchesLabels, matchesSearch,
  refreshRateOptions, relationshipLinks, selectedTab, specYaml, tabByOptions,
  type DetailTab, type FooterLink, type HealthCounts, type HealthQuery, type HealthRow, type HealthTab,
  type HistoryFilters, type LabelFilterOptions, type RefreshRate, type RefreshRateOption, type RelationshipLink,
  type SelectOption,
} from './rules';

export interface DashboardChecks {
  readonly tabs: readonly HealthTab[];
  readonly tab: string;
  /** Passing and failing among what the tab, the search and the label filters leave. */
  readonly counts: HealthCounts;
  /** What the table or the cards show: the above, less the passing checks when Hide Passing is on. */
  readonly checks: readonly CheckSummary[];
  readonly rows: readonly HealthRow[];
}

/** Seed 000 §2.4, in order: tab, search, labels; then the counts; then Hide Passing and grouping. */
export function dashboardChecks(all: readonly CheckSummary[], query: HealthQuery, wantedTab: string): DashboardChecks {
  const tabs = buildTabs(all, query.tabBy);
  const tab = selectedTab(tabs, wantedTab);
  const filtered = checksInTab(all, query.tabBy, tab).filter(
    (check) => matchesSearch(check, query.query) && matchesLabels(check, query.labels),
  );
  const checks = applyHidePassing(filtered, query.hidePassing);
  return {
    tabs,
    tab,
    counts: healthCounts(filtered),
    checks,
    rows: groupChecks(checks, query.groupBy, { sortBy: query.sortBy, sortDesc: query.sortDesc }),
  };
}

export interface DashboardView extends DashboardChecks {
  readonly loading: boolean;
  readonly refreshing: boolean;
  /** The first load failed: nothing to show but the error and a retry. */
  readonly failed: boolean;
  readonly error?: string;
  readonly query: HealthQuery;
  readonly searchText: string;
  readonly groupByOptions: readonly SelectOption[];
  readonly tabByOptions: readonly SelectOption[];
  readonly labelOptions: LabelFilterOptions;
  readonly refreshOptions: readonly RefreshRateOption[];
  /** The rate in force, which the selector shows. */
  readonly refreshRate: RefreshRate;
  /** Every check the tab, search, labels and Hide Passing leave, for the Export button; absent until the checks loaded. */
  readonly exported?: ExportTable;
}

// What the dashboard derives from thousands of checks is kept while the checks and the query stay the
// same objects: typing in the search box changes neither until the search settles.
const shownChecks = memoizeLast(dashboardChecks);
// The options are read from the checks' labels only: a live run keeps each check's labels object.
const labelsOf = (check: CheckSummary) => check.labels;
const groupByChoices = memoizeOnParts(groupByOptions, labelsOf);
const tabByChoices = memoizeOnParts(tabByOptions, labelsOf);
const labelChoices = memoizeOnParts(labelFilterOptions, labelsOf);
/** The tabs keep their identity while their names are the same, so the toolbar is not drawn again. */
const sameTabs = memoizeStable((tabs: readonly HealthTab[]) => tabs);
const refreshChoices = memoizeLast(refreshRateOptions);
const exportedChecks = memoizeLast((exportOf: (filter: HealthExportFilter) => ExportTable, query: HealthQuery, tab: string) =>
  exportOf(healthExportFilter(query, tab)));

/** The Health dashboard's view (seed 000 §2.4); its fields keep their identity until they change. */
export function selectHealthDashboardView(snapshot: SnapshotFrom<typeof healthDashboardMachine>): DashboardView {
  const { context } = snapshot;
  const shown = shownChecks(context.checks, context.query, context.tab);
  const loaded = !snapshot.hasTag('loading') && !snapshot.hasTag('error');
  return {
    ...shown,
    tabs: sameTabs(shown.tabs),
    exported: loaded && context.exportOf ? exportedChecks(context.exportOf, context.query, shown.tab) : undefined,
    loading: snapshot.hasTag('loading'),
    refreshing: snapshot.hasTag('refreshing'),
    failed: snapshot.hasTag('error'),
    error: context.error,
    query: context.query,
    searchText: context.searchText,
    groupByOptions: groupByChoices(context.checks),
    tabByOptions: tabByChoices(context.checks),
    labelOptions: labelChoices(context.checks),
    refreshOptions: refreshChoices(context.query.timeRange),
    refreshRate: effectiveRefreshRate(context.refreshRate, context.query.timeRange),
  };
}

export interface CheckStats {
  readonly uptime: string;
  readonly passed: number;
  readonly failed: number;
  readonly p95: string;
  readonly p97: string;
  readonly p99: string;
  readonly severity: string;
  readonly lastRun?: string;
  readonly transitioned?: string;
  readonly nextRun?: string;
}

/** Seed 000 §2.5: the stats over the chosen range (the chart's figures), the check's own until the chart is there. */
export function checkStats(check: CheckDetail, graph?: { uptime: CheckDetail['uptime']; latency: CheckDetail['latency'] }): CheckStats {
  const uptime = graph?.uptime ?? check.uptime;
  const latency = graph?.latency ?? check.latency;
  return {
    uptime: formatUptime(uptime),
    passed: uptime.passed,
    failed: uptime.failed,
    p95: formatLatency(latency.p95),
    p97: formatLatency(latency.p97),
    p99: formatLatency(latency.p99),
    severity: checkSeverity(check),
    lastRun: check.lastRuntime,
    transitioned: check.lastTransitionTime,
    nextRun: check.nextRuntime,
  };
}

export interface HistoryRow {
  /** Seed 000 §2.5 'Age (UTC)': when it ran, in UTC. */
  readonly time: string;
  readonly duration: string;
  readonly message: string;
  readonly passed: boolean;
}

export const historyRow = (entry: CheckStatusEntry): HistoryRow => ({
  time: toDayjs(new Date(entry.time), 'utc').format('YYYY-MM-DD HH:mm:ss'),
  duration: formatLatency(entry.duration),
  message: entry.message || entry.error || '',
  passed: entry.status,
});

export interface HistoryView {
  readonly rows: readonly HistoryRow[];
  readonly total: number;
  readonly pageIndex: number;
  readonly pageSize: number;
  readonly pageCount: number;
  readonly loading: boolean;
  readonly error?: string;
  readonly filters: HistoryFilters;
  readonly durationError?: string;
}

export interface CheckDetailView {
  readonly loading: boolean;
  readonly failed: boolean;
  readonly error?: string;
  readonly check?: CheckDetail;
  readonly timeRange?: string;
  readonly stats?: CheckStats;
  readonly chart: readonly GraphPoint[];
  /** Changes of the check's related config items over the chart's range, marked on it. */
  readonly chartChanges: readonly ChartChangeMark[];
  readonly chartLoading: boolean;
  readonly chartError?: string;
  readonly tabs: readonly DetailTab[];
  readonly specYaml: string;
  readonly relationships: readonly RelationshipLink[];
  readonly footerLink?: FooterLink;
  readonly running: boolean;
  readonly history: HistoryView;
}

const NO_RELATIONSHIPS: CheckRelationships = { components: [], configs: [] };
const NO_POINTS: readonly GraphPoint[] = [];

const marksOf = memoizeLast(chartChangeMarks);
const statsOf = memoizeLast((check: CheckDetail | undefined, graph: CheckGraph | undefined) => (check ? checkStats(check, graph) : undefined));
const tabsOf = memoizeLast(detailTabs);
const specOf = memoizeLast(specYaml);
const linksOf = memoizeLast(relationshipLinks);
const footerOf = memoizeLast((check: CheckDetail | undefined) => (check ? checkFooterLink(check) : undefined));
const historyOf = memoizeLast(
  (
    history: CheckStatusHistory | undefined,
    page: HistoryPage,
    loading: boolean,
    error: string | undefined,
    filters: HistoryFilters,
    durationError: string | undefined,
  ): HistoryView => ({
    rows: (history?.data ?? []).map(historyRow),
    total: history?.totalEntries ?? 0,
    pageIndex: page.pageIndex,
    pageSize: page.pageSize,
    pageCount: pageCount(history?.totalEntries ?? 0, page.pageSize),
    loading,
    error,
    filters,
    durationError,
  }),
);

/** The check detail's view (seed 000 §2.5), on a short screen or a tall one; its fields keep their identity until they change. */
export function selectCheckDetailView(snapshot: SnapshotFrom<typeof checkDetailMachine>, shortScreen: boolean): CheckDetailView {
  const { context } = snapshot;
  const check = context.check;
  const relationships = check?.relationships ?? NO_RELATIONSHIPS;
  return {
    loading: snapshot.hasTag('loading'),
    failed: snapshot.hasTag('error'),
    error: context.error,
    check,
    timeRange: context.timeRange,
    stats: statsOf(check, context.graph),
    chart: context.graph?.points ?? NO_POINTS,
    chartChanges: marksOf(context.graph?.changes, context.graph?.transitions),
    chartLoading: snapshot.hasTag('chartLoading'),
    chartError: context.graphError,
    tabs: tabsOf(shortScreen, relationships),
    specYaml: specOf(check?.spec),
    relationships: linksOf(relationships),
    footerLink: footerOf(check),
    running: snapshot.hasTag('running'),
    history: historyOf(
      context.history,
      context.page,
      snapshot.hasTag('historyLoading'),
      context.historyError ?? context.history?.error,
      context.filters,
      context.durationError,
    ),
  };
}
