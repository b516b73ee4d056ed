import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useSearch } from 'wouter';
import type { AnyActorRef, EventFrom, SnapshotFrom } from 'xstate';
import { expandsAllComments, selectIncidentHeaderView, selectIncidentPageView } from '../../core/incidents';
import { sameFields, useActorView } from './actor';
import { useCurrentPerson, useIncidentEvents, useIncidentMachines, type IncidentEventHandlers } from './incidents';
import { useRefreshSignal } from './refresh';

/**
 * /incidents/{id}: the page machine, which spawns the page's parts and keeps them in step with the
 * incident, and the view it makes; the top bar's refresh fetches again, `?comments=true` opens Comments.
 */
export function useIncidentPage(incidentId: string, events: IncidentEventHandlers) {
  const { page } = useIncidentMachines();
  const person = useCurrentPerson();
  const expandComments = expandsAllComments(useSearch());
  const [input] = useState(() => ({ incidentId, person, expandComments }));
  const { view, send, actor } = useActorView(page, input, selectIncidentPageView);
  const header = useSelector(actor, selectIncidentHeaderView);
  useIncidentEvents(actor, events);
  useRefreshSignal(() => send({ type: 'incident.refetch' }));
  useEffect(() => {
    if (expandComments) send({ type: 'comments.expandAll' });
  }, [expandComments, send]);
  return { view, header, send, person };
}

/** A part of the incident page (one its machine spawned): the view `select` makes of it, and its events. */
export function usePart<A extends AnyActorRef, V extends object>(part: A, select: (snapshot: SnapshotFrom<A>) => V) {
  const view = useSelector(part, select as (snapshot: unknown) => V, sameFields);
  return { view, send: part.send as (event: EventFrom<A>) => void };
}
