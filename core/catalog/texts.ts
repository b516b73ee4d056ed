/** The exact user-facing strings and constants of the catalog (seed 002 §2.1, §8, §9). */

export const CATALOG_TITLE = 'Catalog';
/** Seed 002 §2.1: the search box's placeholder. */
export const SEARCH_CONFIGS_PLACEHOLDER = 'Search for configs';
export const REFRESH_CATALOG = 'Refresh catalog';
/** Seed 002 §8: empty lists show a placeholder. */
export const CATALOG_EMPTY = 'No configs found';
export const CATALOG_ERROR_TITLE = 'The catalog could not be loaded';

/** Seed 002 §2.1: the summary's columns. */
export const SUMMARY_COLUMNS = ['Name', 'Changes', 'Health', 'Insights', 'Cost (30d)', 'Created', 'Updated'] as const;
/** Seed 002 §2.1: the flat list's columns. */
export const CONFIG_COLUMNS = ['Name', 'Type', 'Status', 'Changes', 'Tags', 'Analysis', 'Cost', 'Created', 'Updated', 'Deleted At', 'Changed'] as const;

/** Seed 002 §2.1: the health filter's options, in the order shown. */
export const HEALTH_FILTER_OPTIONS = [
  { value: 'unhealthy', label: 'Unhealthy' },
  { value: 'healthy', label: 'Healthy' },
  { value: 'unknown', label: 'Unknown' },
  { value: 'warning', label: 'Warning' },
] as const;

/**
 * Seed 002 §2.1: the group-by columns the summary offers besides every tag key. (Name, analysis and
 * changed group the flat list, which pages from the server and is not grouped yet.)
 */
export const GROUP_BY_COLUMNS = [
  { value: 'type', label: 'Type' },
  { value: 'config_class', label: 'Provider' },
] as const;

export const ALL_TYPES = 'All';
/** Seed 002 §2.1: the star beside the type dropdown that keeps the chosen type among the favourites. */
export const addFavouriteType = (type: string) => `Add ${type} to favourites`;
export const removeFavouriteType = (type: string) => `Remove ${type} from favourites`;

/** Seed 002 §9: the search reaches the list 400 ms after the last keystroke. */
export const CATALOG_SEARCH_DEBOUNCE_MS = 400;
/** Seed 002 §9: the virtualised catalog table's row height. */
export const CATALOG_ROW_HEIGHT = 37;
/** Seed 002 §9: the catalog table keeps 20 rows drawn beyond each edge of the view. */
export const CATALOG_OVERSCAN_ROWS = 20;
/** Seed 002 §9: the summary covers 30 days of changes, insights and cost. */
export const CATALOG_SUMMARY_WINDOW = '30d';

/** Seed 002 §8: a config that does not exist. */
export const DETAILS_NOT_FOUND = 'Details not found';
export const CONFIG_ERROR_TITLE = 'The config could not be loaded';
/** Seed 002 §2.1: the toggle of the sidebar below the large breakpoint. */
export const SHOW_SIDEBAR = 'Show Sidebar';
export const HIDE_SIDEBAR = 'Hide Sidebar';
/** Seed 002 §2.1: the warning beside the updated time of a stale config. */
export const LAST_SCRAPED = 'Last scraped';
/** Seed 002 §2.1: the config page's tabs, by their path segment. */
export const CONFIG_TAB_LABELS = {
  config: 'Config', changes: 'Changes', insights: 'Insights', relationships: 'Relationships', playbooks: 'Playbooks', checks: 'Checks',
} as const;
export const NO_CONTENT = 'This config has no content';

export const CHANGES_TITLE = 'Changes';
export const CHANGES_EMPTY = 'No changes in this time range';
/** Seed 002 §2.1: the change history's columns. */
export const CHANGE_COLUMNS = ['Last Seen', 'Catalog', 'Type', 'Summary', 'Tags', 'Created By'] as const;
export const DOWNSTREAM = 'Downstream';
export const UPSTREAM = 'Upstream';
export const HIDE_DELETED_CONFIG_CHANGES = 'Hide Deleted Config Changes';
/** Issue 22: the changes table's toggle that tails it as changes are recorded. */
export const LIVE_CHANGES = 'Live';
export const HIDE_DELETED_CATALOG = 'Hide Deleted Catalog';
export const CHANGE_DETAILS_TITLE = 'Change';
export const NO_DIFF = 'This change has no diff';
/** Seed 002 §3: change severities, least first. */
export const CHANGE_SEVERITY_OPTIONS = ['info', 'low', 'medium', 'high', 'critical'] as const;

export const INSIGHTS_TITLE = 'Insights';
export const INSIGHTS_EMPTY = 'No insights found';
/** Seed 002 §2.1: the insights table's columns. */
export const INSIGHT_COLUMNS = ['Catalog', 'Type', 'Analyzer', 'Severity', 'Status', 'First Observed', 'Last Observed'] as const;

/** Seed 002 §2.1: the Relationships tab's toggles and columns. */
export const OUTGOING = 'Outgoing';
export const INCOMING = 'Incoming';
export const SOFT = 'Soft';
export const RELATIONSHIP_COLUMNS = ['Name', 'Type', 'Direction', 'Depth', 'Status'] as const;
export const RELATIONSHIPS_EMPTY = 'No related configs';
export const RELATIONSHIPS_TITLE = 'Relationships';

/** The Playbooks tab's columns (seed 002 §2.1: id, status, start_time, playbooks). */
export const CONFIG_RUN_COLUMNS = ['Run', 'Playbook', 'Status', 'Started'] as const;
export const CONFIG_RUNS_EMPTY = 'No playbook runs for this config';
export const CONFIG_RUNS_ERROR_TITLE = 'The playbook runs could not be loaded';
/** The Checks tab's columns, as the Health list names them. */
export const CONFIG_CHECK_COLUMNS = ['Name', 'Health', 'Uptime', 'Latency'] as const;
export const CONFIG_CHECKS_EMPTY = 'No health checks for this config';
export const CONFIG_CHECKS_ERROR_TITLE = 'The health checks could not be loaded';

/** Seed 002 §2.1: the sidebar's panels of what else is known about the config. */
export const SIDE_PANEL_TITLES = { links: 'Topology', insights: 'Insights', incidents: 'Incidents', playbooks: 'Playbook Runs' } as const;
export const CONFIG_LINKS_EMPTY = 'Not linked to any component';
export const CONFIG_INCIDENTS_EMPTY = 'No incidents for this config';
export const DELETE_CONFIG_LINK = 'Delete link';
export const deleteConfigLinkMessage = (component: string) => `The link between this config and ${component} will be deleted.`;
/** Seed 002 §8: a manual link to a component was deleted. */
export const CONFIG_LINK_DELETED = 'Deleted config link successfully';
