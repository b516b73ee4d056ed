import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import {
  playbookRunPath, PlaybooksMachines, selectApplicablePlaybooksView, selectConfigRunsView, selectPlaybookFilterOptions, selectRunDetailView, selectRunDialogView,
  type RunDialogInput, type RunTarget,
} from '../../core/playbooks';
import type { ToastStatus } from '../../core/shared';
import { useActorView } from './actor';
import { useService } from './container';
import { useRefreshSignal } from './refresh';
import { useSession } from './session';

/**
 * The playbook run dialog (seed 000 §2.6): its machine started for the playbook and resource it was
 * opened with, the view it renders, and the run's page once the run is accepted (R000-2-6-05).
 */
export function usePlaybookRunDialog(opened: RunDialogInput) {
  const { runDialog } = useService(PlaybooksMachines);
  const [input] = useState(() => opened);
  const { view, send, actor } = useActorView(runDialog, input, selectRunDialogView);
  const [, navigate] = useLocation();
  useEffect(() => {
    const started = actor.on('run.started', (event) => navigate(`~${playbookRunPath(event.runId)}`));
    return () => started.unsubscribe();
  }, [actor, navigate]);
  return { view, send };
}

/** The runs list's playbook filter options, loaded once. */
export function usePlaybookFilterOptions() {
  const { playbookNames } = useService(PlaybooksMachines);
  return useActorView(playbookNames, undefined, selectPlaybookFilterOptions).view.options;
}

/**
 * A run's page (seed 002 §2.3): its machine for the run and the person's roles, refreshed every 5 s
 * while the run goes on, its toasts handed on, and a re-run's page opened once accepted.
 */
export function usePlaybookRun(runId: string, onToast: (status: ToastStatus, message: string) => void) {
  const { runDetail } = useService(PlaybooksMachines);
  const { roles } = useSession();
  const [input] = useState(() => ({ runId, roles }));
  const { view, send, actor } = useActorView(runDetail, input, selectRunDetailView);
  const [, navigate] = useLocation();
  const latest = useRef(onToast);
  latest.current = onToast;
  useRefreshSignal(() => send({ type: 'run.reload' }));
  useEffect(() => {
    const started = actor.on('run.started', (event) => navigate(`~${playbookRunPath(event.runId)}`));
    const toasts = actor.on('toast', (event) => latest.current(event.status, event.message));
    return () => {
      started.unsubscribe();
      toasts.unsubscribe();
    };
  }, [actor, navigate]);
  return { view, send };
}

/** The playbooks that apply to a resource and that the person may run, for its Playbooks menu. */
export function useApplicablePlaybooks(target: RunTarget) {
  const { applicable } = useService(PlaybooksMachines);
  const [input] = useState(() => target);
  return useActorView(applicable, input, selectApplicablePlaybooksView).view;
}

/** A config's Playbooks tab (seed 002 §2.1): its runs, a page more as the list nears its bottom; the top bar's refresh reads them again. */
export function useConfigRuns(configId: string, pageSize?: number) {
  const { configRuns } = useService(PlaybooksMachines);
  const [input] = useState(() => ({ configId, pageSize }));
  const { view, send } = useActorView(configRuns, input, selectConfigRunsView);
  useRefreshSignal(() => send({ type: 'list.reload' }));
  return {
    view,
    scrolled: (distanceToEnd: number) => send({ type: 'list.scrolled', distanceToEnd }),
    reload: () => send({ type: 'list.reload' }),
  };
}
