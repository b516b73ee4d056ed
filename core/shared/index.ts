export { DomainError, isDomainError, errorMessage, type DomainErrorKind } from './errors';
export { serviceIdentifier, type ServiceIdentifier } from './service-identifier';
export { writeUrl, readUrl, type UrlWrite, type UrlRead, type UrlCodec, type QueryParams } from './url-state';
export { Clock, IdGenerator } from './clock';
export { DownloadPort, type FileBytes } from './download';
export { toast, type Toast, type ToastStatus } from './toast';
export { unbound } from './unbound';
export { memoizeLast, memoizeOnParts, memoizeStable } from './memoize-last';
export { NIL_UUID, isUuid, isNilUuid, isLocalAgent } from './ids';
export { DURATION_UNITS_MS, parseDuration, type DurationUnit } from './durations';
export {
  PRODUCT_NAME, REQUIRED_FIELD_MESSAGE, NUMBER_FIELD_MESSAGE, EMPTY_STATE_MESSAGE, FALLBACK_ERROR_MESSAGE,
} from './messages';
export { validateRequired, validateNumberField } from './validation';
export { errorPanelContent, type ErrorPanelContent } from './error-panel';
export { HEALTH_VALUES, TOPOLOGY_HEALTH_VALUES, isHealth, type Health, type TopologyHealth } from './health-values';
export {
  formatCount, HIGH_COUNT_THRESHOLD, isHighCount, formatBytes, formatCost, formatPercent,
  ZERO_DATE, isZeroDate, dateOrEmpty,
} from './format';
export type { TableRows } from './table-rows';
export {
  pageCount, clampPageNumber, pageNumberEntry, NEXT_PAGE_DISTANCE_PX, type PageNumberEntry,
} from './pagination';
export {
  nextTriState, toggleTriState, setTriState, encodeTriStateKey, decodeTriStateKey, encodeTriStateFilter,
  decodeTriStateFilter, encodeTagFilters, decodeTagFilters, encodeLabelFilters, decodeLabelFilters,
  encodeTriStateJson, decodeTriStateJson, type TriState, type TriStateMap, type TagFilter, type LabelFilter,
} from './filter-encodings';
export {
  parseDateMath, resolveDateMath, resolveTimeExpression, toDayjs,
  type DateMathUnit, type DateMathOptions, type TimeZoneMode,
} from './date-math';
export {
  RELATIVE_RANGE_NAMES, RELATIVE_RANGES, QUICK_RANGES, INVALID_MAPPED_RANGE,
  INVALID_RELATIVE_RANGE, INVALID_ABSOLUTE_RANGE, quickRange, relativeRange, timeRangeExpressions,
  resolveTimeRange, isValidRelativeRange, canSubmitAbsoluteRange, RECENT_ABSOLUTE_RANGES_KEPT,
  rememberAbsoluteRange, type RelativeTimeRange, type MappedTimeRange, type AbsoluteTimeRange,
  type TimeRangeOption, type ResolvedTimeRange, type RelativeRangeName, type QuickRangeName,
} from './time-ranges';
export {
  TIME_RANGE_PARAMS, encodeTimeRangeParams, decodeTimeRangeParams,
  type TimeRangeParam, type ParamReader, type DecodedTimeRange,
} from './time-range-params';
export {
  TIME_RANGE_MINUTES, TIME_RANGE_NAMES, isTimeRangeName, timeRangeMinutes, timeRangeStart, firstRangeLongerThan,
  type TimeRangeName,
} from './time-range-minutes';
export * from './accordion';
export * from './collection';
// The export's machine loads with the pages that show a list (ui/hooks/export imports it from ./export).
export type { ExportTable, ExportFormat, ExportProgress } from './export/model';
// The picker's machine and view load with the pages that show one (ui/hooks/time-range-picker imports them from
// ./time-range-picker): only its URL codec, which area rules use, goes through this index and the first-load chunk.
export { timeRangeUrl, timeRangeFilter, filterParams } from './time-range-picker/codec';
export * from './credential-input';
export * from './live';
