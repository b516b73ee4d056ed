import { useEffect, useMemo, useRef } from 'react';
import type { AnyActorRef, OutputFrom } from 'xstate';
import { IncidentMachines, IncidentScreenMachines, type Person } from '../../core/incidents';
import { useService } from './container';
import { useSession } from './session';

export interface AllIncidentMachines extends IncidentMachines, IncidentScreenMachines {}

/** Every incident machine, as the container binds them to this console's ports. */
export function useIncidentMachines(): AllIncidentMachines {
  const machines = useService(IncidentMachines);
  const screens = useService(IncidentScreenMachines);
  return useMemo(() => ({ ...machines, ...screens }), [machines, screens]);
}

/** The signed-in person as the incident machines record them. */
export function useCurrentPerson(): Person {
  const { user } = useSession();
  return useMemo(() => ({ id: user.id, name: user.name ?? user.email ?? user.id, email: user.email, avatar: user.avatar }), [user]);
}

export type IncidentToastHandler = (status: 'success' | 'error', message: string) => void;

/**
 * Passes what an actor emits to the screen: toasts to `onToast`, a refetch request to `onRefetch`,
 * a log line to the console (seed 001 §8: a failed hypothesis delete is only logged).
 */
export function useIncidentEvents(actor: AnyActorRef, handlers: { onToast?: IncidentToastHandler; onRefetch?: () => void }): void {
  const latest = useRef(handlers);
  latest.current = handlers;
  useEffect(() => {
    const subscriptions = [
      actor.on('toast', (event: { status: 'success' | 'error'; message: string }) => latest.current.onToast?.(event.status, event.message)),
      actor.on('incident.refetch', () => latest.current.onRefetch?.()),
      actor.on('log', (event: { message: string }) => console.warn(event.message)),
    ];
    return () => subscriptions.forEach((s) => s.unsubscribe());
  }, [actor]);
}

export interface IncidentEventHandlers {
  readonly onToast?: IncidentToastHandler;
  readonly onRefetch?: () => void;
}

/** Calls `onDone` with the machine's output once it reaches its final state: a dialog that closes itself. */
export function useWhenDone<A extends AnyActorRef>(actor: A, onDone: (output: OutputFrom<A>) => void): void {
  const latest = useRef(onDone);
  latest.current = onDone;
  useEffect(() => {
    const subscription = actor.subscribe({ complete: () => latest.current(actor.getSnapshot().output) });
    return () => subscription.unsubscribe();
  }, [actor]);
}

/** Calls `handler` with each event of `type` the actor emits. */
export function useActorEvent<E extends { readonly type: string }>(actor: AnyActorRef, type: E['type'], handler: (event: E) => void): void {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => {
    const subscription = actor.on(type, (event: E) => latest.current(event));
    return () => subscription.unsubscribe();
  }, [actor, type]);
}
