import { useEffect, useRef, useState } from 'react';
import {
  selectCollectionView, type AnyCollectionMachine, type CollectionEvent, type CollectionMachine, type CollectionView, type ToastStatus,
} from '../../core/shared';
import { useActorView } from './actor';
import { useRefreshSignal } from './refresh';
import { useSession } from './session';
import { useInitialSearch, useUrlState } from './url-state';

export interface CollectionHandlers {
  onToast(status: ToastStatus, message: string): void;
  /** A row was created, saved or deleted (e.g. the navigation's flags reload). */
  onChanged?(): void;
}

export interface Collection<T, C, U, R> {
  readonly view: CollectionView<T, C, U, R>;
  readonly send: (event: CollectionEvent<C, U>) => void;
}

/**
 * A collection screen's machine (one of its area's bound machines) started with the URL's query and
 * the signed-in person's roles: the view model it renders, the events it may send, its page, sort and
 * filters kept in the URL, the top bar's refresh reloading it, and its toasts and changes handed on.
 */
export function useCollection<T, C, U, R>(machine: CollectionMachine<T, C, U, R>, handlers: CollectionHandlers): Collection<T, C, U, R> {
  const { roles, user } = useSession();
  const search = useInitialSearch();
  const [input] = useState(() => ({ search, roles, userId: user.id }));
  const { view, send, actor } = useActorView(machine as AnyCollectionMachine, input, selectCollectionView);
  useUrlState(actor);
  useRefreshSignal(() => send({ type: 'collection.refresh' }));
  const latest = useRef(handlers);
  latest.current = handlers;
  useEffect(() => {
    const toasts = actor.on('toast', (event) => latest.current.onToast(event.status, event.message));
    const changes = actor.on('collection.changed', () => latest.current.onChanged?.());
    return () => {
      toasts.unsubscribe();
      changes.unsubscribe();
    };
  }, [actor]);
  // The machine holds the rows and drafts its policy gives it, typed by the machine's token.
  return { view: view as CollectionView<T, C, U, R>, send: send as Collection<T, C, U, R>['send'] };
}
