const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/**
 * Seed 002 §2.1: the flat list's 'changed' column, how recently a config last changed (its updated
 * time) in buckets a list can be read and grouped by; the age within each bucket is the Updated column's.
 */
export const CHANGED_BUCKETS: readonly (readonly [label: string, withinMs: number])[] = [
  ['Last hour', HOUR],
  ['Last day', DAY],
  ['Last week', 7 * DAY],
  ['Last month', 30 * DAY],
];
export const CHANGED_LONG_AGO = 'Older';

/** The bucket of a config updated at `updatedAt`; nothing for a config never updated. */
export function changedBucket(updatedAt: string | undefined, now: Date): string {
  if (updatedAt === undefined) return '';
  const age = now.getTime() - new Date(updatedAt).getTime();
  if (Number.isNaN(age)) return '';
  return CHANGED_BUCKETS.find(([, within]) => age <= within)?.[0] ?? CHANGED_LONG_AGO;
}
