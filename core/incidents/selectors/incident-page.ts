import type { SnapshotFrom } from 'xstate';
import type { IncidentPageParts, incidentPageMachine } from '../machines/incident-page.machine';
import type { Incident, IncidentHistoryEntry, IncidentStatus } from '../model';
import { detailTabs, type DetailTab } from '../rules/screens';
import { INCIDENTS_TITLE } from '../texts';
import { componentChips, defaultCommentHypothesisId, type ComponentChip } from './incident';
import { memoizeLast } from '../../shared';

export interface IncidentPageView {
  /** A skeleton while the incident loads (not while it is fetched again), 'Incident not found', the error panel, or the incident. */
  readonly phase: 'skeleton' | 'notFound' | 'failed' | 'ready';
  readonly incident?: Incident;
  /** The changelog, newest first. */
  readonly history?: readonly IncidentHistoryEntry[];
  readonly error?: string;
  /** The browser tab's title. */
  readonly title: string;
  /** Comments and Action Plan, each with the hypothesis trees. */
  readonly tabs: readonly DetailTab[];
  /** Where a comment goes unless the person picks another hypothesis. */
  readonly rootHypothesisId?: string;
  /** The title and Details editor, the status control, the definition of done and the hypothesis nodes. */
  readonly parts?: IncidentPageParts;
}

export interface IncidentHeaderView {
  readonly incidentId: string;
  readonly severity: Incident['severity'];
  readonly status: IncidentStatus;
  /** One chip per component the incident's topology evidence points at. */
  readonly components: readonly ComponentChip[];
}

const tabsOf = memoizeLast((hypotheses: Incident['hypotheses'] | undefined, expandComments: boolean) => detailTabs({ hypotheses: hypotheses ?? [] }, expandComments));
const headerOf = memoizeLast((incident: Incident | undefined): IncidentHeaderView | undefined =>
  incident && { incidentId: incident.incidentId, severity: incident.severity, status: incident.status, components: componentChips(incident) },
);

/** What the incident page shows (seed 001 §2.3-2.8). */
export function selectIncidentPageView(snapshot: SnapshotFrom<typeof incidentPageMachine>): IncidentPageView {
  const { context } = snapshot;
  const { incident } = context;
  const phase = snapshot.hasTag('ready')
    ? incident ? 'ready' : 'failed'
    : snapshot.hasTag('notFound') ? 'notFound' : snapshot.hasTag('error') ? 'failed' : 'skeleton';
  return {
    phase,
    incident,
    history: context.history,
    error: context.error,
    title: incident ? `${incident.incidentId} ${incident.title}` : INCIDENTS_TITLE,
    tabs: tabsOf(incident?.hypotheses, context.expandComments),
    rootHypothesisId: incident && defaultCommentHypothesisId(incident),
    parts: context.parts,
  };
}

/** What the header shows of the incident as last fetched: its display id, severity, status and components (seed 001 §2.3). */
export const selectIncidentHeaderView = (snapshot: SnapshotFrom<typeof incidentPageMachine>): IncidentHeaderView | undefined =>
  headerOf(snapshot.context.incident);
