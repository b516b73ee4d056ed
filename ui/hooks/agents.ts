import { useEffect, useMemo, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import {
  AgentPort, agentRow, bindAgentPorts, closeAgentDialog, dialogRequested, openAgent, openCreateAgent, parseAgentsQuery,
  serialiseAgentsQuery, sortAgentsBy, type AgentDialogInput, type AgentMachines, type AgentsPageQuery,
} from '../../core/agents';
import { can, canPerform } from '../../core/access';
import { Clock } from '../../core/shared';
import { useDomainActor, useSelect } from './actor';
import { useService } from './container';
import { useRefreshSignal } from './refresh';
import { useSession } from './session';

export type ToastHandler = (status: 'success' | 'error', message: string) => void;

/** Settings → Agents (seed 000 §2.7): the list machine driven by the URL, and the page's navigation. */
export function useAgentsScreen() {
  const port = useService<AgentPort>(AgentPort);
  const clock = useService<Clock>(Clock);
  const machines = useMemo(() => bindAgentPorts({ agents: port }), [port]);
  const { roles } = useSession();
  const search = useSearch();
  const [location, navigate] = useLocation();
  const query = useMemo(() => parseAgentsQuery(new URLSearchParams(search)), [search]);
  const listQuery = useMemo(
    () => ({ pageIndex: query.pageIndex, pageSize: query.pageSize, sortBy: query.sortBy, sortOrder: query.sortOrder }),
    [query.pageIndex, query.pageSize, query.sortBy, query.sortOrder],
  );
  const actor = useDomainActor(machines.list, { input: { query: listQuery } });
  const started = useRef(listQuery);
  useEffect(() => {
    if (started.current === listQuery) return;
    actor.send({ type: 'query.change', query: listQuery });
  }, [actor, listQuery]);
  useRefreshSignal(() => actor.send({ type: 'agents.refresh' }));

  const page = useSelect(actor, (s) => s.context.page);
  const error = useSelect(actor, (s) => s.context.error);
  const loading = useSelect(actor, (s) => s.matches('loading'));
  const rows = useMemo(() => (page?.agents ?? []).map((agent) => agentRow(agent, clock.now())), [page, clock]);

  const go = (next: AgentsPageQuery) => {
    const params = new URLSearchParams(serialiseAgentsQuery(next)).toString();
    navigate(params ? `${location}?${params}` : location);
  };

  return {
    machines,
    query,
    rows,
    total: page?.total ?? 0,
    loaded: page !== undefined,
    loading,
    error,
    canAdd: canPerform(roles, 'agent.add'),
    canEdit: can(roles, 'agents', 'write'),
    dialog: dialogRequested(query),
    refresh: () => actor.send({ type: 'agents.refresh' }),
    openAgent: (id: string) => go(openAgent(query, id)),
    openCreate: () => go(openCreateAgent(query)),
    closeDialog: () => go(closeAgentDialog(query)),
    sortBy: (column: string) => go(sortAgentsBy(query, column)),
    goToPage: (pageIndex: number) => go({ ...query, pageIndex }),
  };
}

/** The create/edit dialog's machine for one opening; `onDone` runs when it has closed. */
export function useAgentDialog(
  machines: AgentMachines,
  input: AgentDialogInput,
  handlers: { onToast: ToastHandler; onChanged: () => void; onDone: () => void },
) {
  const actor = useDomainActor(machines.dialog, { input });
  const latest = useRef(handlers);
  latest.current = handlers;
  useEffect(() => {
    const toasts = actor.on('toast', (event) => latest.current.onToast(event.status, event.message));
    const changes = actor.on('agents.changed', () => latest.current.onChanged());
    const done = actor.subscribe((snapshot) => {
      if (snapshot.status === 'done') latest.current.onDone();
    });
    return () => {
      toasts.unsubscribe();
      changes.unsubscribe();
      done.unsubscribe();
    };
  }, [actor]);
  const step = useSelect(actor, (s) => s.value as string);
  const context = useSelect(actor, (s) => s.context);
  return { step, ...context, send: actor.send };
}

/** The delete flow's machine for one agent; `onDone` runs when it has ended either way. */
export function useAgentDelete(
  machines: AgentMachines,
  agentId: string,
  handlers: { onToast: ToastHandler; onChanged: () => void; onDone: (deleted: boolean) => void },
) {
  const actor = useDomainActor(machines.remove, { input: { agentId } });
  const latest = useRef(handlers);
  latest.current = handlers;
  useEffect(() => {
    const toasts = actor.on('toast', (event) => latest.current.onToast(event.status, event.message));
    const changes = actor.on('agents.changed', () => latest.current.onChanged());
    const done = actor.subscribe((snapshot) => {
      if (snapshot.status === 'done') latest.current.onDone(snapshot.matches('deleted'));
    });
    return () => {
      toasts.unsubscribe();
      changes.unsubscribe();
      done.unsubscribe();
    };
  }, [actor]);
  const step = useSelect(actor, (s) => s.value as string);
  const error = useSelect(actor, (s) => s.context.error);
  return { step, error, send: actor.send };
}
