export type {
  Component, ComponentChange, ComponentCheck, ComponentIncident, ComponentInsight, ComponentPlaybookRun, ComponentSummary,
  ComponentTeam, ConfigLink, ConfigOption, CountsByType, LogSelector, PageOf, Property, PropertyLink, PropertyType,
  SeverityCounts, SnapshotArchive, TopologyResult, ComponentHealthChange,
} from './model';
export { TOPOLOGY_TEXTS, snapshotTitle, snapshotFileName } from './texts';
export { TopologyPort, type PageRequest, type TopologyLiveRows } from './ports';
export {
  ALL, TOPOLOGY_PARAMS, DEFAULT_SORT_BY, DEFAULT_SORT_ORDER, parseTopologyQuery, serialiseTopologyQuery,
  showsHiddenComponents, effectiveSort, topologyRequest, isServerSort, encodeComponentLabels,
  decodeComponentLabels, type TopologyQuery, type TopologyRequest, type ComponentLabel, type SortOrder,
} from './rules/topology-query';
export { HEALTH_SORT_RANK, STANDARD_SORTS, sortOptions, sortComponents, type SortOption } from './rules/sort';
export {
  CARD_WIDTHS, CARD_SIZES, CARD_WIDTH_PREFERENCE, SUMMARY_SHOW_MORE_AFTER, SUMMARY_SHOW_MORE_AFTER_ALONE,
  PROPERTY_LIST_SHOW_MORE_AFTER, CARD_LIST_MAX_HEIGHT_PX, cardSizeForWidth, showsOnlyHeadlines, clampCardWidth,
  readCardWidth, cardBorder, isShownProperty, cardProperties, summaryShowMoreAfter, collapse, dashboardCards,
  dashboardEmptyMessage,
  type CardSize, type CardBorder, type CardProperties, type Collapsed,
} from './rules/cards';
export {
  HEALTH_COUNT_STATUSES, HEALTH_CHECKS_LINK, componentLink, zoomInLink, healthCountLink, incidentTypeLink,
  incidentSeverityLink, insightsLink, logsLink, incidentLink, playbookRunLink, teamLink, topologySettingsLink, configLink,
  type LinkContext, type HealthCountStatus,
} from './rules/links';
export { breadcrumbIds, breadcrumbPathOwner, DASHBOARD_LINK, type BreadcrumbItem } from './rules/breadcrumb';
export type { TopologyFilterName, TopologyFilterBar, FilterField, FilterOption } from './rules/filters';
export {
  SEVERITY_COLOURS, severityColour, mergeLowIntoMedium, incidentRows, insightsRow, checksRow, healthRow, cardSummaryRows,
  type SummaryColour, type SummaryChip, type SummaryRow,
} from './rules/summary';
export {
  USAGE_HIGHLIGHT_ABOVE_PERCENT, displayAmount, formatCurrencyAmount, formatPercentUnit, propertyLabel, formatProperty,
  type FormattedProperty,
} from './rules/properties';
export {
  COMPONENT_ACTIONS, componentActions, componentEvidence, type ComponentAction, type ActionContext, type ComponentEvidence,
} from './rules/actions';
export {
  SIDE_PANEL_SECTIONS, SIDE_PANEL_PAGE_SIZE, NEXT_PAGE_WITHIN_PX, DEFAULT_INCIDENTS_FILTER, DEFAULT_HIDE_DELETED_CONFIGS,
  sidePanelSections, isListSection, toggleSection, isNearBottom,
  type SidePanelSection, type ListSection, type ScrollPosition, type IncidentsFilter,
} from './rules/side-panel';
export {
  SNAPSHOT_TIME_RANGES, DEFAULT_SNAPSHOT_TIME_RANGE, DEFAULT_SNAPSHOT_OPTIONS, type SnapshotOptions,
} from './rules/snapshot';
export {
  CATALOG_SEARCH_LIMIT, CATALOG_SEARCH_DELAY_MS, MANUAL_SELECTOR_ID, searchConfigs, linkButtonLabel, canLink, canUnlink,
} from './rules/catalog-link';
export { publicViewCardWidth, publicViewMessage } from './rules/public-view';
export {
  topologyDashboardMachine, TOPOLOGY_URL, type TopologyDashboardContext, type NamedComponent, type TopologyDashboardEvent, type TopologyDashboardEmitted,
  type TopologyDashboardInput,
} from './machines/topology-dashboard.machine';
export {
  sidePanelMachine, type SidePanelContext, type SidePanelEvent, type SidePanelInput, type SectionItems, type SectionList,
  type SectionLists,
} from './machines/side-panel.machine';
export { snapshotMachine, type SnapshotContext, type SnapshotEvent, type SnapshotEmitted, type SnapshotInput } from './machines/snapshot.machine';
export {
  catalogLinkMachine, type CatalogLinkContext, type CatalogLinkEvent, type CatalogLinkEmitted, type CatalogLinkInput,
} from './machines/catalog-link.machine';
export {
  configUnlinkMachine, type ConfigUnlinkEvent, type ConfigUnlinkEmitted, type ConfigUnlinkInput,
} from './machines/config-unlink.machine';
export {
  selectTopologyDashboardView, selectSidePanelView, selectSnapshotView, selectCatalogLinkView, selectConfigUnlinkView,
  type TopologyDashboardView, type SidePanelView, type SnapshotView, type CatalogLinkView, type ConfigUnlinkView, type LoadPhase,
} from './selectors';
export { bindTopologyPorts, TopologyMachines, type TopologyPorts } from './bind';
