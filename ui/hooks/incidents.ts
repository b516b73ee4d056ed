import { useEffect, useMemo, useRef } from 'react';
import type { AnyActorRef } from 'xstate';
import {
  CommentPort, ConfigLookupPort, EvidencePort, EvidenceSearchPort, HypothesisPort, IncidentHistoryPort, IncidentPort, PeopleDirectoryPort, ResponderPort,
  bindIncidentPorts, bindIncidentScreenPorts, type IncidentMachines, type IncidentScreenMachines, type Person,
} from '../../core/incidents';
import { Clock, IdGenerator } from '../../core/shared';
import { useService } from './container';
import { useSession } from './session';

export { useDomainActor, useSelect } from './actor';

export interface AllIncidentMachines extends IncidentMachines, IncidentScreenMachines {}

/** Every incident machine bound to this console's ports (bindIncidentPorts and bindIncidentScreenPorts). */
export function useIncidentMachines(): AllIncidentMachines {
  const incidents = useService<IncidentPort>(IncidentPort);
  const hypotheses = useService<HypothesisPort>(HypothesisPort);
  const evidences = useService<EvidencePort>(EvidencePort);
  const comments = useService<CommentPort>(CommentPort);
  const responders = useService<ResponderPort>(ResponderPort);
  const history = useService<IncidentHistoryPort>(IncidentHistoryPort);
  const people = useService<PeopleDirectoryPort>(PeopleDirectoryPort);
  const evidenceSearch = useService<EvidenceSearchPort>(EvidenceSearchPort);
  const configLookups = useService<ConfigLookupPort>(ConfigLookupPort);
  const clock = useService<Clock>(Clock);
  const ids = useService<IdGenerator>(IdGenerator);
  return useMemo(
    () => ({
      ...bindIncidentPorts({ incidents, hypotheses, evidences, comments, clock, ids }),
      ...bindIncidentScreenPorts({ incidents, evidences, responders, history, people, evidenceSearch, configLookups }),
    }),
    [incidents, hypotheses, evidences, comments, responders, history, people, evidenceSearch, configLookups, clock, ids],
  );
}

/** The people who can be mentioned, loaded once per screen. */
export function usePeopleDirectory(): () => Promise<Person[]> {
  const people = useService<PeopleDirectoryPort>(PeopleDirectoryPort);
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
