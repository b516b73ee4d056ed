import { useEffect, useRef, useState } from 'react';
import { useSearch } from 'wouter';
import type { ActorRef, EventObject, Snapshot } from 'xstate';
import type { Toast, ToastStatus } from '../../core/shared';
import {
  CARD_WIDTH_PREFERENCE, TopologyMachines, clampCardWidth, componentActions, readCardWidth, selectCatalogLinkView,
  selectConfigUnlinkView, selectSidePanelView, selectSnapshotView, selectTopologyDashboardView, sidePanelSections,
  type ActionContext, type Component, type ConfigLink, type ListSection,
} from '../../core/topology';
import { useActorView } from './actor';
import { useService } from './container';
import { useEffectiveFlags } from './effective-flags';
import { usePreference } from './preferences';
import { useRefreshSignal } from './refresh';
import { useSession } from './session';
import { useInitialSearch, useUrlState } from './url-state';

export type TopologyToastHandler = (status: ToastStatus, message: string) => void;

/** Keeps the latest handler without restarting subscriptions when a parent re-renders. */
function useLatest<T>(value: T) {
  const ref = useRef(value);
  ref.current = value;
  return ref;
}

/**
 * The topology dashboard (seed 001 §2.10) for `/topology[/{id}]` or the public view: its machine started
 * from the path and the URL, the filters kept in the URL both ways, and what the page shows, as the
 * machine's selector builds it (the breadcrumb's names only where the page has a breadcrumb).
 */
export function useTopologyDashboard(id: string | undefined, onToast: TopologyToastHandler, { breadcrumb }: { breadcrumb: boolean }) {
  const { dashboard } = useService(TopologyMachines);
  const opened = useInitialSearch();
  const [input] = useState(() => ({ id, search: opened, breadcrumb }));
  const { view, send, actor } = useActorView(dashboard, input, selectTopologyDashboardView);
  const toast = useLatest(onToast);
  useEffect(() => {
    const subscription = actor.on('toast', (event) => toast.current(event.status, event.message));
    return () => subscription.unsubscribe();
  }, [actor, toast]);

  // Another component in the path comes with the filters of the same link: both reach the machine as
  // one step, so it loads once (the URL's own change then reads as unchanged).
  const search = useSearch();
  const shown = useRef(id);
  useEffect(() => {
    if (id === shown.current) return;
    shown.current = id;
    send({ type: 'topology.show', id, search });
  }, [id, search, send]);
  useUrlState(actor);
  useRefreshSignal(() => send({ type: 'topology.reload' }));

  return { ...view, send, reload: () => send({ type: 'topology.reload' }) };
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
export function useSidePanel(componentId: string) {
  const { sidePanel } = useService(TopologyMachines);
  const { view, send } = useActorView(sidePanel, { componentId }, selectSidePanelView);
  useRefreshSignal(() => send({ type: 'panel.reload' }));
  const flags = useEffectiveFlags();
  return {
    ...view,
    sections: sidePanelSections({ playbooksExist: view.playbooksExist, flags }),
    send,
    reloadSection: (section: ListSection) => send({ type: 'section.reload', section }),
  };
}

/** The snapshot modal (seed 001 §2.12) for one component; `onDone` once the file is saved. */
export function useSnapshot(component: Pick<Component, 'id' | 'name'>, onToast: TopologyToastHandler, onDone: () => void) {
  const { snapshot } = useService(TopologyMachines);
  const { view, send, actor } = useActorView(snapshot, { componentId: component.id, name: component.name }, selectSnapshotView);
  const handlers = useLatest({ onToast, onDone });
  useEffect(() => {
    const toasts = actor.on('toast', (event) => handlers.current.onToast(event.status, event.message));
    const saved = actor.on('snapshot.saved', () => handlers.current.onDone());
    return () => {
      toasts.unsubscribe();
      saved.unsubscribe();
    };
  }, [actor, handlers]);
  return { ...view, send };
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
export function useCatalogLink(componentId: string, handlers: { onToast: TopologyToastHandler; onClosed: () => void; onLinked: () => void }) {
  const { catalogLink } = useService(TopologyMachines);
  const { view, send, actor } = useActorView(catalogLink, { componentId }, selectCatalogLinkView);
  useLinkModalEvents(actor, { ...handlers, onChanged: handlers.onLinked });
  return { ...view, send };
}

/** Asks before unlinking a manual config link, then unlinks it (seed 001 §2.13). */
export function useConfigUnlink(
  input: { componentId: string; link: ConfigLink },
  handlers: { onToast: TopologyToastHandler; onClosed: () => void; onUnlinked: () => void },
) {
  const { configUnlink } = useService(TopologyMachines);
  const { view, send, actor } = useActorView(configUnlink, { ...input, underTopology: true }, selectConfigUnlinkView);
  useLinkModalEvents(actor, { ...handlers, onChanged: handlers.onUnlinked });
  return { ...view, send };
}
