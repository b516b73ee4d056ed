import { toggleOnlyOpen } from '../../shared';
import type { Incident, IncidentSummary } from '../model';
import { hypothesisTrees, type HypothesisNode } from './hypotheses';
import { DETAIL_PANELS, DETAIL_TABS, INCIDENTS_TITLE, INCIDENT_LIST_COLUMNS } from '../texts';

/** Seed 000 §2.1: the incident list lives at /incidents, an incident at /incidents/{id}. */
export const INCIDENTS_PATH = '/incidents';

export type IncidentRoute = { readonly page: 'list' } | { readonly page: 'detail'; readonly incidentId: string };

/** Which incident page an address shows; undefined outside /incidents or deeper than /incidents/{id}. */
export function incidentRoute(address: string): IncidentRoute | undefined {
  const path = address.split(/[?#]/)[0]!.replace(/\/+$/, '');
  if (path === INCIDENTS_PATH) return { page: 'list' };
  if (!path.startsWith(`${INCIDENTS_PATH}/`)) return undefined;
  const rest = path.slice(INCIDENTS_PATH.length + 1);
  return rest === '' || rest.includes('/') ? undefined : { page: 'detail', incidentId: decodeURIComponent(rest) };
}

export type IncidentListColumn = (typeof INCIDENT_LIST_COLUMNS)[number];

/** Seed 001 §2.1: what each column of the list shows; Id is the display id (incident_id), not the row id. */
export const INCIDENT_LIST_COLUMN_FIELDS: { readonly [C in IncidentListColumn]: keyof IncidentSummary } = {
  Id: 'incidentId',
  Type: 'type',
  Severity: 'severity',
  Status: 'status',
  Name: 'title',
  Age: 'createdAt',
  Responders: 'responders',
};

export interface BreadcrumbItem {
  readonly label: string;
  /** Where the item leads; the last item (the incident) has none. */
  readonly path?: string;
  /** The incident's title is renamed in place. */
  readonly editable: boolean;
}

/** Seed 001 §2.3: Incidents, then the incident's title, editable. */
export const incidentBreadcrumb = (incident: Pick<Incident, 'title'>): readonly BreadcrumbItem[] => [
  { label: INCIDENTS_TITLE, path: INCIDENTS_PATH, editable: false },
  { label: incident.title, editable: true },
];

export interface DetailTab {
  readonly name: (typeof DETAIL_TABS)[number];
  readonly trees: readonly HypothesisNode[];
  /** Comments shows each node's evidence and comments; the Action Plan only the tree. */
  readonly showTimeline: boolean;
  /** Every node starts open. */
  readonly expandAll: boolean;
}

/** Seed 001 §2.3: both tabs render the hypothesis trees; `?comments=true` opens every node of Comments. */
export function detailTabs(incident: Pick<Incident, 'hypotheses'>, expandComments: boolean): readonly DetailTab[] {
  const trees = hypothesisTrees(incident.hypotheses);
  return [
    { name: DETAIL_TABS[0], trees, showTimeline: true, expandAll: expandComments },
    { name: DETAIL_TABS[1], trees, showTimeline: false, expandAll: true },
  ];
}

/** Seed 001 §2.3: the query parameter comments=true expands all hypothesis comments. */
export const expandsAllComments = (search: string): boolean =>
  search.replace(/^\?/, '').split('&').some((pair) => pair === 'comments=true');

export type DetailPanel = (typeof DETAIL_PANELS)[number];

/** The panel open when the page opens. */
export const DEFAULT_DETAIL_PANEL: DetailPanel = DETAIL_PANELS[0];

/** Seed 001 §2.3: one panel open at a time; opening one closes the other, toggling the open one closes it. */
export const toggleDetailPanel: (open: DetailPanel | undefined, clicked: DetailPanel) => DetailPanel | undefined = toggleOnlyOpen;

/** Seed 001 §2.3: what the Details panel shows, in order. */
export const DETAILS_FIELDS = ['Severity', 'Type', 'Status'] as const;
