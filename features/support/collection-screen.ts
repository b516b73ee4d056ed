import { createActor, waitFor } from 'xstate';
import {
  selectCollectionView, type AnyCollectionMachine, type CollectionEvent, type CollectionMachine, type CollectionView, type Toast,
} from '../../core/shared';
import { personRoles } from './access-context';
import type { ConsoleWorld } from './world';

/** Who the scenario's person is to a screen that records who wrote. */
export const SCENARIO_USER_ID = 'u-scenario';

/** A header button of a collection page: the one that creates, or the one that opens the edit form to pick a row. */
export type CollectionButton = 'create' | 'edit';

/**
 * A collection screen a scenario opened, as the page opens it (the URL's query, the person's roles):
 * the view the page would render, the events it sends, and every toast it showed.
 */
export interface CollectionScreen<T, C = T, U = C> {
  view(): CollectionView<T, C, U>;
  send(event: CollectionEvent<C, U>): void;
  readonly toasts: readonly Toast[];
  /** The URL's query string as the page keeps it: the one it opened with, then each one it wrote. */
  search(): string;
  /** Resolves once nothing is loading, reloading, reading more, opening, saving or deleting. */
  settled(): Promise<CollectionView<T, C, U>>;
  /** The page's header buttons by their label, and the form fields by the words a scenario uses. */
  readonly buttons: Readonly<Record<string, CollectionButton>>;
  readonly fields: Readonly<Record<string, string>>;
}

export interface OpenCollection {
  readonly search?: string;
  readonly buttons?: Readonly<Record<string, CollectionButton>>;
  readonly fields?: Readonly<Record<string, string>>;
  /** What the page does when a row was written (the feature flags page reloads the navigation's flags). */
  readonly onChanged?: () => void;
}

const SCREEN = 'collection.screen';

/** Opens a collection screen from its machine (resolved from the scenario's console) for the shared collection steps. */
export async function openCollection<T, C, U>(
  world: ConsoleWorld,
  machine: CollectionMachine<T, C, U>,
  { search = '', buttons = {}, fields = {}, onChanged }: OpenCollection = {},
): Promise<CollectionScreen<T, C, U>> {
  const actor = createActor(machine as AnyCollectionMachine, { input: { search, roles: personRoles(world), userId: SCENARIO_USER_ID } });
  const toasts: Toast[] = [];
  actor.on('toast', (toast) => toasts.push(toast));
  let written = search;
  actor.on('url.write', (event) => (written = event.search));
  if (onChanged) actor.on('collection.changed', onChanged);
  actor.start();
  const view = () => selectCollectionView(actor.getSnapshot()) as CollectionView<T, C, U>;
  const screen: CollectionScreen<T, C, U> = {
    view,
    send: (event) => actor.send(event as CollectionEvent<unknown, unknown>),
    toasts,
    search: () => written,
    settled: async () => {
      await waitFor(actor, (s) => !s.hasTag('loading') && !s.hasTag('refreshing') && !s.hasTag('loadingMore') && !s.hasTag('busy'), { timeout: 2000 });
      return view();
    },
    buttons,
    fields,
  };
  world.remember(SCREEN, screen);
  await screen.settled();
  return screen;
}

/** The collection screen the scenario opened last. */
export const collectionScreen = <T = unknown, C = T, U = C>(world: ConsoleWorld): CollectionScreen<T, C, U> =>
  world.recall<CollectionScreen<T, C, U>>(SCREEN);

/**
 * An area's typed part of the scenario's world (its fakes, the screen it opened...), made on first use,
 * so an area's steps read typed values instead of casting what the world remembers.
 */
export const areaWorld = <W>(world: ConsoleWorld, area: string, make: () => W): W =>
  world.context.has(area) ? world.recall<W>(area) : world.remember(area, make());
