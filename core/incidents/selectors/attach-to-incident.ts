import type { SnapshotFrom } from 'xstate';
import type { attachToIncidentMachine } from '../machines/attach-to-incident.machine';
import type { IncidentSummary } from '../model';

export interface AttachToIncidentView {
  /** Create New Incident shows instead of the list, carrying the object. */
  readonly creatingIncident: boolean;
  readonly search: string;
  readonly incidents: readonly IncidentSummary[];
  readonly chosenId?: string;
  /** Attach is offered once an incident is chosen. */
  readonly canAttach: boolean;
  /** The evidence is on its way: Attach spins, the dialog cannot be closed. */
  readonly attaching: boolean;
  readonly error?: string;
}

/** What "Link to Incident" shows (seed 001 §2.11). */
export function selectAttachToIncidentView(snapshot: SnapshotFrom<typeof attachToIncidentMachine>): AttachToIncidentView {
  const { context } = snapshot;
  return {
    creatingIncident: snapshot.hasTag('creatingIncident'),
    search: context.search,
    incidents: context.incidents,
    chosenId: context.chosen?.id,
    canAttach: context.chosen !== undefined,
    attaching: snapshot.hasTag('busy'),
    error: context.error,
  };
}
