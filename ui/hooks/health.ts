import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { HealthPort, bindHealthPorts, isShortScreen, selectCheckDetail, selectDashboard, type HealthMachines } from '../../core/health';
import { PreferencesPort } from '../../core/session';
import { Clock } from '../../core/shared';
import { sameFields, useDomainActor, useSelect } from './actor';
import { useService } from './container';
import { useRefreshSignal } from './refresh';

export type ToastHandler = (status: 'success' | 'error', message: string) => void;

/** The health machines bound to this console's ports. */
export function useHealthMachines(): HealthMachines {
  const health = useService<HealthPort>(HealthPort);
  const clock = useService<Clock>(Clock);
  const preferences = useService<PreferencesPort>(PreferencesPort);
  return useMemo(() => bindHealthPorts({ health, clock, preferences }), [health, clock, preferences]);
}

/** The current time, read again every `everyMs` (for ages such as "last run 2h ago"). */
export function useNow(everyMs = 30_000): Date {
  const clock = useService<Clock>(Clock);
  const [now, setNow] = useState(() => clock.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(clock.now()), everyMs);
    return () => clearInterval(timer);
  }, [clock, everyMs]);
  return now;
}

/**
 * The Health dashboard (seed 000 §2.4): its machine started from the URL, the URL kept in step with
 * it both ways, and what the page shows, as the machine's selector builds it.
 */
export function useHealthDashboard(machines: HealthMachines) {
  const search = useSearch();
  const [location, navigate] = useLocation();
  // The URL at mount starts the machine; later changes reach it as query.change (below).
  const [input] = useState(() => machines.dashboardInput(new URLSearchParams(search)));
  const actor = useDomainActor(machines.dashboard, { input });

  // What this hook last wrote into the URL: a URL change that is not ours (back, forward, a link) is adopted.
  const written = useRef(search);
  const lastCheck = useRef(input.query.checkId);
  useEffect(() => {
    const subscription = actor.on('query.changed', (event) => {
      const next = new URLSearchParams(event.params).toString();
      written.current = next;
      // Opening or closing a check is a step back can undo; everything else replaces the entry.
      const replace = event.query.checkId === lastCheck.current;
      lastCheck.current = event.query.checkId;
      navigate(next ? `${location}?${next}` : location, { replace });
    });
    return () => subscription.unsubscribe();
  }, [actor, navigate, location]);
  useEffect(() => {
    if (search === written.current) return;
    written.current = search;
    const query = machines.dashboardInput(new URLSearchParams(search)).query;
    lastCheck.current = query.checkId;
    actor.send({ type: 'query.change', query });
  }, [search, actor, machines]);
  useRefreshSignal(() => actor.send({ type: 'checks.refresh' }));

  const view = useSelect(actor, selectDashboard, sameFields);
  return { ...view, send: actor.send };
}

function useShortScreen(): boolean {
  const [short, setShort] = useState(() => isShortScreen(window.innerHeight));
  useEffect(() => {
    const update = () => setShort(isShortScreen(window.innerHeight));
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
  return short;
}

/**
 * The check detail dialog (seed 000 §2.5) for one check. Toasts go to `onToast`; a range the person
 * chooses goes to `onRangeChange` (the page keeps it in the URL).
 */
export function useCheckDetail(
  machines: HealthMachines,
  input: { checkId: string; timeRange?: string },
  onToast: ToastHandler,
  onRangeChange: (timeRange: string) => void,
) {
  const actor = useDomainActor(machines.checkDetail, { input });
  const handlers = useRef({ onToast, onRangeChange });
  handlers.current = { onToast, onRangeChange };
  useEffect(() => {
    const toasts = actor.on('toast', (event) => handlers.current.onToast(event.status, event.message));
    const ranges = actor.on('timeRange.changed', (event) => handlers.current.onRangeChange(event.timeRange));
    return () => {
      toasts.unsubscribe();
      ranges.unsubscribe();
    };
  }, [actor]);
  useRefreshSignal(() => actor.send({ type: 'detail.refresh' }));
  const shortScreen = useShortScreen();
  const view = useSelect(actor, (s) => selectCheckDetail(s, shortScreen));
  return { ...view, shortScreen, send: actor.send };
}
