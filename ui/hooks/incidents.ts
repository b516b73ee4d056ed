import { useEffect, useMemo, useRef } from 'react';
import type { AnyActorRef } from 'xstate';
import { IncidentMachines, IncidentScreenMachines, PeopleDirectoryPort, type Person } from '../../core/incidents';
import { useService } from './container';
import { useSession } from './session';

export { useDomainActor, useSelect } from './actor';

export interface AllIncidentMachines extends IncidentMachines, IncidentScreenMachines {}

/** Every incident machine, as the container binds them to this console's ports. */
export function useIncidentMachines(): AllIncidentMachines {
  const machines = useService(IncidentMachines);
  const screens = useService(IncidentScreenMachines);
  return useMemo(() => ({ ...machines, ...screens }), [machines, screens]);
}

/** The people who can be mentioned, loaded once per screen. */
export function usePeopleDirectory(): () => Promise<Person[]> {
  const people = useService(PeopleDirectoryPort);
  return useMemo(() => {
    let loaded: Promise<Person[]> | undefined;
    return () => (loaded ??= people.people().catch(() => []));
  }, [people]);
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
