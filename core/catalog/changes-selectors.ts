import type { SnapshotFrom } from 'xstate';
import type { CollectionView } from '../shared';
import type { ChangeDetailsMachine } from './machines/change-details.machine';
import type { ChangeDetail, ConfigChange } from './model';
import { parseUnifiedDiff, sideBySide, type DiffLine, type SideBySideRow } from './rules';

const UNITS: readonly [string, number][] = [['d', 86_400_000], ['h', 3_600_000], ['m', 60_000], ['s', 1000]];

/** A span as its largest unit: 3d, 5h, 12m. */
export function spanText(from: string, to: string): string {
  const ms = Math.max(0, new Date(to).getTime() - new Date(from).getTime());
  const [unit, size] = UNITS.find(([, length]) => ms >= length) ?? ['s', 1000];
  return `${Math.floor(ms / size)}${unit}`;
}

/** Seed 002 §2.1: Last Seen adds 'x N over first-observed' when the change was seen more than once. */
export const repeatText = (change: ConfigChange): string | undefined =>
  change.count > 1 ? `x ${change.count} over ${change.firstObserved ? spanText(change.firstObserved, change.createdAt) : '?'}` : undefined;

/** An active filter of the change list, with the words its chip shows. */
export interface FilterChip {
  readonly name: string;
  readonly label: string;
}

const CHIP_NAMES: Readonly<Record<string, string>> = { configTypes: 'Config type', changeType: 'Change type', severity: 'Severity', tags: 'Tags' };

export interface ChangesListView {
  readonly chips: readonly FilterChip[];
  readonly range: string;
  readonly severity: string;
  readonly changeType: string;
  readonly configTypes: string;
  readonly tags: string;
  readonly downstream: boolean;
  readonly upstream: boolean;
}

/** What the change list's filter bar and chips show, from its collection's filter. */
export function selectChangesListView(view: CollectionView<ConfigChange>): ChangesListView {
  const { filter } = view;
  return {
    chips: Object.entries(CHIP_NAMES)
      .filter(([name]) => (filter[name] ?? '') !== '')
      .map(([name, label]) => ({ name, label: `${label}: ${filter[name]}` })),
    range: filter.range ?? '',
    severity: filter.severity ?? '',
    changeType: filter.changeType ?? '',
    configTypes: filter.configTypes ?? '',
    tags: filter.tags ?? '',
    downstream: filter.downstream !== 'false',
    upstream: filter.upstream === 'true',
  };
}

export interface ChangeDetailsView {
  readonly open: boolean;
  readonly loading: boolean;
  readonly error?: string;
  readonly change?: ChangeDetail;
  readonly view: 'unified' | 'split';
  readonly unified: readonly DiffLine[];
  readonly split: readonly SideBySideRow[];
  /** The patches and details, as indented JSON. */
  readonly patches?: string;
  readonly details?: string;
}

const json = (value: unknown) => (value === undefined || value === null ? undefined : JSON.stringify(value, null, 2));

export function selectChangeDetailsView(snapshot: SnapshotFrom<ChangeDetailsMachine>): ChangeDetailsView {
  const { change } = snapshot.context;
  const unified = change?.diff ? parseUnifiedDiff(change.diff) : [];
  return {
    open: snapshot.hasTag('open'),
    loading: snapshot.hasTag('loading'),
    error: snapshot.hasTag('error') ? snapshot.context.error : undefined,
    change,
    view: snapshot.context.view,
    unified,
    split: sideBySide(unified),
    patches: json(change?.patches),
    details: json(change?.details),
  };
}
