export {
  DEFAULT_GROUP_BY, DEFAULT_CATALOG_SORT, TAG_GROUP_SUFFIX, CATALOG_FILTER_DEFAULTS, configTypeParam, catalogFilter, showsSummary,
  providerOf, tagGroup, tagOfGroup, withLabel,
} from './catalog-filter';
export { serverGroups, summaryLines, summaryClick, type SummaryLine } from './summary-lines';
