import type { ExportFormat, ExportProgress, ExportTable } from '../../core/shared';
import type { ExportPort, ExportRun } from '../../core/shared/export';

interface PendingExport {
  readonly table: ExportTable;
  readonly format: ExportFormat;
  readonly progress: (progress: ExportProgress) => void;
  cancelled: boolean;
  finish(): void;
  fail(error: Error): void;
}

/** Exports held open until the test reports their progress and ends them. */
export class FakeExportPort implements ExportPort {
  readonly runs: PendingExport[] = [];

  run(table: ExportTable, format: ExportFormat, progress: (progress: ExportProgress) => void): ExportRun {
    let finish!: () => void;
    let fail!: (error: Error) => void;
    const done = new Promise<void>((resolve, reject) => {
      finish = resolve;
      fail = reject;
    });
    const pending: PendingExport = { table, format, progress, cancelled: false, finish, fail };
    this.runs.push(pending);
    return {
      done,
      cancel: () => {
        pending.cancelled = true;
        fail(new Error('cancelled'));
      },
    };
  }

  get last(): PendingExport | undefined {
    return this.runs.at(-1);
  }
}
