export {
  DEFAULT_GROUP_BY, DEFAULT_CATALOG_SORT, TAG_GROUP_SUFFIX, CATALOG_FILTER_DEFAULTS, configTypeParam, catalogFilter, showsSummary,
  providerOf, tagGroup, tagOfGroup, withLabel,
} from './catalog-filter';
export { groupValue, groupOrder, groupedRows, type GroupHeading } from './list-groups';
export { serverGroups, summaryLines, summaryClick, type SummaryLine } from './summary-lines';
export { CONFIG_TABS, catalogRoute, type ConfigTab, type CatalogRoute } from './catalog-route';
export { DEFAULT_CONTENT_FORMAT, contentLines, selectedLines, linesOf, canLinkConfigToIncident, type ContentFormat } from './config-content';
export {
  STALE_SCRAPE_MS, COST_DEVIATION, isStale, showsClass, sidebarLabels, propertyGroups, costTrend,
  type PropertyRow, type PropertyGroup, type CostTrend,
} from './config-sidebar';
export {
  CHANGES_PAGE_SIZE, CHANGES_PAGE_PARAM, DEFAULT_CHANGES_RANGE, CHANGES_DEPTH, HIDE_DELETED_CHANGES_KEY, CHANGES_FILTER_DEFAULTS, CONFIG_CHANGES_FILTER_DEFAULTS,
  recursionOf, changesQuery, toggleInFilterList, toggleTag,
} from './changes-filter';
export { parseUnifiedDiff, sideBySide, type DiffLine, type SideBySideRow } from './unified-diff';
export {
  INSIGHTS_PAGE_SIZE, DEFAULT_INSIGHTS_SORT, INSIGHT_MESSAGE_LIMIT, INSIGHT_TYPES, INSIGHT_SEVERITIES, INSIGHTS_FILTER_DEFAULTS, insightsQuery,
  truncateMessage,
} from './insights-filter';
export { RELATED_MAX_DEPTH, DEFAULT_RELATION_TOGGLES, toggleRelation, relationsQuery, type RelationToggles } from './relations';
export {
  GRAPH_LAYOUT, GRAPH_DIRECTION_KEY, GRAPH_EDGE_KEY, RELATIONSHIP_VIEW_KEY, GROUP_FROM, EXPANDED_UP_TO, relationshipView, graphDirection, graphEdgeStyle,
  relationshipGraph, graphPositions, graphLayout, type GraphLayout, type GraphPosition, type GraphDirection, type GraphEdgeStyle, type RelationshipView, type GraphNode, type GraphEdge, type RelationshipGraph,
} from './relationship-graph';
export { FAVOURITE_TYPES_KEY, parseFavouriteTypes, serialiseFavouriteTypes, toggleFavouriteType, typeChoices, type TypeChoice } from './type-favourites';
export { CHANGED_BUCKETS, CHANGED_LONG_AGO, changedBucket } from './changed-bucket';
export {
  SIDE_PANEL_PAGE_SIZE, SIDE_PANEL_ROW_ESTIMATE, SIDE_PANEL_VISIBLE_ROWS, sidePanelHeight, canDeleteConfigLink,
} from './side-panels';
