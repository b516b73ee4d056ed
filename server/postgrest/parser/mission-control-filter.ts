import type { Condition, FieldPath, Filter, Operator } from '../ast';
import { parseError } from '../errors';
import { evaluateDateMath } from './date-math';

/** Columns whose `.filter` value is date maths rather than a value list (reference §1.4). */
export const DATE_COLUMNS: ReadonlySet<string> = new Set([
  'created_at', 'updated_at', 'deleted_at', 'time', 'time_start', 'time_end', 'start_time', 'end_time',
  'scheduled_time', 'first_observed', 'last_observed', 'last_seen', 'last_received', 'last_runtime', 'next_runtime',
  'last_login', 'last_transition_time', 'last_scraped_time', 'last_attempt', 'acknowledged', 'resolved', 'closed',
  'expires_at', 'silenced_at', 'check_time',
]);

const scalar = (field: FieldPath, op: Operator, value: string, negated = false): Condition => ({
  kind: 'condition', field, negated, op, value: { kind: 'scalar', value },
});

function dateFilter(field: FieldPath, text: string, now: Date): Filter[] {
  const prefix = /^(>=|<=|>|<|=)?(.*)$/s.exec(text.trim()) as RegExpExecArray;
  const ops: Record<string, Operator> = { '>': 'gt', '>=': 'gte', '<': 'lt', '<=': 'lte', '=': 'eq' };
  const date = evaluateDateMath(prefix[2], now);
  if (!date) {
    throw parseError(
      `"failed to parse filter (${field.name}.filter=${text})"`,
      'expecting date maths such as >now-24h, <now-7d or an ISO date',
    );
  }
  return [scalar(field, ops[prefix[1] ?? '<'], date.toISOString())];
}

const isGlob = (item: string) => item.startsWith('*') || item.endsWith('*');

/**
 * Mission Control's `<column>.filter=a,!b,*x*` extension, rewritten into ordinary filters:
 * exact values and globs included (any of them may match), exact values after `!` excluded.
 * Like Mission Control, a glob after `!` is dropped.
 */
export function rewriteMissionControlFilter(field: FieldPath, text: string, now: Date): Filter[] {
  if (!field.json.length && DATE_COLUMNS.has(field.name)) return dateFilter(field, text, now);
  const items = text.split(',').map((item) => item.trim()).filter(Boolean);
  const include = items.filter((item) => !item.startsWith('!'));
  const exclude = items.filter((item) => item.startsWith('!')).map((item) => item.slice(1)).filter((item) => item && !isGlob(item));
  const filters: Filter[] = [];
  const exact = include.filter((item) => !isGlob(item));
  const globs = include.filter(isGlob);
  const alternatives: Condition[] = globs.map((glob) => scalar(field, 'like', glob));
  if (exact.length) alternatives.unshift({ kind: 'condition', field, negated: false, op: 'in', value: { kind: 'list', values: exact } });
  if (alternatives.length === 1) filters.push(alternatives[0]);
  else if (alternatives.length > 1) filters.push({ kind: 'logic', op: 'or', negated: false, children: alternatives });
  if (exclude.length) filters.push({ kind: 'condition', field, negated: true, op: 'in', value: { kind: 'list', values: exclude } });
  return filters;
}
