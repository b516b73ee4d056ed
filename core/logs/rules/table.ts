/** Seed 001 §2.9: the logs table. */
export const LOGS_COLUMNS = ['time', 'message', 'labels'] as const;
export type LogsColumn = (typeof LOGS_COLUMNS)[number];

export interface ColumnSize {
  readonly size: number;
  readonly maxSize?: number;
}

export const DEFAULT_COLUMN_SIZES: Readonly<Record<LogsColumn, ColumnSize>> = {
  time: { size: 5, maxSize: 6 },
  message: { size: 300 },
  labels: { size: 100 },
};

/** Seed 001 §2.9: the logs table's rows are estimated at 62 px, with 10 kept drawn beyond each edge of the view. */
export const LOGS_ROW_ESTIMATE_PX = 62;
export const LOGS_OVERSCAN_ROWS = 10;

/** Column sizes are remembered in this browser under this key, 500 ms after the last resize. */
export const LOGS_COLUMN_SIZES_KEY = 'logsTableColumnSizes';
export const LOGS_COLUMN_SIZES_DEBOUNCE_MS = 500;

export type ColumnSizes = Readonly<Partial<Record<LogsColumn, number>>>;

const isColumn = (name: string): name is LogsColumn => (LOGS_COLUMNS as readonly string[]).includes(name);

/** The remembered sizes; anything unreadable is forgotten rather than breaking the table. */
export function readColumnSizes(stored: string | undefined): ColumnSizes {
  if (!stored) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(stored);
  } catch {
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
  return Object.fromEntries(
    Object.entries(parsed).filter(
      (entry): entry is [LogsColumn, number] => isColumn(entry[0]) && typeof entry[1] === 'number' && entry[1] > 0,
    ),
  );
}

export const writeColumnSizes = (sizes: ColumnSizes): string => JSON.stringify(sizes);

/** Each column's size: the remembered one within the column's max, else the default. */
export function columnSizes(remembered: ColumnSizes): Record<LogsColumn, ColumnSize> {
  const sizes = {} as Record<LogsColumn, ColumnSize>;
  for (const column of LOGS_COLUMNS) {
    const fallback = DEFAULT_COLUMN_SIZES[column];
    const wanted = remembered[column];
    const size = wanted === undefined ? fallback.size : Math.min(wanted, fallback.maxSize ?? wanted);
    sizes[column] = { ...fallback, size };
  }
  return sizes;
}
