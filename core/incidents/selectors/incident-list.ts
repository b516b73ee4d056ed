import type { SnapshotFrom } from 'xstate';
import type { ExportTable } from '../../shared';
import type { incidentListMachine } from '../machines/incident-list.machine';
import type { IncidentListFilter, IncidentSummary } from '../model';

export interface IncidentListView {
  readonly filter: IncidentListFilter;
  /** What the search box shows (it reaches the filter after the debounce). */
  readonly searchText: string;
  readonly rows: readonly IncidentSummary[];
  readonly error?: string;
  /** A skeleton until rows came once, the error panel when none can be had, else the table. */
  readonly status: 'loading' | 'failed' | 'ready';
  /** Rows are shown while the list is read again. */
  readonly reloading: boolean;
  /** The Create New Incident dialog is open. */
  readonly creating: boolean;
  /** Every incident the filter leaves, for the Export button; absent until they were read, and while they cannot be. */
  readonly exported?: ExportTable;
}

/** What the incident list shows (seed 001 §2.1). */
export function selectIncidentListView(snapshot: SnapshotFrom<typeof incidentListMachine>): IncidentListView {
  const { context } = snapshot;
  const loading = snapshot.hasTag('loading');
  return {
    filter: context.filter,
    searchText: context.search,
    rows: context.rows,
    error: context.error,
    status: snapshot.hasTag('error') ? 'failed' : context.loaded ? 'ready' : 'loading',
    reloading: loading && context.loaded,
    creating: context.creating,
    exported: snapshot.hasTag('error') ? undefined : context.exported,
  };
}
