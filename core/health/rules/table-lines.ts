import type { CheckRow, GroupRow, HealthRow } from './grouping';

/** A line of the health table: a group (open or closed) or a check, maybe inside an open group. */
export type TableLine =
  | { readonly kind: 'group'; readonly key: string; readonly group: GroupRow; readonly open: boolean }
  | { readonly kind: 'check'; readonly key: string; readonly row: CheckRow; readonly nested: boolean };

type CheckLine = Extract<TableLine, { kind: 'check' }>;

/** A check's line, the same object while its row and place are, so the table redraws only what changed. */
const linesOfRows = new WeakMap<CheckRow, CheckLine>();
function checkLine(row: CheckRow, key: string, nested: boolean): CheckLine {
  const kept = linesOfRows.get(row);
  if (kept?.key === key) return kept;
  const line: CheckLine = { kind: 'check', key, row, nested };
  linesOfRows.set(row, line);
  return line;
}

/** Seed 000 §2.4: a group row expands to show its checks right below it. */
export function tableLines(rows: readonly HealthRow[], open: ReadonlySet<string>): TableLine[] {
  return rows.flatMap((row): TableLine[] => {
    if (row.kind === 'check') return [checkLine(row, row.key, false)];
    const isOpen = open.has(row.key);
    return [
      { kind: 'group', key: row.key, group: row, open: isOpen },
      ...(isOpen ? row.checks.map((check) => checkLine(check, `${row.key}/${check.key}`, true)) : []),
    ];
  });
}

/** Clicking a group opens it, or closes it when it is open. */
export function toggleGroup(open: ReadonlySet<string>, key: string): ReadonlySet<string> {
  const next = new Set(open);
  if (next.has(key)) next.delete(key);
  else next.add(key);
  return next;
}
