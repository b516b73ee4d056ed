import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);

/**
 * Relative time expressions as the console writes them in URLs: `now`, `now-2d`, `now-1M/M`, `now/d`.
 * Units: s, m, h, d, w, M (months), y. `/unit` rounds to the start of the unit for a range's start and
 * to its end for a range's end. Time is always passed in: the core never reads the system clock.
 */
export type DateMathUnit = 's' | 'm' | 'h' | 'd' | 'w' | 'M' | 'y';

/** Calendar arithmetic follows the viewer's time zone in the browser; tests and servers may pin UTC. */
export type TimeZoneMode = 'local' | 'utc';

export interface DateMathOptions {
  /** Round `/unit` up to the end of the unit (for the end of a range). */
  roundUp?: boolean;
  zone?: TimeZoneMode;
}

type Step = { op: '+' | '-'; amount: number; unit: DateMathUnit } | { op: '/'; unit: DateMathUnit };

const UNIT_NAMES: Record<DateMathUnit, 'second' | 'minute' | 'hour' | 'day' | 'week' | 'month' | 'year'> = {
  s: 'second',
  m: 'minute',
  h: 'hour',
  d: 'day',
  w: 'week',
  M: 'month',
  y: 'year',
};

const STEP = /([+-])(\d*)([smhdwMy])|\/([smhdwMy])/y;

/** The steps after `now`, or undefined when the expression is not valid date math. */
export function parseDateMath(expression: string): Step[] | undefined {
  const text = expression.trim();
  if (!text.startsWith('now')) return undefined;
  const steps: Step[] = [];
  let at = 3;
  while (at < text.length) {
    STEP.lastIndex = at;
    const match = STEP.exec(text);
    if (!match) return undefined;
    if (match[4]) steps.push({ op: '/', unit: match[4] as DateMathUnit });
    else steps.push({ op: match[1] as '+' | '-', amount: match[2] === '' ? 1 : Number(match[2]), unit: match[3] as DateMathUnit });
    at = STEP.lastIndex;
  }
  return steps;
}


export const toDayjs = (at: Date, zone: TimeZoneMode = 'local'): Dayjs => (zone === 'utc' ? dayjs.utc(at) : dayjs(at));

/** The moment an expression names, relative to `now`; undefined when it is not valid date math. */
export function resolveDateMath(expression: string, now: Date, options: DateMathOptions = {}): Date | undefined {
  const steps = parseDateMath(expression);
  if (!steps) return undefined;
  let moment = toDayjs(now, options.zone);
  for (const step of steps) {
    const unit = UNIT_NAMES[step.unit];
    if (step.op === '/') moment = options.roundUp ? moment.endOf(unit) : moment.startOf(unit);
    else moment = step.op === '+' ? moment.add(step.amount, unit) : moment.subtract(step.amount, unit);
  }
  return moment.toDate();
}

/** Date math or an absolute date (ISO 8601); undefined when it is neither. */
export function resolveTimeExpression(expression: string, now: Date, options: DateMathOptions = {}): Date | undefined {
  if (expression.trim().startsWith('now')) return resolveDateMath(expression, now, options);
  const absolute = dayjs(expression);
  return absolute.isValid() && expression.trim() !== '' ? absolute.toDate() : undefined;
}
