import { serviceIdentifier } from '../service-identifier';
import type { ExportFormat, ExportProgress, ExportTable } from './model';

/** An export under way: settles when the file was handed to the person, or with why it could not be. */
export interface ExportRun {
  readonly done: Promise<void>;
  /** Stops reading; `done` then rejects and no file is saved. */
  cancel(): void;
}

/**
 * Reads every row of a filtered table as one file and hands it to the person (a browser download):
 * streamed by the built-in backend, paged through /api/db against a Mission Control (DECISIONS §38).
 */
export const ExportPort = serviceIdentifier<ExportPort>('ExportPort');
export interface ExportPort {
  run(table: ExportTable, format: ExportFormat, progress: (progress: ExportProgress) => void): ExportRun;
}
