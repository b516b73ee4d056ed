import { TIME_RANGE_NAMES, type TimeRangeName } from '../../shared';

/** Seed 001 §2.12: the snapshot's Time Range offers the time range options, the first by default. */
export const SNAPSHOT_TIME_RANGES: readonly TimeRangeName[] = TIME_RANGE_NAMES;
export const DEFAULT_SNAPSHOT_TIME_RANGE: TimeRangeName = SNAPSHOT_TIME_RANGES[0]!;

export interface SnapshotOptions {
  /** How far back the snapshot goes, a duration such as 15m. */
  readonly start: string;
  /** Include related components (off by default). */
  readonly related: boolean;
}

export const DEFAULT_SNAPSHOT_OPTIONS: SnapshotOptions = { start: DEFAULT_SNAPSHOT_TIME_RANGE, related: false };
