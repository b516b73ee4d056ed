import type { ExportFormat } from './model';

export const EXPORT_TEXTS = {
  button: 'Export',
  formats: { csv: 'Download CSV', json: 'Download JSON' } satisfies Record<ExportFormat, string>,
  cancel: 'Cancel export',
  /** Toast once the file is handed over. */
  done: (rows: number) => `Exported ${rows} ${rows === 1 ? 'row' : 'rows'}`,
  failed: (reason: string) => `The export failed: ${reason}`,
} as const;
