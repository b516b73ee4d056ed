/** A line read from a log file; `time` is undefined when the line carries none. */
export interface ParsedLine {
  time?: number;
  message: string;
  labels: Record<string, string>;
}

const LEADING_TIME = /^\[?(\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(?::\d{2}(?:[.,]\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)\]?\s*/;
const LEADING_LEVEL = /^\[?(trace|debug|info|notice|warn|warning|error|err|fatal|critical)\]?[:\s]/i;

const TIME_KEYS = ['time', 'timestamp', 'ts', '@timestamp'];
const MESSAGE_KEYS = ['message', 'msg', 'log'];

const text = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value));

/** An ISO time (a space instead of T, a comma before the fraction and no zone, read as UTC), or epoch seconds/ms. */
export function parseTime(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return value < 1e12 ? value * 1000 : value;
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  let iso = value.trim().replace(' ', 'T').replace(',', '.');
  if (!/(Z|[+-]\d{2}:?\d{2})$/.test(iso)) iso += 'Z';
  const parsed = Date.parse(iso);
  return Number.isNaN(parsed) ? undefined : parsed;
}

function jsonLine(line: string): ParsedLine | undefined {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    return undefined;
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const record = value as Record<string, unknown>;
  const timeKey = TIME_KEYS.find((key) => key in record);
  const messageKey = MESSAGE_KEYS.find((key) => key in record);
  const labels: Record<string, string> = {};
  if (record.labels && typeof record.labels === 'object' && !Array.isArray(record.labels)) {
    for (const [key, label] of Object.entries(record.labels as Record<string, unknown>)) labels[key] = text(label);
  }
  // Flat fields other than time and message are labels too (level, logger, pod...).
  for (const [key, field] of Object.entries(record)) {
    if (key === 'labels' || key === timeKey || key === messageKey || field === null || typeof field === 'object') continue;
    labels[key] ??= text(field);
  }
  return {
    time: timeKey ? parseTime(record[timeKey]) : undefined,
    message: messageKey ? text(record[messageKey]) : line,
    labels,
  };
}

/**
 * A JSON object line (time/timestamp, message/msg, labels and flat fields), or a plain text line whose
 * time is a leading ISO timestamp; a leading level word becomes the `level` label.
 */
export function parseLine(line: string): ParsedLine {
  if (line.startsWith('{')) {
    const parsed = jsonLine(line);
    if (parsed) return parsed;
  }
  const timeMatch = LEADING_TIME.exec(line);
  const time = timeMatch ? parseTime(timeMatch[1]) : undefined;
  const message = time !== undefined && timeMatch ? line.slice(timeMatch[0].length) : line;
  const level = LEADING_LEVEL.exec(message)?.[1]?.toLowerCase();
  return { time, message, labels: level ? { level: level === 'warning' ? 'warn' : level === 'err' ? 'error' : level } : {} };
}
