import { useEffect, useRef, useState } from 'react';
import {
  SettingsResourceMachines, selectResourceEditorView, selectTeamMembersView, type ResourceEditorEvent, type ResourceEditorView, type ResourceKind,
  type ResourceListMachine,
} from '../../core/settings';
import type { ToastStatus } from '../../core/shared';
import { useActorView } from './actor';
import { useService } from './container';
import { useSession } from './session';

/** A kind's list machine, from the generic settings tables' bound machines. */
export function useResourceListMachine(kind: ResourceKind): ResourceListMachine {
  return useService(SettingsResourceMachines).lists[kind];
}

export interface ResourceEditorHandlers {
  onToast(status: ToastStatus, message: string): void;
  /** The machine is done with the page (saved or deleted): go back to the list, or to `returnTo`. */
  onNavigate(path: string): void;
  /** Where to go after a save or delete instead of the kind's list (an integration's page). */
  readonly returnTo?: string;
}

/** A resource's edit page machine, started for the signed-in person: its view model and its events. */
export function useResourceEditor(
  kind: ResourceKind,
  id: string,
  handlers: ResourceEditorHandlers,
): { view: ResourceEditorView; send: (event: ResourceEditorEvent) => void } {
  const { editor } = useService(SettingsResourceMachines);
  const { roles, user } = useSession();
  const [input] = useState(() => ({ kind, id, roles, userId: user.id, returnTo: handlers.returnTo }));
  const { view, send, actor } = useActorView(editor, input, selectResourceEditorView);
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

/** A team's members tab machine, started for the signed-in person: its view model, its events, its toasts handed on. */
export function useTeamMembers(teamId: string, onToast: (status: ToastStatus, message: string) => void) {
  const { teamMembers } = useService(SettingsResourceMachines);
  const { roles } = useSession();
  const [input] = useState(() => ({ teamId, roles }));
  const { view, send, actor } = useActorView(teamMembers, input, selectTeamMembersView);
  const latest = useRef(onToast);
  latest.current = onToast;
  useEffect(() => {
    const subscription = actor.on('toast', (event) => latest.current(event.status, event.message));
    return () => subscription.unsubscribe();
  }, [actor]);
  return { view, send };
}
