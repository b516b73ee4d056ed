import type { SnapshotFrom } from 'xstate';
import { memoizeLast } from '../shared';
import type { catalogLinkMachine } from './machines/catalog-link.machine';
import type { configUnlinkMachine } from './machines/config-unlink.machine';
import type { SectionLists, sidePanelMachine } from './machines/side-panel.machine';
import type { snapshotMachine } from './machines/snapshot.machine';
import type { topologyDashboardMachine } from './machines/topology-dashboard.machine';
import type { Component, ConfigOption, TopologyResult } from './model';
import { breadcrumbItems, type BreadcrumbItem } from './rules/breadcrumb';
import { canLink, linkButtonLabel } from './rules/catalog-link';
import { dashboardCards, dashboardEmptyMessage } from './rules/cards';
import { topologyFilterBar, type TopologyFilterBar } from './rules/filters';
import type { IncidentsFilter, ListSection, SidePanelSection } from './rules/side-panel';
import type { SnapshotOptions } from './rules/snapshot';
import { sortOptions } from './rules/sort';
import type { TopologyQuery } from './rules/topology-query';

export type LoadPhase = 'loading' | 'notFound' | 'failed' | 'ready';

export interface TopologyDashboardView {
  readonly phase: LoadPhase;
  /** An answer is on screen: it stays while the next one loads. */
  readonly loaded: boolean;
  readonly error?: string;
  readonly query: TopologyQuery;
  /** The cards, filtered and sorted as the query asks. */
  readonly cards: readonly Component[];
  /** What the dashboard says instead of cards, if anything. */
  readonly emptyMessage?: string;
  /** The component in view (/topology/{id}): the answer's root. */
  readonly root?: Component;
  readonly filters: TopologyFilterBar;
  /** What the breadcrumb lists after Dashboard. */
  readonly breadcrumb: readonly BreadcrumbItem[];
}

const NO_CARDS: readonly Component[] = [];
const cardsOf = memoizeLast((result: TopologyResult | undefined, id: string | undefined, query: TopologyQuery) =>
  result ? dashboardCards(result, id, query) : NO_CARDS,
);
const sortsOf = memoizeLast(sortOptions);
const filtersOf = memoizeLast(topologyFilterBar);
const breadcrumbOf = memoizeLast(
  (id: string | undefined, refererId: string | undefined, root: Component | undefined, named: Readonly<Record<string, Component>>) =>
    breadcrumbItems({ id, refererId, root, named }),
);

/** The phase a machine's state is tagged with. */
const phaseOf = (has: (tag: 'loading' | 'notFound' | 'error') => boolean): LoadPhase =>
  has('loading') ? 'loading' : has('notFound') ? 'notFound' : has('error') ? 'failed' : 'ready';

/** What the topology dashboard shows (seed 001 §2.10): its cards, its filter bar and its breadcrumb. */
export function selectTopologyDashboardView(snapshot: SnapshotFrom<typeof topologyDashboardMachine>): TopologyDashboardView {
  const { context } = snapshot;
  const { result, id, query } = context;
  const cards = cardsOf(result, id, query);
  const root = id ? result?.components[0] : undefined;
  return {
    phase: phaseOf((tag) => snapshot.hasTag(tag)),
    loaded: result !== undefined,
    error: context.error,
    query,
    cards,
    emptyMessage: result ? dashboardEmptyMessage(cards) : undefined,
    root,
    filters: filtersOf(result, query, sortsOf(cards)),
    breadcrumb: breadcrumbOf(id, query.refererId, root, context.named),
  };
}

export interface SidePanelView {
  readonly phase: LoadPhase;
  readonly component?: Component;
  readonly playbooksExist: boolean;
  /** The one open section, if any. */
  readonly open?: SidePanelSection;
  readonly lists: SectionLists;
  /** The section whose next page is loading, if any. */
  readonly loading?: ListSection;
  readonly incidentsFilter: IncidentsFilter;
  readonly error?: string;
}

/** What the side panel of /topology/{id} shows (seed 001 §2.10). */
export function selectSidePanelView(snapshot: SnapshotFrom<typeof sidePanelMachine>): SidePanelView {
  const { context } = snapshot;
  return {
    phase: phaseOf((tag) => snapshot.hasTag(tag)),
    component: context.component,
    playbooksExist: context.playbooksExist,
    open: context.open,
    lists: context.lists,
    loading: context.loading,
    incidentsFilter: context.incidentsFilter,
    error: context.error,
  };
}

export interface SnapshotView {
  readonly options: SnapshotOptions;
  readonly downloading: boolean;
}

/** What the snapshot modal shows (seed 001 §2.12). */
export function selectSnapshotView(snapshot: SnapshotFrom<typeof snapshotMachine>): SnapshotView {
  return { options: snapshot.context.options, downloading: snapshot.hasTag('busy') };
}

export interface CatalogLinkView {
  readonly phase: 'loading' | 'failed' | 'linking' | 'ready';
  /** A search is waiting out its delay. */
  readonly searching: boolean;
  readonly query: string;
  readonly results: readonly ConfigOption[];
  readonly chosen?: ConfigOption;
  readonly loadError?: string;
  /** The Link button's label and whether it can be pressed. */
  readonly linkLabel: string;
  readonly canLink: boolean;
}

/** What the link-to-catalog modal shows (seed 001 §2.13). */
export function selectCatalogLinkView(snapshot: SnapshotFrom<typeof catalogLinkMachine>): CatalogLinkView {
  const { context } = snapshot;
  const busy = snapshot.hasTag('busy');
  return {
    phase: snapshot.hasTag('loading') ? 'loading' : snapshot.hasTag('error') ? 'failed' : busy ? 'linking' : 'ready',
    searching: snapshot.hasTag('searching'),
    query: context.query,
    results: context.results,
    chosen: context.chosen,
    loadError: context.loadError,
    linkLabel: linkButtonLabel(busy),
    canLink: canLink(context.chosen, busy),
  };
}

export interface ConfigUnlinkView {
  /** The person is asked to confirm. */
  readonly confirming: boolean;
  readonly unlinking: boolean;
}

/** What the unlink confirmation shows (seed 001 §2.13). */
export function selectConfigUnlinkView(snapshot: SnapshotFrom<typeof configUnlinkMachine>): ConfigUnlinkView {
  return { confirming: snapshot.hasTag('confirming'), unlinking: snapshot.hasTag('busy') };
}
