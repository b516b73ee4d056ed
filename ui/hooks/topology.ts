import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { ActorRef, EventObject, Snapshot } from 'xstate';
import { DownloadPort, type Toast, type ToastStatus } from '../../core/shared';
import {
  CARD_WIDTH_PREFERENCE, TopologyPort, bindTopologyPorts, clampCardWidth, componentActions, dashboardCards,
  dashboardEmptyMessage, parseTopologyQuery, readCardWidth, serialiseTopologyQuery, sidePanelSections, sortOptions, type ActionContext,
  type Component, type ConfigLink, type ListSection, type TopologyMachines, type TopologyQuery,
} from '../../core/topology';
import { useDomainActor, useSelect } from './actor';
import { useService } from './container';
import { useEffectiveFlags } from './effective-flags';
import { usePreference } from './preferences';
import { useRefreshSignal } from './refresh';
import { useSession } from './session';

export type TopologyToastHandler = (status: ToastStatus, message: string) => void;

/** The topology machines bound to this console's ports. */
export function useTopologyMachines(): TopologyMachines {
  const topology = useService<TopologyPort>(TopologyPort);
  const download = useService<DownloadPort>(DownloadPort);
  return useMemo(() => bindTopologyPorts({ topology, download }), [topology, download]);
}

/** Keeps the latest handler without restarting subscriptions when a parent re-renders. */
function useLatest<T>(value: T) {
  const ref = useRef(value);
  ref.current = value;
  return ref;
}

/**
 * The topology dashboard (seed 001 §2.10) for `/topology[/{id}]`: the URL holds the filters, the
 * machine loads what they ask for, and the cards are the core's sorted, filtered list.
 */
export function useTopologyDashboard(machines: TopologyMachines, id: string | undefined, onToast: TopologyToastHandler) {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const query = useMemo(() => parseTopologyQuery(new URLSearchParams(search)), [search]);
  const [input] = useState(() => ({ id, query }));
  const actor = useDomainActor(machines.dashboard, { input });
  const toast = useLatest(onToast);

  useEffect(() => {
    const subscription = actor.on('toast', (event) => toast.current(event.status, event.message));
    return () => subscription.unsubscribe();
  }, [actor, toast]);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    actor.send({ type: 'topology.change', id, query });
  }, [actor, id, query]);
  useRefreshSignal(() => actor.send({ type: 'topology.reload' }));

  const phase = useSelect(actor, (s) => (s.matches('loading') ? 'loading' : s.matches('notFound') ? 'notFound' : s.matches('failed') ? 'failed' : 'ready'));
  const result = useSelect(actor, (s) => s.context.result);
  const error = useSelect(actor, (s) => s.context.error);
  const cards = useMemo(() => (result ? dashboardCards(result, id, query) : []), [result, id, query]);

  /** Changes some filters; the URL is the one place they live. */
  const setQuery = (change: Partial<TopologyQuery>) => {
    const params = new URLSearchParams(serialiseTopologyQuery({ ...query, ...change }));
    const next = params.toString();
    navigate(next ? `${location}?${next}` : location, { replace: true });
  };

  return {
    phase,
    result,
    error,
    query,
    cards,
    emptyMessage: result ? dashboardEmptyMessage(cards) : undefined,
    /** The component in view (/topology/{id}): the answer's root. */
    root: id ? result?.components[0] : undefined,
    sortOptions: useMemo(() => sortOptions(cards), [cards]),
    setQuery,
    reload: () => actor.send({ type: 'topology.reload' }),
  };
}

/** The card width slider's value, remembered in this browser (seed 001 §2.10). */
export function useCardWidth(): [number, (width: number) => void] {
  const [stored, store] = usePreference(CARD_WIDTH_PREFERENCE.key);
  const width = readCardWidth(stored);
  return [width, (next: number) => store(String(clampCardWidth(next)))];
}

/** The actions a component offers here, by feature flags and the person's roles (seed 001 §2.11). */
export function useComponentActions(component: Pick<Component, 'externalId'>, place: ActionContext['place']) {
  const flags = useEffectiveFlags();
  const { roles } = useSession();
  return componentActions(component, { place, flags, roles });
}

/** The side panel of a named component (seed 001 §2.10). */
export function useSidePanel(machines: TopologyMachines, componentId: string) {
  const actor = useDomainActor(machines.sidePanel, { input: { componentId } });
  useRefreshSignal(() => actor.send({ type: 'panel.reload' }));
  const phase = useSelect(actor, (s) => (s.matches('loadingComponent') ? 'loading' : s.matches('notFound') ? 'notFound' : s.matches('failed') ? 'failed' : 'ready'));
  const playbooksExist = useSelect(actor, (s) => s.context.playbooksExist);
  const flags = useEffectiveFlags();
  return {
    phase,
    component: useSelect(actor, (s) => s.context.component),
    sections: sidePanelSections({ playbooksExist, flags }),
    open: useSelect(actor, (s) => s.context.open),
    lists: useSelect(actor, (s) => s.context.lists),
    loading: useSelect(actor, (s) => s.context.loading),
    incidentsFilter: useSelect(actor, (s) => s.context.incidentsFilter),
    error: useSelect(actor, (s) => s.context.error),
    send: actor.send,
    reloadSection: (section: ListSection) => actor.send({ type: 'section.reload', section }),
  };
}

/** The snapshot modal (seed 001 §2.12) for one component; `onDone` once the file is saved. */
export function useSnapshot(machines: TopologyMachines, component: Pick<Component, 'id' | 'name'>, onToast: TopologyToastHandler, onDone: () => void) {
  const actor = useDomainActor(machines.snapshot, { input: { componentId: component.id, name: component.name } });
  const handlers = useLatest({ onToast, onDone });
  useEffect(() => {
    const toasts = actor.on('toast', (event) => handlers.current.onToast(event.status, event.message));
    const saved = actor.on('snapshot.saved', () => handlers.current.onDone());
    return () => {
      toasts.unsubscribe();
      saved.unsubscribe();
    };
  }, [actor, handlers]);
  return {
    options: useSelect(actor, (s) => s.context.options),
    downloading: useSelect(actor, (s) => s.matches('downloading')),
    send: actor.send,
  };
}

type LinkModalActor = Pick<ActorRef<Snapshot<unknown>, EventObject, Toast | { type: 'links.changed' }>, 'on' | 'subscribe'>;

/** What the link and unlink modals answer alike: their toasts, a changed link, and the machine being done. */
function useLinkModalEvents(actor: LinkModalActor, handlers: { onToast: TopologyToastHandler; onClosed: () => void; onChanged: () => void }) {
  const latest = useLatest(handlers);
  useEffect(() => {
    const toasts = actor.on('toast', (event) => latest.current.onToast(event.status, event.message));
    const changed = actor.on('links.changed', () => latest.current.onChanged());
    const done = actor.subscribe((snapshot) => snapshot.status === 'done' && latest.current.onClosed());
    return () => {
      toasts.unsubscribe();
      changed.unsubscribe();
      done.unsubscribe();
    };
  }, [actor, latest]);
}

/** The link-to-catalog modal (seed 001 §2.13); `onClosed` when it is done, `onLinked` after a link. */
export function useCatalogLink(
  machines: TopologyMachines,
  componentId: string,
  handlers: { onToast: TopologyToastHandler; onClosed: () => void; onLinked: () => void },
) {
  const actor = useDomainActor(machines.catalogLink, { input: { componentId } });
  useLinkModalEvents(actor, { ...handlers, onChanged: handlers.onLinked });
  return {
    phase: useSelect(actor, (s) => (s.matches('loadingConfigs') ? 'loading' : s.matches('failed') ? 'failed' : s.matches('linking') ? 'linking' : 'ready')),
    searching: useSelect(actor, (s) => s.matches({ ready: 'searching' })),
    query: useSelect(actor, (s) => s.context.query),
    results: useSelect(actor, (s) => s.context.results),
    chosen: useSelect(actor, (s) => s.context.chosen),
    loadError: useSelect(actor, (s) => s.context.loadError),
    send: actor.send,
  };
}

/** Asks before unlinking a manual config link, then unlinks it (seed 001 §2.13). */
export function useConfigUnlink(
  machines: TopologyMachines,
  input: { componentId: string; link: ConfigLink },
  handlers: { onToast: TopologyToastHandler; onClosed: () => void; onUnlinked: () => void },
) {
  const actor = useDomainActor(machines.configUnlink, { input: { ...input, underTopology: true } });
  useLinkModalEvents(actor, { ...handlers, onChanged: handlers.onUnlinked });
  return {
    confirming: useSelect(actor, (s) => s.matches('confirming')),
    unlinking: useSelect(actor, (s) => s.matches('unlinking')),
    send: actor.send,
  };
}

/**
 * Components by id, looked up once each (the breadcrumb's names and the referer's path). An id that
 * cannot be read stays missing and the caller shows the id itself.
 */
export function useComponentLookup(ids: readonly string[]): ReadonlyMap<string, Component> {
  const topology = useService<TopologyPort>(TopologyPort);
  const [found, setFound] = useState<ReadonlyMap<string, Component>>(new Map());
  const asked = useRef(new Set<string>());
  const mounted = useRef(true);
  useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );
  const key = ids.join(',');
  useEffect(() => {
    for (const id of key.split(',')) {
      if (!id || asked.current.has(id)) continue;
      asked.current.add(id);
      topology.getComponent(id).then(
        (component) => mounted.current && setFound((current) => new Map(current).set(id, component)),
        () => undefined,
      );
    }
  }, [key, topology]);
  return found;
}
