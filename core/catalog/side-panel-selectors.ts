import type { SnapshotFrom } from 'xstate';
import { incidentPath } from '../incidents';
import { selectScrollListView, type ScrollListMachine, type ScrollListView } from '../shared';
import type { ConfigLinksMachine } from './machines/config-links.machine';
import type { ConfigIncident, Insight } from './model';
import { SIDE_PANEL_ROW_ESTIMATE, sidePanelHeight, truncateMessage } from './rules';
import { DELETE_CONFIG_LINK, deleteConfigLinkMessage } from './texts';

export interface LinkedComponentView {
  readonly id: string;
  readonly name: string;
  readonly icon?: string;
  /** The component's page. */
  readonly path: string;
  /** A manual link, and the person may delete it. */
  readonly deletable: boolean;
}

export interface ConfigLinksView {
  readonly loading: boolean;
  readonly error?: string;
  readonly links: readonly LinkedComponentView[];
  /** The confirmation asked before a link is deleted, busy while it is. */
  readonly confirm?: { readonly title: string; readonly message: string; readonly busy: boolean };
}

export function selectConfigLinksView(snapshot: SnapshotFrom<ConfigLinksMachine>): ConfigLinksView {
  const { context } = snapshot;
  return {
    loading: snapshot.hasTag('loading') && context.links === undefined,
    error: snapshot.hasTag('error') ? context.error : undefined,
    links: (context.links ?? []).map((link) => ({
      id: link.id,
      name: link.name,
      icon: link.icon,
      path: `/topology/${encodeURIComponent(link.id)}`,
      deletable: context.mayDelete && link.manual,
    })),
    confirm:
      snapshot.hasTag('confirming') && context.deleting
        ? { title: DELETE_CONFIG_LINK, message: deleteConfigLinkMessage(context.deleting.name), busy: snapshot.hasTag('busy') }
        : undefined,
  };
}

/** What a paged side panel shows, its rows drawn by the panel's own row view. */
export interface PanelListView<Row> extends ScrollListView<Row> {
  /** Seed 002 §9: each row's height, within the 40 to 50 px estimate. */
  readonly rowHeight: number;
  /** The scroll box's height: up to its visible rows. */
  readonly height: number;
}

type PanelSnapshot<T> = SnapshotFrom<ScrollListMachine<T>>;

function panelListView<T, Row>(snapshot: PanelSnapshot<T>, row: (item: T) => Row): PanelListView<Row> {
  const list = selectScrollListView(snapshot, row);
  return { ...list, rowHeight: SIDE_PANEL_ROW_ESTIMATE, height: sidePanelHeight(list.rows.length) };
}

export interface PanelInsightView {
  readonly id: string;
  readonly title: string;
  readonly analysisType: string;
  readonly severity?: string;
  readonly firstObserved?: string;
}

export const selectInsightsPanelView = (snapshot: PanelSnapshot<Insight>): PanelListView<PanelInsightView> =>
  panelListView(snapshot, (insight) => ({
    id: insight.id,
    title: truncateMessage(insight.summary || insight.message || insight.analyzer),
    analysisType: insight.analysisType,
    severity: insight.severity,
    firstObserved: insight.firstObserved,
  }));

export interface PanelIncidentView {
  readonly id: string;
  readonly title: string;
  readonly path: string;
  readonly status?: string;
  readonly severity?: string;
  readonly createdAt: string;
}

export const selectIncidentsPanelView = (snapshot: PanelSnapshot<ConfigIncident>): PanelListView<PanelIncidentView> =>
  panelListView(snapshot, (incident) => ({
    id: incident.id,
    title: incident.title,
    path: incidentPath(incident.id),
    status: incident.status,
    severity: incident.severity,
    createdAt: incident.createdAt,
  }));
