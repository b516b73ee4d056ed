import type { CheckRow, GroupRow, HealthRow } from './grouping';

/** A line of the health table: a group (open or closed) or a check, maybe inside an open group. */
export type TableLine =
  | { readonly kind: 'group'; readonly key: string; readonly group: GroupRow; readonly open: boolean }
  | { readonly kind: 'check'; readonly key: string; readonly row: CheckRow; readonly nested: boolean };

/** Seed 000 §2.4: a group row expands to show its checks right below it. */
export function tableLines(rows: readonly HealthRow[], open: ReadonlySet<string>): TableLine[] {
  return rows.flatMap((row): TableLine[] => {
    if (row.kind === 'check') return [{ kind: 'check', key: row.key, row, nested: false }];
    const isOpen = open.has(row.key);
    return [
      { kind: 'group', key: row.key, group: row, open: isOpen },
      ...(isOpen ? row.checks.map((check) => ({ kind: 'check' as const, key: `${row.key}/${check.key}`, row: check, nested: true })) : []),
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
