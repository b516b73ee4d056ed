import type { SnapshotFrom } from 'xstate';
import type { ExportMachine } from './export.machine';
import type { ExportFormat } from './model';

/** What the export button shows. */
export interface ExportView {
  readonly running: boolean;
  readonly format?: ExportFormat;
  readonly rows: number;
  readonly total?: number;
  /** 0 to 100 when the total is known; absent, the bar is indeterminate. */
  readonly percent?: number;
  /** `1,234 of 50,000 rows`. */
  readonly progressText: string;
}

const count = (n: number) => n.toLocaleString('en-US');

export function selectExportView(snapshot: SnapshotFrom<ExportMachine>): ExportView {
  const { progress, format } = snapshot.context;
  const running = snapshot.hasTag('busy');
  const { rows, total } = progress;
  return {
    running,
    format: running ? format : undefined,
    rows,
    total,
    percent: total === undefined ? undefined : total === 0 ? 100 : Math.min(100, Math.round((rows / total) * 100)),
    progressText: total === undefined ? `${count(rows)} rows` : `${count(rows)} of ${count(total)} rows`,
  };
}
