import { Button, Menu, Portal } from '@chakra-ui/react';
import { useState } from 'react';
import { RUNS_TEXTS, type RunDialogPlaybook, type RunTarget } from '../../core/playbooks';
import { ChevronDownIcon } from '../components/icons';
import { useApplicablePlaybooks } from '../hooks/playbooks';
import { RunDialog } from './run-dialog';

export interface PlaybooksMenuProps {
  /** The resource the menu runs playbooks on, with the name the run dialog shows. */
  readonly target: RunTarget & { readonly name: string };
}

/**
 * The Playbooks menu of a resource (seed 000 §2.5 on a check, seed 001 §2.10 on a component): the
 * playbooks that apply to it, each opening the run dialog on it. Loaded with the page that shows it.
 */
export default function PlaybooksMenu({ target }: PlaybooksMenuProps) {
  const view = useApplicablePlaybooks(target);
  const [running, setRunning] = useState<RunDialogPlaybook>();
  return (
    <>
      <Menu.Root>
        <Menu.Trigger asChild>
          <Button variant="outline" size="sm" loading={view.loading}>
            {RUNS_TEXTS.menu} <ChevronDownIcon />
          </Button>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content>
              {view.message && (
                <Menu.Item value="none" disabled>
                  {view.message}
                </Menu.Item>
              )}
              {view.playbooks.map((playbook) => (
                <Menu.Item key={playbook.id} value={playbook.id} onClick={() => setRunning(playbook)}>
                  {playbook.title}
                </Menu.Item>
              ))}
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      {running && <RunDialog key={running.id} opened={{ playbook: running, target }} onClose={() => setRunning(undefined)} />}
    </>
  );
}
