export type { TimeRangePickerInput, TimeRangePickerContext, TimeRangePickerEvent, TimeRangePickerEmitted } from './model';
export { createTimeRangePickerMachine, type TimeRangePickerMachine } from './time-range-picker.machine';
export { timeRangeUrl, timeRangeFilter, filterParams } from './codec';
export { RECENT_RANGES_PREFERENCE, parseRecentRanges, serialiseRecentRanges } from './recent';
export {
  selectTimeRangePickerView, timeRangeOptionLabel, type TimeRangePickerView, type TimeRangeChoice, type RecentRangeChoice,
} from './selectors';
export { TIME_RANGE_PICKER_TEXTS } from './texts';
