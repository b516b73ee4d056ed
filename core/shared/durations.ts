/** Seed 000 §4: refresh rates and intervals are written with the suffixes s, m, h, d and w. */
export const DURATION_UNITS_MS = {
  s: 1_000,
  m: 60_000,
  h: 3_600_000,
  d: 86_400_000,
  w: 604_800_000,
} as const;
export type DurationUnit = keyof typeof DURATION_UNITS_MS;

const DURATION_PATTERN = /^(\d+(?:\.\d+)?)([smhdw])$/;

/** Milliseconds in a duration such as `15s`, `2m` or `1w`; undefined when it is not one. */
export function parseDuration(text: string): number | undefined {
  const match = DURATION_PATTERN.exec(text.trim());
  if (!match) return undefined;
  return Math.round(Number(match[1]) * DURATION_UNITS_MS[match[2] as DurationUnit]);
}
