import type { SnapshotFrom } from 'xstate';
import type { createIncidentMachine } from '../machines/create-incident.machine';
import type { CreateIncidentErrors } from '../rules/create-incident';

export interface CreateIncidentView {
  /** What each field says is wrong with it. */
  readonly errors: CreateIncidentErrors;
  /** The form waits for the incident (and its root hypothesis, and the evidence it carries). */
  readonly busy: boolean;
}

/** What Create New Incident shows (seed 001 §2.2). */
export const selectCreateIncidentView = (snapshot: SnapshotFrom<typeof createIncidentMachine>): CreateIncidentView => ({
  errors: snapshot.context.errors,
  busy: snapshot.hasTag('busy'),
});
