/** RFC 4180 text: a cell holding a comma, a quote or a line break is quoted, its quotes doubled. */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One record, ended by CRLF as RFC 4180 says. */
export const csvRecord = (values: readonly unknown[]): string => `${values.map(csvCell).join(',')}\r\n`;

/** Rows of one shape as CSV records under the given columns (an embedded object or array is its JSON). */
export const csvRecords = (columns: readonly string[], rows: readonly Readonly<Record<string, unknown>>[]): string =>
  rows.map((row) => csvRecord(columns.map((column) => row[column]))).join('');

/** Where a CSV reader stands between chunks: records ended so far and whether it is inside a quoted cell. */
export interface CsvCount {
  readonly records: number;
  readonly quoted: boolean;
}

export const CSV_COUNT_START: CsvCount = { records: 0, quoted: false };

/** Counts the records a chunk of CSV ends: a line break inside quotes is part of a cell, not the end of a record. */
export function countCsvRecords(chunk: string, from: CsvCount): CsvCount {
  let { records, quoted } = from;
  for (let i = 0; i < chunk.length; i++) {
    const c = chunk.charCodeAt(i);
    if (c === 34) quoted = !quoted;
    else if (c === 10 && !quoted) records++;
  }
  return { records, quoted };
}
