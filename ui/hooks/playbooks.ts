import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { playbookRunPath, PlaybooksMachines, selectRunDialogView, type RunDialogInput } from '../../core/playbooks';
import { useActorView } from './actor';
import { useService } from './container';

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
    const started = actor.on('run.started', (event) => navigate(playbookRunPath(event.runId)));
    return () => started.unsubscribe();
  }, [actor, navigate]);
  return { view, send };
}
