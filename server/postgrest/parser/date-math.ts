const UNIT = /^[smhdwMy]$/;

function shift(date: Date, amount: number, unit: string): Date {
  const d = new Date(date.getTime());
  switch (unit) {
    case 's': d.setUTCSeconds(d.getUTCSeconds() + amount); break;
    case 'm': d.setUTCMinutes(d.getUTCMinutes() + amount); break;
    case 'h': d.setUTCHours(d.getUTCHours() + amount); break;
    case 'd': d.setUTCDate(d.getUTCDate() + amount); break;
    case 'w': d.setUTCDate(d.getUTCDate() + 7 * amount); break;
    case 'M': d.setUTCMonth(d.getUTCMonth() + amount); break;
    default: d.setUTCFullYear(d.getUTCFullYear() + amount);
  }
  return d;
}

function roundDown(date: Date, unit: string): Date {
  const d = new Date(date.getTime());
  const order = ['s', 'm', 'h', 'd', 'M', 'y'];
  if (unit === 'w') {
    d.setUTCHours(0, 0, 0, 0);
    d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
    return d;
  }
  const level = order.indexOf(unit);
  d.setUTCMilliseconds(0);
  if (level >= 1) d.setUTCSeconds(0);
  if (level >= 2) d.setUTCMinutes(0);
  if (level >= 3) d.setUTCHours(0);
  if (level >= 4) d.setUTCDate(1);
  if (level >= 5) d.setUTCMonth(0);
  return d;
}

/**
 * Grafana-style date maths as Mission Control's `.filter` accepts it: `now`, `now-24h`, `now-1d+2h`,
 * `now/d` (rounded down), or an absolute ISO date. Returns null when the text is neither.
 */
export function evaluateDateMath(text: string, now: Date): Date | null {
  const expr = text.trim();
  if (expr.startsWith('now')) {
    let date = now;
    let rest = expr.slice(3);
    for (;;) {
      const step = /^([+-])(\d{1,6})([a-zA-Z])/.exec(rest);
      if (!step) break;
      if (!UNIT.test(step[3])) return null;
      date = shift(date, Number(step[1] + step[2]), step[3]);
      rest = rest.slice(step[0].length);
    }
    const rounding = /^\/([a-zA-Z])$/.exec(rest);
    if (rounding && UNIT.test(rounding[1])) return roundDown(date, rounding[1]);
    return rest === '' ? date : null;
  }
  if (!/^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(expr)) return null;
  const parsed = new Date(expr);
  return Number.isNaN(parsed.getTime()) ? null : parsed;
}
