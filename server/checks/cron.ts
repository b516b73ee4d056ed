/** A five-field cron expression (minute hour day-of-month month day-of-week), evaluated in UTC. */
export interface CronExpression {
  next(after: Date): Date;
}

interface FieldRange {
  name: string;
  min: number;
  max: number;
}

const FIELDS: FieldRange[] = [
  { name: 'minute', min: 0, max: 59 },
  { name: 'hour', min: 0, max: 23 },
  { name: 'day of month', min: 1, max: 31 },
  { name: 'month', min: 1, max: 12 },
  { name: 'day of week', min: 0, max: 7 },
];

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const DAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];

export class CronSyntaxError extends Error {}

function value(text: string, field: FieldRange): number {
  const lower = text.toLowerCase();
  if (field.name === 'month' && MONTHS.includes(lower)) return MONTHS.indexOf(lower) + 1;
  if (field.name === 'day of week' && DAYS.includes(lower)) return DAYS.indexOf(lower);
  if (!/^\d+$/.test(text)) throw new CronSyntaxError(`${field.name}: "${text}" is not a number`);
  const n = Number(text);
  if (n < field.min || n > field.max) throw new CronSyntaxError(`${field.name}: ${n} is outside ${field.min}-${field.max}`);
  return n;
}

function parseField(text: string, field: FieldRange): Set<number> {
  const allowed = new Set<number>();
  for (const part of text.split(',')) {
    const [rangeText = '', stepText] = part.split('/');
    const step = stepText === undefined ? 1 : Number(stepText);
    if (!Number.isInteger(step) || step < 1) throw new CronSyntaxError(`${field.name}: bad step "${stepText}"`);
    let low: number;
    let high: number;
    if (rangeText === '*') {
      [low, high] = [field.min, field.max];
    } else if (rangeText.includes('-')) {
      const [a = '', b = ''] = rangeText.split('-');
      [low, high] = [value(a, field), value(b, field)];
      if (low > high) throw new CronSyntaxError(`${field.name}: range ${rangeText} runs backwards`);
    } else {
      low = value(rangeText, field);
      high = stepText === undefined ? low : field.max;
    }
    for (let n = low; n <= high; n += step) allowed.add(n);
  }
  return allowed;
}

export function parseCron(expression: string): CronExpression {
  const parts = expression.trim().split(/\s+/);
  if (parts.length !== 5) throw new CronSyntaxError(`expected 5 fields (minute hour day month weekday), got ${parts.length}`);
  const [minutes, hours, days, months, weekdays] = parts.map((p, i) => parseField(p, FIELDS[i]!)) as [
    Set<number>, Set<number>, Set<number>, Set<number>, Set<number>,
  ];
  if (weekdays.has(7)) weekdays.add(0);
  // Classic cron: when both day fields are restricted, a day matching either one counts.
  const dayRestricted = parts[2] !== '*';
  const weekdayRestricted = parts[4] !== '*';
  const dayMatches = (d: Date) => {
    const byDay = days.has(d.getUTCDate());
    const byWeekday = weekdays.has(d.getUTCDay());
    if (dayRestricted && weekdayRestricted) return byDay || byWeekday;
    return byDay && byWeekday;
  };

  return {
    next(after: Date): Date {
      const t = new Date(after.getTime());
      t.setUTCSeconds(0, 0);
      t.setUTCMinutes(t.getUTCMinutes() + 1);
      // Five years of skipping is far more than any satisfiable expression needs (Feb 29 included).
      const limit = after.getTime() + 5 * 366 * 86_400_000;
      while (t.getTime() <= limit) {
        if (!months.has(t.getUTCMonth() + 1)) {
          t.setUTCMonth(t.getUTCMonth() + 1, 1);
          t.setUTCHours(0, 0, 0, 0);
        } else if (!dayMatches(t)) {
          t.setUTCDate(t.getUTCDate() + 1);
          t.setUTCHours(0, 0, 0, 0);
        } else if (!hours.has(t.getUTCHours())) {
          t.setUTCHours(t.getUTCHours() + 1, 0, 0, 0);
        } else if (!minutes.has(t.getUTCMinutes())) {
          t.setUTCMinutes(t.getUTCMinutes() + 1, 0, 0);
        } else {
          return t;
        }
      }
      throw new CronSyntaxError(`"${expression}" never matches`);
    },
  };
}
