/** The two files a filtered table downloads as. */
export type ExportFormat = 'csv' | 'json';

export const EXPORT_FORMATS: readonly ExportFormat[] = ['csv', 'json'];

/**
 * Where a list's rows are read from, with the filters and order it shows them in: the relation under
 * /api/db and its PostgREST query string without paging, as the list's adapter built it. Core passes
 * it on untouched from the list to the export.
 */
export interface ExportTable {
  /** The file's name without its extension (`job_histories`). */
  readonly name: string;
  readonly relation: string;
  readonly query: string;
  /**
   * Where the browser pages the rows itself when the server cannot stream them (DECISIONS §38): absent,
   * /api/db/{relation}; `logs`, POST /api/logs with the query's fields as its body (the log lines of a
   * component, which no relation holds); `changes`, always POST /api/catalog/changes with the query as its
   * JSON body (a config's changes with its linked configs', which no filter on one table reads).
   */
  readonly pagedThrough?: 'logs' | 'changes';
}

/** How far an export is: rows received, of `total` when the server said how many there are. */
export interface ExportProgress {
  readonly rows: number;
  readonly total?: number;
}
