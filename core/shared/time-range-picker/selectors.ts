import type { SnapshotFrom } from 'xstate';
import { canSubmitAbsoluteRange, QUICK_RANGES, RELATIVE_RANGES, type TimeRangeOption } from '../time-ranges';
import type { TimeRangePickerMachine } from './time-range-picker.machine';
import { TIME_RANGE_PICKER_TEXTS } from './texts';

export interface TimeRangeChoice {
  /** What the choice sends: a relative range's expression or a quick range's name. */
  readonly key: string;
  readonly label: string;
  readonly selected: boolean;
}

export interface RecentRangeChoice {
  readonly from: string;
  readonly to: string;
  readonly label: string;
}

export interface TimeRangePickerView {
  readonly open: boolean;
  /** What the closed picker's button says. */
  readonly label: string;
  readonly relative: readonly TimeRangeChoice[];
  readonly quick: readonly TimeRangeChoice[];
  readonly from: string;
  readonly to: string;
  readonly canSubmit: boolean;
  readonly recent: readonly RecentRangeChoice[];
}

const absoluteLabel = (from: string, to: string) => `${from} ${TIME_RANGE_PICKER_TEXTS.to} ${to}`;

/** The button's words for a range: 'Last 2 days', a quick range's name, or an absolute range's ends. */
export function timeRangeOptionLabel(value: TimeRangeOption): string {
  switch (value.type) {
    case 'relative':
      return `${TIME_RANGE_PICKER_TEXTS.last} ${value.display}`;
    case 'mapped':
      return value.display;
    case 'absolute':
      return absoluteLabel(value.from, value.to);
  }
}

export function selectTimeRangePickerView(snapshot: SnapshotFrom<TimeRangePickerMachine>): TimeRangePickerView {
  const { value, from, to, recent } = snapshot.context;
  return {
    open: snapshot.hasTag('open'),
    label: timeRangeOptionLabel(value),
    relative: RELATIVE_RANGES.map((r) => ({
      key: r.range,
      label: `${TIME_RANGE_PICKER_TEXTS.last} ${r.display}`,
      selected: value.type === 'relative' && value.range === r.range,
    })),
    quick: QUICK_RANGES.map((q) => ({ key: q.display, label: q.display, selected: value.type === 'mapped' && value.display === q.display })),
    from,
    to,
    canSubmit: canSubmitAbsoluteRange(from, to),
    recent: recent.map((r) => ({ from: r.from, to: r.to, label: absoluteLabel(r.from, r.to) })),
  };
}
