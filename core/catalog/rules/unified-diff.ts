/** One line of a unified diff, with its numbers in the old and new text. */
export interface DiffLine {
  readonly kind: 'hunk' | 'added' | 'removed' | 'same';
  readonly text: string;
  readonly oldLine?: number;
  readonly newLine?: number;
}

/** The lines of a unified diff (`diff -u`): file headers dropped, each line numbered from its hunk header. */
export function parseUnifiedDiff(diff: string): DiffLine[] {
  const lines: DiffLine[] = [];
  let oldLine = 0;
  let newLine = 0;
  for (const line of diff.split('\n')) {
    if (line.startsWith('---') || line.startsWith('+++') || line.startsWith('Index:') || line.startsWith('====') || line.startsWith('\\')) continue;
    const hunk = /^@@ -(\d+)(?:,\d+)? \+(\d+)(?:,\d+)? @@/.exec(line);
    if (hunk) {
      oldLine = Number(hunk[1]);
      newLine = Number(hunk[2]);
      lines.push({ kind: 'hunk', text: line });
    } else if (line.startsWith('+')) lines.push({ kind: 'added', text: line.slice(1), newLine: newLine++ });
    else if (line.startsWith('-')) lines.push({ kind: 'removed', text: line.slice(1), oldLine: oldLine++ });
    else if (line.startsWith(' ')) lines.push({ kind: 'same', text: line.slice(1), oldLine: oldLine++, newLine: newLine++ });
  }
  return lines;
}

/** A row of the side-by-side view: the old line on the left, the new on the right. */
export interface SideBySideRow {
  readonly left?: DiffLine;
  readonly right?: DiffLine;
  readonly hunk?: string;
}

/** Removed and added lines of one run are paired, row by row; unchanged lines stand on both sides. */
export function sideBySide(lines: readonly DiffLine[]): SideBySideRow[] {
  const rows: SideBySideRow[] = [];
  let removed: DiffLine[] = [];
  let added: DiffLine[] = [];
  const flush = () => {
    for (let i = 0; i < Math.max(removed.length, added.length); i++) rows.push({ left: removed[i], right: added[i] });
    removed = [];
    added = [];
  };
  for (const line of lines) {
    if (line.kind === 'removed') removed.push(line);
    else if (line.kind === 'added') added.push(line);
    else {
      flush();
      rows.push(line.kind === 'hunk' ? { hunk: line.text } : { left: line, right: line });
    }
  }
  flush();
  return rows;
}
