import { useEffect, useRef, useState } from 'react';
import { selectRecordEditorView, type RecordEditorEvent, type RecordEditorMachine, type RecordEditorView, type ToastStatus } from '../../core/shared';
import { useActorView } from './actor';
import { useSession } from './session';

export interface RecordEditorHandlers {
  onToast(status: ToastStatus, message: string): void;
  /** The record was updated or deleted: the page goes to `path`. */
  onNavigate(path: string): void;
}

/**
 * One record of a collection edited on a page of its own (its area's bound `editor` machine), started for
 * the signed-in person: its view model, its events, its toasts and where it goes once done.
 */
export function useRecordEditor<T, C, U, R>(
  machine: RecordEditorMachine<T, C, U, R>,
  id: string,
  returnTo: string,
  handlers: RecordEditorHandlers,
): { view: RecordEditorView<T, U>; send: (event: RecordEditorEvent<U>) => void } {
  const { roles, user } = useSession();
  const [input] = useState(() => ({ id, roles, userId: user.id, returnTo }));
  const { view, send, actor } = useActorView(machine, input, selectRecordEditorView<T, U>);
  const latest = useRef(handlers);
  latest.current = handlers;
  useEffect(() => {
    const subscriptions = [
      actor.on('toast', (event) => latest.current.onToast(event.status, event.message)),
      actor.on('navigate', (event) => latest.current.onNavigate(event.path)),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [actor]);
  return { view, send };
}
