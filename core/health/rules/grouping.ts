import type { CheckSummary, Uptime } from '../model';
import { NO_GROUP_VALUE, OTHER_CHECKS_GROUP } from '../texts';
import { groupHealth, type GroupHealth } from './health-colours';
import { uptimePercent } from './formatting';

export interface SelectOption {
  readonly value: string;
  readonly label: string;
}

export const NO_GROUPING = 'no-group';
export const DEFAULT_GROUP_BY = 'canary_name';

/** Seed 000 §2.4: the built-in Group By choices; label keys follow them. */
export const GROUP_BY_CHOICES: readonly SelectOption[] = [
  { value: NO_GROUPING, label: 'No Grouping' },
  { value: 'canary_name', label: 'Group Name' },
  { value: 'name', label: 'Name' },
  { value: 'description', label: 'Description' },
  { value: 'type', label: 'Type' },
];

const BUILT_IN_GROUPS = new Set(GROUP_BY_CHOICES.map((choice) => choice.value));

/** Every label key the checks carry, sorted. */
export function labelKeys(checks: readonly CheckSummary[]): string[] {
  return [...new Set(checks.flatMap((check) => Object.keys(check.labels ?? {})))].sort((a, b) => a.localeCompare(b));
}

export function groupByOptions(checks: readonly CheckSummary[]): SelectOption[] {
  const labels = labelKeys(checks).filter((key) => !BUILT_IN_GROUPS.has(key));
  return [...GROUP_BY_CHOICES, ...labels.map((key) => ({ value: key, label: key }))];
}

export interface CheckRow {
  readonly kind: 'check';
  readonly key: string;
  readonly check: CheckSummary;
  /** Grouped by name, a check shows the part of its name after the first slash. */
  readonly displayName: string;
}

export interface GroupRow {
  readonly kind: 'group';
  readonly key: string;
  readonly name: string;
  readonly health: GroupHealth;
  /** Runs of all its checks together. */
  readonly uptime: Pick<Uptime, 'passed' | 'failed'>;
  /** The slowest p99 of its checks. */
  readonly p99?: number;
  readonly checks: readonly CheckRow[];
}

export type HealthRow = CheckRow | GroupRow;

export type CheckSortKey = 'name' | 'status' | 'uptime' | 'latency' | 'last_transition_time';
export const CHECK_SORT_KEYS: readonly CheckSortKey[] = ['name', 'status', 'uptime', 'latency', 'last_transition_time'];

export interface CheckSort {
  readonly sortBy?: string;
  readonly sortDesc?: boolean;
}

const sortValue = (row: CheckRow, key: CheckSortKey): string | number => {
  switch (key) {
    case 'status':
      return row.check.status;
    case 'uptime':
      return uptimePercent(row.check.uptime) ?? -1;
    case 'latency':
      return row.check.latency.p99 ?? -1;
    case 'last_transition_time':
      return row.check.lastTransitionTime ?? '';
    case 'name':
      return row.displayName.toLowerCase();
  }
};

/** Rows by the table's sort column (name when none or unknown); ties keep name order. */
/** One collator for every sort: String#localeCompare builds one per call, which thousands of checks feel. */
const compareText = new Intl.Collator().compare;

export function sortCheckRows(rows: readonly CheckRow[], sort: CheckSort = {}): CheckRow[] {
  const key = (CHECK_SORT_KEYS as readonly string[]).includes(sort.sortBy ?? '') ? (sort.sortBy as CheckSortKey) : 'name';
  const direction = sort.sortDesc ? -1 : 1;
  const byName = (a: CheckRow, b: CheckRow) => compareText(a.displayName, b.displayName) || compareText(a.key, b.key);
  return [...rows].sort((a, b) => {
    const left = sortValue(a, key);
    const right = sortValue(b, key);
    const order = typeof left === 'number' && typeof right === 'number' ? left - right : compareText(String(left), String(right));
    return order !== 0 ? order * direction : byName(a, b);
  });
}

/**
 * A check's row, the same object while the check is: a live run replaces one check, and the table
 * redraws only the rows whose object changed.
 */
const rowsOfChecks = new WeakMap<CheckSummary, CheckRow>();
function checkRow(check: CheckSummary, displayName = check.name): CheckRow {
  const kept = rowsOfChecks.get(check);
  if (kept?.displayName === displayName) return kept;
  const row: CheckRow = { kind: 'check', key: check.id, check, displayName };
  rowsOfChecks.set(check, row);
  return row;
}

function groupOf(check: CheckSummary, groupBy: string): { group: string; displayName: string } {
  switch (groupBy) {
    case 'canary_name':
      return { group: check.canaryName || NO_GROUP_VALUE, displayName: check.name };
    case 'description':
      return { group: check.description || NO_GROUP_VALUE, displayName: check.name };
    case 'type':
      return { group: check.type || NO_GROUP_VALUE, displayName: check.name };
    case 'name': {
      const slash = check.name.indexOf('/');
      return slash < 0
        ? { group: check.name || NO_GROUP_VALUE, displayName: check.name }
        : { group: check.name.slice(0, slash), displayName: check.name.slice(slash + 1) };
    }
    default:
      return { group: check.labels?.[groupBy] ?? OTHER_CHECKS_GROUP, displayName: check.name };
  }
}

const maxOf = (values: (number | undefined)[]) => {
  const known = values.filter((value): value is number => value !== undefined);
  return known.length > 0 ? Math.max(...known) : undefined;
};

/** Groups that hold nothing real sort after the named ones. */
const isCatchAll = (name: string) => name === OTHER_CHECKS_GROUP || name === NO_GROUP_VALUE;

/**
 * Seed 000 §2.4: the table's rows. Grouped by description, canary_name, type, name (split on the first
 * slash) or a label key, checks sharing a value form an expandable group; a value only one check has
 * shows that check itself, under its full name.
 */
export function groupChecks(checks: readonly CheckSummary[], groupBy: string, sort: CheckSort = {}): HealthRow[] {
  if (groupBy === NO_GROUPING || groupBy === '') return sortCheckRows(checks.map((check) => checkRow(check)), sort);
  const groups = new Map<string, CheckRow[]>();
  for (const check of checks) {
    const { group, displayName } = groupOf(check, groupBy);
    const members = groups.get(group);
    if (members) members.push(checkRow(check, displayName));
    else groups.set(group, [checkRow(check, displayName)]);
  }
  const names = [...groups.keys()].sort((a, b) => Number(isCatchAll(a)) - Number(isCatchAll(b)) || compareText(a, b));
  return names.map((name): HealthRow => {
    const rows = groups.get(name)!;
    if (rows.length === 1) return checkRow(rows[0]!.check);
    return {
      kind: 'group',
      key: `group:${name}`,
      name,
      health: groupHealth(rows.map((row) => row.check.status)),
      uptime: {
        passed: rows.reduce((sum, row) => sum + (row.check.uptime.passed ?? 0), 0),
        failed: rows.reduce((sum, row) => sum + (row.check.uptime.failed ?? 0), 0),
      },
      p99: maxOf(rows.map((row) => row.check.latency.p99)),
      checks: sortCheckRows(rows, sort),
    };
  });
}
