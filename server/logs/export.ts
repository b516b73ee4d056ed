import { csvRecord, csvRecords } from '../../core/shared/export/csv';
import type { ExportFormat } from '../../core/shared/export/model';
import type { ServerConfig } from '../config';
import type { Queryable } from '../db/database';
import { MAX_LOGS_LIMIT, searchSelector, type LogsOptions, type SelectorSearch } from './component-logs';
import type { LogPage } from './log-query';

/** The columns of a logs file: a line as POST /api/logs answers it. */
const COLUMNS = ['id', 'timestamp', 'message', 'labels'] as const;

export interface LogsExportInput {
  db: Queryable;
  config: ServerConfig;
  roles: readonly string[];
  search: SelectorSearch;
  format: ExportFormat;
  options?: LogsOptions;
}

export interface LogsExport {
  /** Lines the file will hold, as the backend counted them for the first page. */
  total: number;
  body: ReadableStream<Uint8Array>;
}

const rowsOf = (page: LogPage) =>
  page.entries.map((entry) => ({ id: entry.id, timestamp: new Date(entry.time).toISOString(), message: entry.message, labels: entry.labels }));

/**
 * Every line a logs search matches as one CSV or JSON file, read from the backend a page of
 * MAX_LOGS_LIMIT lines at a time while the client takes them. The first page is read before the answer
 * starts, so a search the list would refuse is refused here with its status and message.
 */
export async function exportLogs(input: LogsExportInput): Promise<LogsExport> {
  const { search } = input;
  const page = (offset: number) =>
    searchSelector(input.db, input.config, input.roles, { ...search, query: { ...search.query, limit: MAX_LOGS_LIMIT, offset } }, input.options);
  let next: LogPage | undefined = await page(0);
  const total = next.total;
  let offset = 0;
  let written = 0;
  const encoder = new TextEncoder();
  const encode = (rows: ReturnType<typeof rowsOf>) => {
    // JSON: one line a row, as the browser counts its progress.
    const text = input.format === 'csv'
      ? `${written === 0 && rows.length ? csvRecord(COLUMNS) : ''}${csvRecords(COLUMNS, rows)}`
      : rows.map((row, i) => `${written + i === 0 ? '' : ',\n'}${JSON.stringify(row)}`).join('');
    written += rows.length;
    return text;
  };
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      if (input.format === 'json') controller.enqueue(encoder.encode('['));
    },
    async pull(controller) {
      const current: LogPage = next ?? (await page(offset));
      next = undefined;
      const text = encode(rowsOf(current));
      if (text) controller.enqueue(encoder.encode(text));
      if (current.nextOffset === undefined || current.entries.length === 0) {
        if (input.format === 'json') controller.enqueue(encoder.encode(']\n'));
        controller.close();
      } else offset = current.nextOffset;
    },
  });
  return { total, body };
}
