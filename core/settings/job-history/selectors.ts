import type { SnapshotFrom } from 'xstate';
import { type CollectionFilter, type TimeRangeOption } from '../../shared';
import type { JobNamesMachine } from './bind';
import type { JobRun } from './model';
import {
  FILTERABLE_JOB_STATUSES, JOB_RESOURCE_TYPES, RUN_DURATION_CHOICES, formatRunDuration, jobDetailTabs, jobResourceLink, jobTimeRange,
} from './rules';
import { JOB_FILTER_LABELS as L, type JobDetailTab } from './texts';

export interface JobFilterOption {
  readonly value: string;
  readonly label: string;
}

/** One dropdown of the filter bar: the URL parameter it sets, its value and its choices. */
export interface JobFilter {
  readonly param: 'name' | 'resource_type' | 'status' | 'runDuration';
  readonly label: string;
  readonly value: string;
  readonly options: readonly JobFilterOption[];
}

export interface JobFilterBar {
  readonly filters: readonly JobFilter[];
  readonly timeRange: TimeRangeOption;
  /** Why the name choices could not be loaded. */
  readonly namesError?: string;
}

/** A tri-state value a dropdown cannot say (a hand-written URL) is offered as it is, so the dropdown shows it. */
const withCurrent = (value: string, options: readonly JobFilterOption[]): readonly JobFilterOption[] =>
  value === '' || options.some((o) => o.value === value) ? options : [...options, { value, label: value }];

const oneOf = (values: readonly string[]): JobFilterOption[] => [
  { value: '', label: L.all },
  ...values.map((value) => ({ value: `${value}:1`, label: value })),
];

/**
 * Seed 002 §2.2's filter bar over the page's filters: name (the job names known), resource type,
 * status (all, all but SUCCESS, or one of the filterable statuses; seed 002 §4: STOPPED is not
 * offered), run duration and the time range.
 */
export function jobFilterBar(filter: CollectionFilter, names: readonly string[], namesError?: string): JobFilterBar {
  const value = (param: JobFilter['param']) => filter[param] ?? '';
  const statusOptions: JobFilterOption[] = [
    { value: '', label: L.all },
    { value: 'SUCCESS:-1', label: L.excluded('SUCCESS') },
    ...FILTERABLE_JOB_STATUSES.map((status) => ({ value: `${status}:1`, label: status })),
  ];
  const durations = [{ value: '', label: L.all }, ...RUN_DURATION_CHOICES.map((d) => ({ value: String(d.ms), label: L.atLeast(d.label) }))];
  return {
    filters: [
      { param: 'name', label: L.name, value: value('name'), options: withCurrent(value('name'), oneOf(names)) },
      { param: 'resource_type', label: L.resourceType, value: value('resource_type'), options: withCurrent(value('resource_type'), oneOf(JOB_RESOURCE_TYPES)) },
      { param: 'status', label: L.status, value: value('status'), options: withCurrent(value('status'), statusOptions) },
      { param: 'runDuration', label: L.runDuration, value: value('runDuration'), options: withCurrent(value('runDuration'), durations) },
    ],
    timeRange: jobTimeRange(filter),
    namesError,
  };
}

/** What one row shows: its cells, where its resource links, and the detail modal's tabs (none: not offered). */
export interface JobRow {
  readonly run: JobRun;
  readonly duration: string;
  readonly link?: string;
  readonly detailTabs: readonly JobDetailTab[];
  /** The tab the detail modal opens on: the first non-empty one. */
  readonly firstTab?: JobDetailTab;
}

export function jobRow(run: JobRun): JobRow {
  const detailTabs = jobDetailTabs(run.details);
  return {
    run,
    duration: run.durationMillis === undefined ? '' : formatRunDuration(run.durationMillis),
    link: jobResourceLink(run),
    detailTabs,
    firstTab: detailTabs[0],
  };
}

export const selectJobNames = (snapshot: SnapshotFrom<JobNamesMachine>) => ({
  names: snapshot.context.names,
  error: snapshot.context.error,
});
