import type { SnapshotFrom } from 'xstate';
import type { incidentStatusMachine } from '../machines/incident-status.machine';
import { INCIDENT_STATUSES, type Evidence, type IncidentStatus } from '../model';
import { allowedStatuses } from '../rules/status';
import { memoizeLast } from '../../shared';

export interface IncidentStatusView {
  readonly status: IncidentStatus;
  /** The statuses offered from the current one, in their order (seed 001 §4). */
  readonly options: readonly IncidentStatus[];
  /** An update is on its way: the options wait. */
  readonly busy: boolean;
  /** 'Add contributing factors to definition of done' is open, and busy while the evidence is flagged. */
  readonly factorsOpen: boolean;
  readonly factorsBusy: boolean;
  readonly evidences: readonly Evidence[];
  readonly selected: readonly string[];
  readonly error?: string;
}

const offered = memoizeLast((current: IncidentStatus) => INCIDENT_STATUSES.filter((s) => allowedStatuses(current).includes(s)));

/** What the status control and its contributing-factors dialog show (seed 001 §2.8, §4). */
export function selectIncidentStatusView(snapshot: SnapshotFrom<typeof incidentStatusMachine>): IncidentStatusView {
  const { context } = snapshot;
  const factorsOpen = snapshot.hasTag('factors');
  return {
    status: context.status,
    options: offered(context.status),
    busy: snapshot.hasTag('busy'),
    factorsOpen,
    factorsBusy: factorsOpen && snapshot.hasTag('busy'),
    evidences: context.evidences,
    selected: context.selected,
    error: context.error,
  };
}
