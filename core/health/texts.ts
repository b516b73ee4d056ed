/** The exact user-facing strings of the health dashboard and the check detail (seed 000 §2.4, §2.5, §5). */

export const ALL_TAB = 'All';
/** Seed 000 §2.4: a check without a namespace is listed under this tab. */
export const NO_NAMESPACE_TAB = 'none';
/** Checks whose group value is missing (no description, no type...). */
export const NO_GROUP_VALUE = '(none)';
/** Checks without the label a table is grouped by. */
export const OTHER_CHECKS_GROUP = 'Others';
/** A check pushed by no agent belongs to this one. */
export const LOCAL_AGENT_NAME = 'local';

export const TABLE_COLUMNS = ['Checks', 'Health', 'Uptime', 'Latency', 'Transition'] as const;
/** Seed 000 §2.4: the layout buttons, by the value of the layout query parameter. */
export const LAYOUT_LABELS = { table: 'Table', card: 'Cards' } as const;

export const FILTER_BY_HEALTH = 'Filter by Health';
export const HIDE_PASSING = 'Hide Passing';
export const FILTER_BY_LABEL = 'Filter by Label';
export const GROUP_BY_LABEL = 'Group By';
export const TAB_BY_LABEL = 'Tab By';

export const DETAIL_TABS = { history: 'History', graph: 'Graph', spec: 'Spec', relationships: 'Relationships' } as const;
export const HEALTH_OVERVIEW = 'Health Overview';
/** Under the Health Overview: the related config changes it marks. */
export const CHART_CHANGES_LABEL = 'Related changes';
export const TIME_RANGE_LABEL = 'Time Range';
export const STAT_TITLES = {
  uptime: 'Uptime',
  passed: 'passed',
  failed: 'failed',
  p95: 'Latency (95%)',
  p97: 'Latency (97%)',
  p99: 'Latency (99%)',
  severity: 'Severity',
  lastRun: 'Last Run',
  transitioned: 'Transitioned',
  nextRun: 'Next Run',
} as const;
export const HISTORY_COLUMNS = ['Age (UTC)', 'Duration', 'Message'] as const;
export const HISTORY_STATUS_LABEL = 'Status';
export const HISTORY_DURATION_LABEL = 'Duration';

export const RUN_NOW = 'Run Now';
export const EDIT_CHECK = 'Edit';
/** Seed 000 §5: the only message an unreadable custom duration gets. */
export const DURATION_FILTER_ERROR = 'duration is allowed only in milli seconds & seconds';

/** Run Now succeeded (the check ran); the notice says how the run went. */
export const RUN_NOW_PASSED = 'Check ran: passed';
export const RUN_NOW_FAILED = 'Check ran: failed';

/** Seed 002 §8: the placeholders of the empty checks list and the empty run history. */
export const NO_CHECKS = 'No checks to show';
export const NO_RUNS = 'No runs';

/** Shown for a value that is not there (no runs, no severity). */
export const EMPTY_VALUE = '-';

/** Seed 002 §9: the browser remembers the dashboard's choices under these keys. */
export const HEALTH_SETTINGS_KEY = 'healthSettings';
export const HEALTH_REFRESH_RATE_KEY = 'healthPageRefreshRate';
