import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { incidentListFilter, incidentListQuery, type IncidentListFilter } from '../../core/incidents';
import { useDomainActor, useIncidentMachines, useSelect } from '../hooks/incidents';
import { useRefreshSignal } from '../hooks/refresh';

const LIST_PATH = '~/incidents';

/** The incident list's machine, following its address both ways (seed 001 §2.1). */
export function useIncidentList() {
  const machines = useIncidentMachines();
  const search = useSearch();
  const [, navigate] = useLocation();
  const [input] = useState(() => ({ filter: incidentListFilter(new URLSearchParams(search)) }));
  const actor = useDomainActor(machines.list, { input });
  const written = useRef<string | undefined>(undefined);

  const go = (filter: IncidentListFilter) => {
    const query = incidentListQuery(filter);
    written.current = query;
    navigate(`${LIST_PATH}?${query}`, { replace: true });
  };

  useEffect(() => {
    const subscription = actor.on('filter.changed', (event) => go(event.filter));
    return () => subscription.unsubscribe();
  });
  useEffect(() => {
    actor.send({ type: 'filter.set', filter: incidentListFilter(new URLSearchParams(search)) });
  }, [actor, search]);
  useRefreshSignal(() => actor.send({ type: 'list.reload' }));

  const filter = useSelect(actor, (s) => s.context.filter);
  return {
    filter,
    searchText: useSelect(actor, (s) => s.context.search),
    rows: useSelect(actor, (s) => s.context.rows),
    error: useSelect(actor, (s) => s.context.error),
    status: useSelect(actor, (s) => (s.matches('failed') ? 'failed' : s.context.loaded ? 'ready' : 'loading')),
    reloading: useSelect(actor, (s) => s.matches('loading') && s.context.loaded),
    setFilter: (key: keyof IncidentListFilter, value: string) => go({ ...filter, [key]: value }),
    typeSearch: (text: string) => actor.send({ type: 'search.type', text }),
    reload: () => actor.send({ type: 'list.reload' }),
    creating: useSelect(actor, (s) => s.context.creating),
    openCreate: () => actor.send({ type: 'create.open' }),
    closeCreate: () => actor.send({ type: 'create.close' }),
  };
}
