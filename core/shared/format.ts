/** One formatter per precision: Number#toLocaleString with options builds one per call, which a table redrawn live feels. */
const formatters = new Map<number, Intl.NumberFormat>();
const grouped = (value: number, decimals: number) => {
  let formatter = formatters.get(decimals);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-US', { minimumFractionDigits: 0, maximumFractionDigits: decimals });
    formatters.set(decimals, formatter);
  }
  return formatter.format(value);
};

/** Seed 001 §9 and seed 002 §9: a count badge shows counts above 999 in thousands with k+. */
export function formatCount(count: number): string {
  return count > 999 ? `${Math.floor(count / 1000)}k+` : String(count);
}

/** A count badge is highlighted red from this count on. */
export const HIGH_COUNT_THRESHOLD = 500;
export const isHighCount = (count: number): boolean => count >= HIGH_COUNT_THRESHOLD;

const BYTE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB', 'PB', 'EB'] as const;

/** Bytes in steps of 1024, at most `decimals` decimals: 1536 → "1.5 KB". */
export function formatBytes(bytes: number, decimals = 2): string {
  if (!Number.isFinite(bytes)) return '';
  const sign = bytes < 0 ? '-' : '';
  let value = Math.abs(bytes);
  let unit = 0;
  while (value >= 1024 && unit < BYTE_UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${sign}${grouped(value, decimals)} ${BYTE_UNITS[unit]}`;
}

/** Seed 002 §9: '$' with 2 decimals when the value is 10 or less, else with none. */
export function formatCost(value: number): string {
  const decimals = Math.abs(value) <= 10 ? 2 : 0;
  const amount = Math.abs(value).toLocaleString('en-US', {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  });
  return `${value < 0 ? '-' : ''}$${amount}`;
}

/** Seed 002 §9: a percentage over 100 reads as a multiplier, 250 → "2.5x". */
export function formatPercent(percent: number, decimals = 2): string {
  return percent > 100 ? `${grouped(percent / 100, decimals)}x` : `${grouped(percent, decimals)}%`;
}

/** The zero timestamp the backend sends for "never" (Go's zero time). */
export const ZERO_DATE = '0001-01-01';

export const isZeroDate = (value: string | null | undefined): boolean =>
  value == null || value === '' || value.startsWith(ZERO_DATE);

/** The date, or undefined when it is missing or the zero date. */
export const dateOrEmpty = (value: string | null | undefined): string | undefined =>
  isZeroDate(value) ? undefined : (value as string);
