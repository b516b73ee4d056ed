import { SelectField } from './select-field';

const UNITS: Record<string, [string, string]> = {
  m: ['minute', 'minutes'],
  h: ['hour', 'hours'],
  d: ['day', 'days'],
  w: ['week', 'weeks'],
  mo: ['month', 'months'],
  y: ['year', 'years'],
};

/** `1h` → "Last 1 hour", `2mo` → "Last 2 months". */
export function timeRangeLabel(name: string): string {
  const match = /^(\d+)(mo|m|h|d|w|y)$/.exec(name);
  if (!match) return name;
  const amount = Number(match[1]);
  const [one, many] = UNITS[match[2]!]!;
  return `Last ${amount} ${amount === 1 ? one : many}`;
}

export interface TimeRangeSelectProps {
  readonly value: string;
  /** Range names such as 1h, 3d, 2w, 1mo, in the order to offer them. */
  readonly ranges: readonly string[];
  readonly onChange: (range: string) => void;
  readonly label?: string;
}

/** Picks one of a list of ranges that end now. */
export function TimeRangeSelect({ value, ranges, onChange, label = 'Time Range' }: TimeRangeSelectProps) {
  return (
    <SelectField label={label} value={value} onChange={onChange} options={ranges.map((range) => ({ value: range, label: timeRangeLabel(range) }))} />
  );
}
