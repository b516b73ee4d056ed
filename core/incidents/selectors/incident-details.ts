import type { SnapshotFrom } from 'xstate';
import type { incidentDetailsMachine } from '../machines/incident-details.machine';
import type { SeverityOption } from '../model';
import { detailsSeverity } from '../rules/severity';

export interface IncidentDetailsView {
  /** The title as this person last set it. */
  readonly title: string;
  /** The Details panel's severity and type. */
  readonly severity: SeverityOption;
  readonly type: string;
}

/** What the title and the Details panel show (seed 001 §2.3). */
export const selectIncidentDetailsView = ({ context }: SnapshotFrom<typeof incidentDetailsMachine>): IncidentDetailsView => ({
  title: context.draft.title,
  severity: detailsSeverity(context.draft.severity),
  type: context.draft.type,
});
