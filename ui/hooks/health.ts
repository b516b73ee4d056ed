import { useCallback, useEffect, useRef, useState } from 'react';
import type { SnapshotFrom } from 'xstate';
import { HealthMachines, isShortScreen, selectCheckDetailView, selectConfigChecksView, selectHealthDashboardView } from '../../core/health';
import { Clock } from '../../core/shared';
import { useActorView } from './actor';
import { useService } from './container';
import { useRefreshSignal } from './refresh';
import { useInitialSearch, useUrlState } from './url-state';

export type ToastHandler = (status: 'success' | 'error', message: string) => void;

/** The current time, read again every `everyMs` (for ages such as "last run 2h ago"). */
export function useNow(everyMs = 30_000): Date {
  const clock = useService(Clock);
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
export function useHealthDashboard() {
  const machines = useService(HealthMachines);
  const search = useInitialSearch();
  const [input] = useState(() => machines.dashboardInput(search));
  const { view, send, actor } = useActorView(machines.dashboard, input, selectHealthDashboardView);
  useUrlState(actor);
  useRefreshSignal(() => send({ type: 'checks.refresh' }));
  return { ...view, send };
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

type CheckDetailSnapshot = SnapshotFrom<HealthMachines['checkDetail']>;

/**
 * The check detail dialog (seed 000 §2.5) for one check. Toasts go to `onToast`; a range the person
 * chooses goes to `onRangeChange` (the page keeps it in the URL).
 */
export function useCheckDetail(input: { checkId: string; timeRange?: string }, onToast: ToastHandler, onRangeChange: (timeRange: string) => void) {
  const { checkDetail } = useService(HealthMachines);
  const shortScreen = useShortScreen();
  const select = useCallback((snapshot: CheckDetailSnapshot) => selectCheckDetailView(snapshot, shortScreen), [shortScreen]);
  const { view, send, actor } = useActorView(checkDetail, input, select);
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
  useRefreshSignal(() => send({ type: 'detail.refresh' }));
  return { ...view, shortScreen, send };
}

/** A config's Checks tab (seed 002 §2.1): the checks linked to it; the top bar's refresh reads them again. */
export function useConfigChecks(configId: string) {
  const { configChecks } = useService(HealthMachines);
  const [input] = useState(() => ({ configId }));
  const { view, send } = useActorView(configChecks, input, selectConfigChecksView);
  useRefreshSignal(() => send({ type: 'checks.reload' }));
  return { view, reload: () => send({ type: 'checks.reload' }) };
}
