import { useEffect, useMemo, useRef, useState } from 'react';
import type { ToastStatus } from '../../core/shared';
import type { AnyActorRef } from 'xstate';
import { isFeatureEnabled } from '../../core/access';
import {
  CATALOG_SEARCH_DEBOUNCE_MS, CatalogMachines, FAVOURITE_TYPES_KEY, parseFavouriteTypes, serialiseFavouriteTypes, toggleFavouriteType, typeChoices, GRAPH_DIRECTION_KEY, GRAPH_EDGE_KEY, HIDE_DELETED_CATALOG_KEY, HIDE_DELETED_CHANGES_KEY,
  RELATIONSHIP_VIEW_KEY, graphDirection, graphEdgeStyle, relationshipGraph, relationshipView, type GraphDirection, type GraphEdgeStyle,
  type RelationshipView, canDeleteConfigLink, canLinkConfigToIncident, selectCatalogListView, selectCatalogOptionsView, selectConfigLinksView,
  selectIncidentsPanelView, selectInsightsPanelView,
  selectChangeDetailsView, selectChangesListView, selectConfigPageView, selectRelationshipsView, type CatalogRow, type ConfigChange, type Insight,
} from '../../core/catalog';
import { showsPlaybooksMenu } from '../../core/playbooks';
import { PreferencesPort } from '../../core/session';
import { useActorView } from './actor';
import { useCollection, type CollectionHandlers } from './collection';
import { useService } from './container';
import { useEffectiveFlags } from './effective-flags';
import { useRefreshSignal } from './refresh';
import { useSession } from './session';
import { useInitialSearch, useUrlState } from './url-state';

const NO_INPUT = undefined as never;

/**
 * The /catalog page (seed 002 §2.1): its collection (filters, sort and page in the URL) read as the
 * summary or the flat list, the filter bar's choices, and the search box, which reaches the filter
 * CATALOG_SEARCH_DEBOUNCE_MS after the last keystroke.
 */
export function useCatalogList(handlers: CollectionHandlers) {
  const machines = useService(CatalogMachines);
  const { view, send } = useCollection<CatalogRow, CatalogRow, CatalogRow, unknown>(machines.list, handlers);
  const catalog = useMemo(() => selectCatalogListView(view), [view]);
  const options = useActorView(machines.options, NO_INPUT, selectCatalogOptionsView);
  useRefreshSignal(() => options.send({ type: 'options.refresh' }));
  const preferences = useService(PreferencesPort);
  const [hideDeleted, setHideDeleted] = useState(() => preferences.get(HIDE_DELETED_CATALOG_KEY) !== 'no');
  const [favourites, setFavourites] = useState(() => parseFavouriteTypes(preferences.get(FAVOURITE_TYPES_KEY)));
  const types = useMemo(() => typeChoices(options.view.types, favourites), [options.view.types, favourites]);

  // What the box shows; the URL's search replaces it when it changes from elsewhere (Back, a summary click).
  const [searchText, setSearchText] = useState(catalog.search);
  const sent = useRef(catalog.search);
  if (catalog.search !== sent.current) {
    sent.current = catalog.search;
    setSearchText(catalog.search);
  }
  useEffect(() => {
    if (searchText.trim() === sent.current) return undefined;
    const timer = setTimeout(() => {
      sent.current = searchText.trim();
      send({ type: 'filter.set', name: 'search', value: searchText.trim() });
    }, CATALOG_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [searchText, send]);

  return {
    view,
    catalog,
    options: options.view,
    /** The type dropdown's choices, the favourite types first (a local preference, seed 002 §2.1). */
    types,
    favourites,
    toggleFavourite: (type: string) => {
      const next = toggleFavouriteType(favourites, type);
      preferences.set(FAVOURITE_TYPES_KEY, serialiseFavouriteTypes(next));
      setFavourites(next);
    },
    searchText,
    setSearchText,
    setFilter: (name: string, value: string) => send({ type: 'filter.set', name, value }),
    setFilters: (changes: readonly (readonly [string, string])[]) => changes.forEach(([name, value]) => send({ type: 'filter.set', name, value })),
    send,
    /** The Hide Deleted Catalog preference; the list reads it again on the reload a change makes. */
    hideDeleted,
    setHideDeleted: (hide: boolean) => {
      preferences.set(HIDE_DELETED_CATALOG_KEY, hide ? 'yes' : 'no');
      setHideDeleted(hide);
      send({ type: 'collection.refresh' });
    },
    refresh: () => {
      send({ type: 'collection.refresh' });
      options.send({ type: 'options.refresh' });
    },
  };
}

/**
 * A config's page (seed 002 §2.1): its machine started for the id with the URL's selected lines, the
 * URL kept in step, the top bar's refresh reading it again, and whether its lines may go to an incident
 * (write on incidents, with the incidents feature on).
 */
export function useConfigPage(id: string) {
  const { config } = useService(CatalogMachines);
  const search = useInitialSearch();
  const [input] = useState(() => ({ id, search }));
  const { view, send, actor } = useActorView(config, input, selectConfigPageView);
  useUrlState(actor);
  useRefreshSignal(() => send({ type: 'config.reload' }));
  const { roles } = useSession();
  const flags = useEffectiveFlags();
  return {
    view,
    send,
    canLinkToIncident: canLinkConfigToIncident(roles) && isFeatureEnabled('incidents', flags),
    canRunPlaybooks: showsPlaybooksMenu({ embedded: false, flags, roles }),
    /** The sidebar's incidents and playbook runs panels show while their areas are on. */
    showsIncidents: isFeatureEnabled('incidents', flags),
    showsPlaybookRuns: isFeatureEnabled('playbooks', flags),
    /** The scrapers' pages are the config scrapers area's: the link shows while it is on. */
    canOpenScrapers: isFeatureEnabled('settings.config_scraper', flags),
  };
}

/**
 * The change history (seed 002 §2.1): /catalog/changes, or a config's Changes tab; its filters and page
 * in the URL, its chips, the details dialog of the change clicked, and the Hide Deleted Config Changes
 * preference, which reloads the list when it changes.
 */
export function useChangesList(configId: string | undefined, handlers: CollectionHandlers) {
  const machines = useService(CatalogMachines);
  const preferences = useService(PreferencesPort);
  const machine = useMemo(() => machines.changes(configId), [machines, configId]);
  const { view, send } = useCollection<ConfigChange, ConfigChange, ConfigChange, unknown>(machine, handlers);
  const changes = useMemo(() => selectChangesListView(view), [view]);
  const details = useActorView(machines.changeDetails, NO_INPUT, selectChangeDetailsView);
  const [hideDeleted, setHideDeleted] = useState(() => preferences.get(HIDE_DELETED_CHANGES_KEY) !== 'no');
  return {
    view,
    changes,
    details: details.view,
    send,
    setFilter: (name: string, value: string) => send({ type: 'filter.set', name, value }),
    openChange: (id: string) => details.send({ type: 'change.open', id }),
    closeChange: () => details.send({ type: 'change.close' }),
    diffView: (shown: 'unified' | 'split') => details.send({ type: 'diff.view', view: shown }),
    hideDeleted,
    setHideDeleted: (hide: boolean) => {
      preferences.set(HIDE_DELETED_CHANGES_KEY, hide ? 'yes' : 'no');
      setHideDeleted(hide);
      send({ type: 'collection.refresh' });
    },
  };
}

/** The insights (seed 002 §2.1): /catalog/insights, or a config's Insights tab; filters, sort and page in the URL. */
export function useInsightsList(configId: string | undefined, handlers: CollectionHandlers) {
  const machines = useService(CatalogMachines);
  const machine = useMemo(() => machines.insights(configId), [machines, configId]);
  const { view, send } = useCollection<Insight, Insight, Insight, unknown>(machine, handlers);
  return { view, send, filter: view.filter };
}

/**
 * A config's Relationships tab (seed 002 §2.1): its machine started for the config, the top bar's refresh
 * reading it again, the view (table or graph), the graph's direction and edge style kept as local
 * preferences, and the graph's groups the person opened or closed.
 */
export function useRelationships(configId: string) {
  const { relationships } = useService(CatalogMachines);
  const preferences = useService(PreferencesPort);
  const [input] = useState(() => ({ configId }));
  const { view, send } = useActorView(relationships, input, selectRelationshipsView);
  useRefreshSignal(() => send({ type: 'relations.reload' }));
  const [shown, setShown] = useState(() => relationshipView(preferences.get(RELATIONSHIP_VIEW_KEY)));
  const [direction, setDirection] = useState(() => graphDirection(preferences.get(GRAPH_DIRECTION_KEY)));
  const [edgeStyle, setEdgeStyle] = useState(() => graphEdgeStyle(preferences.get(GRAPH_EDGE_KEY)));
  const [toggled, setToggled] = useState<ReadonlySet<string>>(new Set());
  const graph = useMemo(() => relationshipGraph(view.withSelf, toggled), [view.withSelf, toggled]);
  const remember = <V extends string>(key: string, set: (value: V) => void) => (value: V) => {
    preferences.set(key, value);
    set(value);
  };
  return {
    view,
    send,
    shown,
    showAs: remember<RelationshipView>(RELATIONSHIP_VIEW_KEY, setShown),
    direction,
    setDirection: remember<GraphDirection>(GRAPH_DIRECTION_KEY, setDirection),
    edgeStyle,
    setEdgeStyle: remember<GraphEdgeStyle>(GRAPH_EDGE_KEY, setEdgeStyle),
    graph,
    toggleGroup: (id: string) =>
      setToggled((held) => {
        const next = new Set(held);
        if (!next.delete(id)) next.add(id);
        return next;
      }),
  };
}

type ToastHandler = (status: ToastStatus, message: string) => void;

/** Passes the toasts an actor emits to the page's toaster. */
function useToastsOf(actor: AnyActorRef, onToast: ToastHandler) {
  const latest = useRef(onToast);
  latest.current = onToast;
  useEffect(() => {
    const toasts = actor.on('toast', (event: { status: ToastStatus; message: string }) => latest.current(event.status, event.message));
    return () => toasts.unsubscribe();
  }, [actor]);
}

/**
 * The config sidebar's topology components (seed 002 §2.1): a manual link can be deleted by who may
 * write the catalog, after a confirmation; the toast says how it went.
 */
export function useConfigLinks(configId: string, onToast: ToastHandler) {
  const { configLinks } = useService(CatalogMachines);
  const { roles } = useSession();
  const [input] = useState(() => ({ configId, mayDelete: canDeleteConfigLink(roles) }));
  const { view, send, actor } = useActorView(configLinks, input, selectConfigLinksView);
  useToastsOf(actor, onToast);
  useRefreshSignal(() => send({ type: 'links.reload' }));
  return { view, send };
}

/** The config sidebar's insights (seed 002 §9): 50 at a time, more near the bottom; a failed read is also a toast. */
export function useInsightsPanel(configId: string, onToast: ToastHandler) {
  const { insightsPanel } = useService(CatalogMachines);
  const [input] = useState(() => ({ configId }));
  const { view, send, actor } = useActorView(insightsPanel, input, selectInsightsPanelView);
  useToastsOf(actor, onToast);
  useRefreshSignal(() => send({ type: 'list.reload' }));
  return { view, scrolled: (distanceToEnd: number) => send({ type: 'list.scrolled', distanceToEnd }), reload: () => send({ type: 'list.reload' }) };
}

/** The config sidebar's incidents with evidence on the config (seed 002 §7.1): 50 at a time, more near the bottom. */
export function useIncidentsPanel(configId: string) {
  const { incidentsPanel } = useService(CatalogMachines);
  const [input] = useState(() => ({ configId }));
  const { view, send } = useActorView(incidentsPanel, input, selectIncidentsPanelView);
  useRefreshSignal(() => send({ type: 'list.reload' }));
  return { view, scrolled: (distanceToEnd: number) => send({ type: 'list.scrolled', distanceToEnd }), reload: () => send({ type: 'list.reload' }) };
}
