import { parseDuration } from '../../core/shared/durations';
import { isTimeRangeName, timeRangeStart } from '../../core/shared/time-range-minutes';

/**
 * A point in time given as a time range back from now (15m, 1h, 7d, 1mo, 1y: the console's presets),
 * a duration (90s, 2w), `now`, `now-1h`, or an RFC 3339 time. Undefined when it is none of these.
 */
export function parseTimePoint(text: string, now: Date): Date | undefined {
  const value = text.trim();
  if (value === '' || value === 'now') return value === 'now' ? now : undefined;
  const back = value.startsWith('now-') ? value.slice(4) : value;
  if (isTimeRangeName(back)) return timeRangeStart(back, now, 'utc');
  const months = /^(\d+)mo$/.exec(back);
  if (months) return new Date(new Date(now).setUTCMonth(now.getUTCMonth() - Number(months[1])));
  const ms = parseDuration(back);
  if (ms !== undefined) return new Date(now.getTime() - ms);
  if (back !== value) return undefined;
  const parsed = Date.parse(value);
  return Number.isNaN(parsed) ? undefined : new Date(parsed);
}

export interface TimeWindow {
  start: Date;
  end: Date;
}

/** `start` (default `defaultStart`) to `end` (default now); a message when either cannot be read. */
export function parseTimeWindow(
  start: string | undefined,
  end: string | undefined,
  now: Date,
  defaultStart: string,
): TimeWindow | string {
  const startText = start?.trim() || defaultStart;
  const from = parseTimePoint(startText, now);
  if (!from) return `start "${startText}" is neither a duration such as 15m, 1h, 7d or 1mo nor an RFC 3339 time`;
  const to = end?.trim() ? parseTimePoint(end, now) : now;
  if (!to) return `end "${end}" is neither a duration such as 15m, 1h, 7d or 1mo nor an RFC 3339 time`;
  if (from.getTime() > to.getTime()) return 'start must be before end';
  return { start: from, end: to };
}
