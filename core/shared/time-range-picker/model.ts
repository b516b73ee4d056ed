import type { AbsoluteTimeRange, TimeRangeOption } from '../time-ranges';

/** What the picker starts with: the range the page shows and the absolute ranges this browser remembers. */
export interface TimeRangePickerInput {
  readonly value: TimeRangeOption;
  readonly recent?: readonly AbsoluteTimeRange[];
}

export interface TimeRangePickerContext {
  readonly value: TimeRangeOption;
  /** The absolute range being typed, kept while the picker is closed and reopened. */
  readonly from: string;
  readonly to: string;
  /** Newest first, at most RECENT_ABSOLUTE_RANGES_KEPT. */
  readonly recent: readonly AbsoluteTimeRange[];
}

export type TimeRangePickerEvent =
  | { type: 'picker.open' }
  | { type: 'picker.close' }
  | { type: 'range.relative'; range: string }
  | { type: 'range.mapped'; display: string }
  | { type: 'range.recent'; from: string; to: string }
  | { type: 'absolute.from'; value: string }
  | { type: 'absolute.to'; value: string }
  | { type: 'absolute.submit' }
  /** The page's range changed under the picker (the URL was read): it shows that one. */
  | { type: 'value.set'; value: TimeRangeOption };

/** A range was chosen (the page applies it); the remembered absolute ranges changed (the UI keeps them). */
export type TimeRangePickerEmitted =
  | { type: 'timeRange.changed'; value: TimeRangeOption }
  | { type: 'timeRange.recent'; recent: readonly AbsoluteTimeRange[] };
