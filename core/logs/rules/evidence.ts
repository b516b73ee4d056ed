import { canPerform } from '../../access';
import type { LogLine } from '../model';

/** Seed 001 §2.9 and §9: evidence from logs carries this many lines before and after the selection. */
export const LOG_CONTEXT_LINES = 3;

/** Rows can be selected, and added as evidence, only outside view-only mode and with write on incidents. */
export const canSelectLogRows = (options: { viewOnly: boolean; roles: readonly string[] }): boolean =>
  !options.viewOnly && canPerform(options.roles, 'evidence.attach');

/** Selecting a selected row unselects it; the selection stays in line order. */
export function toggleRow(selected: readonly number[], index: number): number[] {
  return selected.includes(index) ? selected.filter((i) => i !== index) : [...selected, index].sort((a, b) => a - b);
}

/** The lines to keep: each selected line with up to 3 lines before and after it, in order, once each. */
export function withContext(selected: readonly number[], lineCount: number, context = LOG_CONTEXT_LINES): number[] {
  const kept = new Set<number>();
  for (const index of selected) {
    if (index < 0 || index >= lineCount) continue;
    for (let i = Math.max(0, index - context); i <= Math.min(lineCount - 1, index + context); i++) kept.add(i);
  }
  return [...kept].sort((a, b) => a - b);
}

/** The evidence payload of seed 001 §3: line number (from 1, as listed) to text, and the selected ones. */
export interface LogEvidencePayload {
  readonly lines: Readonly<Record<string, string>>;
  readonly selected_lines: Readonly<Record<string, string>>;
}

export interface LogEvidence {
  readonly type: 'log';
  readonly componentId?: string;
  readonly description: string;
  readonly evidence: LogEvidencePayload;
}

const lineText = (line: LogLine) => (line.timestamp ? `${line.timestamp} ${line.message}` : line.message);

/**
 * The evidence for the selected rows of the logs table. Each line reads as its time then its message,
 * so the incident shows when it was logged.
 */
export function logEvidence(args: {
  readonly lines: readonly LogLine[];
  readonly selected: readonly number[];
  readonly componentId?: string;
  readonly description?: string;
}): LogEvidence {
  const entry = (index: number): [string, string] => [String(index + 1), lineText(args.lines[index]!)];
  const inRange = args.selected.filter((i) => i >= 0 && i < args.lines.length);
  return {
    type: 'log',
    ...(args.componentId ? { componentId: args.componentId } : {}),
    description: args.description ?? `${inRange.length} log line${inRange.length === 1 ? '' : 's'}`,
    evidence: {
      lines: Object.fromEntries(withContext(inRange, args.lines.length).map(entry)),
      selected_lines: Object.fromEntries([...inRange].sort((a, b) => a - b).map(entry)),
    },
  };
}
