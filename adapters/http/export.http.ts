import {
  CSV_COUNT_START, countCsvRecords, csvRecord, csvRecords, type ExportPort, type ExportRun,
} from '../../core/shared/export';
import { DomainError, isDomainError, type DownloadPort, type ExportFormat, type ExportProgress, type ExportTable } from '../../core/shared';
import type { HttpClient } from './client';
import { parseContentRange } from './postgrest';

/** Mission Control's PostgREST answers at most this many rows a request (db-max-rows). */
export const EXPORT_PAGE_ROWS = 2000;

const MEDIA_TYPES: Record<ExportFormat, string> = { csv: 'text/csv', json: 'application/json' };

const cancelled = () => new DomainError('invalid', 'The export was cancelled');

/** /api/export answers 404 without PostgREST's error code where it does not exist (a Mission Control behind the proxy). */
const noExportRoute = (error: unknown) =>
  isDomainError(error) && error.kind === 'not_found' && (error.details as { code?: unknown } | undefined)?.code === undefined;

/**
 * Exports over the console's HTTP client: the built-in backend streams the file from /api/export (its
 * rows counted as they come, against the Content-Range total it sends first); where that route does not
 * exist, the rows are paged through /api/db and the file is written here (DECISIONS §38).
 */
export class HttpExportAdapter implements ExportPort {
  constructor(
    private readonly http: HttpClient,
    private readonly download: DownloadPort,
  ) {}

  run(table: ExportTable, format: ExportFormat, progress: (progress: ExportProgress) => void): ExportRun {
    let stop = false;
    const stopped = () => stop;
    const done = (async () => {
      let parts: BlobPart[];
      try {
        parts = table.pagedThrough === 'changes' ? await this.pagedChanges(table, format, progress, stopped) : await this.streamed(table, format, progress, stopped);
      } catch (error) {
        if (!noExportRoute(error)) throw error;
        parts = table.pagedThrough === 'logs' ? await this.pagedLogs(table, format, progress, stopped) : await this.paged(table, format, progress, stopped);
      }
      if (stop) throw cancelled();
      this.download.save(`${table.name}.${format}`, new Blob(parts, { type: MEDIA_TYPES[format] }), MEDIA_TYPES[format]);
    })();
    return {
      done,
      cancel: () => {
        stop = true;
      },
    };
  }

  private async streamed(table: ExportTable, format: ExportFormat, progress: (p: ExportProgress) => void, stopped: () => boolean): Promise<BlobPart[]> {
    const response = await this.http.request(`/export/${table.relation}`, {
      query: table.query,
      headers: { Accept: MEDIA_TYPES[format] },
      responseType: 'stream',
    });
    const total = parseContentRange(response.headers.get('content-range'));
    progress({ rows: 0, total });
    const reader = (response.data as ReadableStream<Uint8Array<ArrayBuffer>>).getReader();
    const decoder = new TextDecoder();
    const parts: BlobPart[] = [];
    let count = CSV_COUNT_START;
    let lines = 0;
    for (;;) {
      if (stopped()) {
        await reader.cancel();
        throw cancelled();
      }
      const { done, value } = await reader.read();
      if (done) break;
      parts.push(value);
      const text = decoder.decode(value, { stream: true });
      // CSV: records less the header; JSON: the server writes one row a line.
      if (format === 'csv') count = countCsvRecords(text, count);
      else for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) lines++;
      const rows = format === 'csv' ? Math.max(0, count.records - 1) : lines;
      progress({ rows: total === undefined ? rows : Math.min(rows, total), total });
    }
    progress({ rows: total ?? (format === 'csv' ? Math.max(0, count.records - 1) : lines), total });
    return parts;
  }

  private async paged(table: ExportTable, format: ExportFormat, progress: (p: ExportProgress) => void, stopped: () => boolean): Promise<BlobPart[]> {
    const file = new PagedFile(format);
    let total: number | undefined;
    for (;;) {
      if (stopped()) throw cancelled();
      const paging = `offset=${file.rows}&limit=${EXPORT_PAGE_ROWS}`;
      const response = await this.http.request(`/db/${table.relation}`, {
        query: table.query ? `${table.query}&${paging}` : paging,
        headers: { Prefer: 'count=exact' },
      });
      const rows = (Array.isArray(response.data) ? response.data : []) as Record<string, unknown>[];
      total = parseContentRange(response.headers.get('content-range')) ?? total;
      file.add(rows);
      progress({ rows: file.rows, total });
      if (rows.length < EXPORT_PAGE_ROWS || (total !== undefined && file.rows >= total)) break;
    }
    return file.end();
  }

  /** Changes through POST /catalog/changes, page by page (numbered from 1) until its total is read. */
  private async pagedChanges(table: ExportTable, format: ExportFormat, progress: (p: ExportProgress) => void, stopped: () => boolean): Promise<BlobPart[]> {
    const file = new PagedFile(format);
    const search = JSON.parse(table.query) as Record<string, unknown>;
    for (let page = 1; ; page++) {
      if (stopped()) throw cancelled();
      const response = await this.http.request('/catalog/changes', { method: 'POST', body: { ...search, page, page_size: EXPORT_PAGE_ROWS } });
      const body = (response.data ?? {}) as { total?: number; changes?: Record<string, unknown>[] };
      const rows = Array.isArray(body.changes) ? body.changes : [];
      const total = typeof body.total === 'number' ? body.total : undefined;
      file.add(rows);
      progress({ rows: file.rows, total });
      if (rows.length < EXPORT_PAGE_ROWS || (total !== undefined && file.rows >= total)) break;
    }
    return file.end();
  }

  /** A component's log lines through POST /logs, its next page while it names one (a Mission Control answers them all at once). */
  private async pagedLogs(table: ExportTable, format: ExportFormat, progress: (p: ExportProgress) => void, stopped: () => boolean): Promise<BlobPart[]> {
    const file = new PagedFile(format);
    const search = Object.fromEntries(new URLSearchParams(table.query));
    let page: string | undefined;
    for (;;) {
      if (stopped()) throw cancelled();
      const response = await this.http.request('/logs', {
        method: 'POST',
        body: { ...search, limit: EXPORT_PAGE_ROWS, ...(page === undefined ? {} : { page }) },
      });
      const body = (response.data ?? {}) as { total?: number; results?: Record<string, unknown>[]; nextPage?: string };
      const rows = Array.isArray(body.results) ? body.results : [];
      file.add(rows);
      progress({ rows: file.rows, total: typeof body.total === 'number' ? body.total : undefined });
      page = body.nextPage;
      if (!page || rows.length === 0) break;
    }
    return file.end();
  }
}

/** A file written in the browser from pages of rows: CSV under the first row's columns, or one JSON array. */
class PagedFile {
  private readonly parts: BlobPart[] = [];
  private columns: string[] | undefined;
  rows = 0;

  constructor(private readonly format: ExportFormat) {}

  add(rows: readonly Record<string, unknown>[]): void {
    if (this.format === 'csv') {
      if (!this.columns && rows.length) {
        this.columns = Object.keys(rows[0]!);
        this.parts.push(csvRecord(this.columns));
      }
      if (this.columns) this.parts.push(csvRecords(this.columns, rows));
    } else if (rows.length) {
      this.parts.push(`${this.rows === 0 ? '[' : ',\n'}${rows.map((row) => JSON.stringify(row)).join(',\n')}`);
    }
    this.rows += rows.length;
  }

  end(): BlobPart[] {
    if (this.format === 'json') this.parts.push(this.rows === 0 ? '[]\n' : ']\n');
    return this.parts;
  }
}
