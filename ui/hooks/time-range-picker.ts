import { useEffect, useRef, useState } from 'react';
import { filterParams, timeRangeFilter, timeRangeUrl, type TimeRangeOption, type TimeRangeParam } from '../../core/shared';
import {
  RECENT_RANGES_PREFERENCE, createTimeRangePickerMachine, parseRecentRanges, selectTimeRangePickerView, serialiseRecentRanges,
} from '../../core/shared/time-range-picker';
import { useActorView } from './actor';
import { usePreference } from './preferences';

/**
 * The time-range picker (core/shared/time-range-picker) over a page's filters: it shows the range the
 * filters hold (the page's default when they hold none), hands a chosen range back as all six
 * parameters (the unused ones empty), and remembers the recent absolute ranges in this browser.
 */
export function useTimeRangePicker(
  filter: Readonly<Record<string, string>>,
  fallback: TimeRangeOption,
  onChange: (params: Record<TimeRangeParam, string>) => void,
) {
  const [stored, store] = usePreference(RECENT_RANGES_PREFERENCE);
  const [codec] = useState(() => timeRangeUrl(fallback));
  const value = codec.parse(filterParams(filter));
  const [input] = useState(() => ({ value, recent: parseRecentRanges(stored) }));
  const [machine] = useState(createTimeRangePickerMachine);
  const { view, send, actor } = useActorView(machine, input, selectTimeRangePickerView);
  const latest = useRef({ onChange, store });
  latest.current = { onChange, store };
  useEffect(() => {
    const changes = actor.on('timeRange.changed', (event) => latest.current.onChange(timeRangeFilter(codec, event.value)));
    const recent = actor.on('timeRange.recent', (event) => latest.current.store(serialiseRecentRanges(event.recent)));
    return () => {
      changes.unsubscribe();
      recent.unsubscribe();
    };
  }, [actor, codec]);
  // The filters changed under the picker (Back, a link): it shows what they now hold.
  const key = JSON.stringify(value);
  useEffect(() => {
    actor.send({ type: 'value.set', value: JSON.parse(key) as TimeRangeOption });
  }, [actor, key]);
  return { view, send };
}
