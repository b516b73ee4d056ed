import { CronSyntaxError, parseCron } from './cron';
import { parseGoDuration } from './go-duration';

/** When a canary's checks run next. */
export interface Schedule {
  readonly text: string;
  next(after: Date): Date;
}

/** What a canary without `schedule` or `interval` gets. */
export const DEFAULT_SCHEDULE = '@every 5m';

const MACROS: Record<string, string> = {
  '@yearly': '0 0 1 1 *',
  '@annually': '0 0 1 1 *',
  '@monthly': '0 0 1 * *',
  '@weekly': '0 0 * * 0',
  '@daily': '0 0 * * *',
  '@midnight': '0 0 * * *',
  '@hourly': '0 * * * *',
};

/** Parses `@every 30s`, the `@hourly`-style macros and 5-field cron; throws an Error saying what is wrong. */
export function parseSchedule(text: string): Schedule {
  const trimmed = text.trim();
  const every = /^@every\s+(.+)$/i.exec(trimmed);
  if (every) {
    const ms = parseGoDuration(every[1]!);
    if (ms === undefined || ms < 1000) throw new Error(`"${trimmed}" needs a duration of at least 1s, such as @every 30s or @every 5m`);
    return { text: trimmed, next: (after) => new Date(after.getTime() + ms) };
  }
  const expression = MACROS[trimmed.toLowerCase()] ?? trimmed;
  if (expression.startsWith('@')) throw new Error(`"${trimmed}" is not a known schedule (use @every, @hourly, @daily, @weekly, @monthly, @yearly or cron)`);
  try {
    const cron = parseCron(expression);
    cron.next(new Date());
    return { text: trimmed, next: (after) => cron.next(after) };
  } catch (error) {
    if (error instanceof CronSyntaxError) throw new Error(`"${trimmed}" is not a valid cron expression: ${error.message}`, { cause: error });
    throw error;
  }
}

/** A canary's schedule: `schedule` wins, then `interval` (seconds, canary-checker's older field). */
export function canarySchedule(spec: { schedule?: unknown; interval?: unknown }): Schedule {
  if (typeof spec.schedule === 'string' && spec.schedule.trim() !== '') return parseSchedule(spec.schedule);
  if (typeof spec.interval === 'number' && spec.interval > 0) return parseSchedule(`@every ${spec.interval}s`);
  return parseSchedule(DEFAULT_SCHEDULE);
}
