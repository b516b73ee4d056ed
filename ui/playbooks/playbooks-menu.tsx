import { Button, Menu, Portal, Spinner } from '@chakra-ui/react';
import { useState } from 'react';
import { RUNS_TEXTS, type RunDialogPlaybook, type RunTarget } from '../../core/playbooks';
import { ChevronDownIcon, ChevronRightIcon } from '../components/icons';
import { useApplicablePlaybooks } from '../hooks/playbooks';
import { RunDialog } from './run-dialog';

export interface PlaybooksMenuProps {
  /** The resource the menu runs playbooks on, with the name the run dialog shows. */
  readonly target: RunTarget & { readonly name: string };
}

type Choose = (playbook: RunDialogPlaybook) => void;

/** The playbooks that apply, as menu items; choosing one hands it to `onChoose`. */
function PlaybookItems({ view, onChoose }: { view: ReturnType<typeof useApplicablePlaybooks>; onChoose: Choose }) {
  return (
    <Menu.Content minW="44">
      {view.loading && (
        <Menu.Item value="loading" disabled>
          <Spinner size="xs" aria-label="Loading" />
        </Menu.Item>
      )}
      {view.message && (
        <Menu.Item value="none" disabled>
          {view.message}
        </Menu.Item>
      )}
      {view.playbooks.map((playbook) => (
        <Menu.Item key={playbook.id} value={playbook.id} onClick={() => onChoose(playbook)}>
          {playbook.title}
        </Menu.Item>
      ))}
    </Menu.Content>
  );
}

/**
 * The Playbooks menu of a resource (seed 000 §2.5 on a check, seed 001 §2.10 on a component's side
 * panel): the playbooks that apply to it, each opening the run dialog on it. Loaded with the page that
 * shows it.
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
            <PlaybookItems view={view} onChoose={setRunning} />
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      {running && <RunDialog key={running.id} opened={{ playbook: running, target }} onClose={() => setRunning(undefined)} />}
    </>
  );
}

function SubmenuItems({ target, onChoose }: PlaybooksMenuProps & { onChoose: Choose }) {
  return <PlaybookItems view={useApplicablePlaybooks(target)} onChoose={onChoose} />;
}

/**
 * The same menu nested in another (a topology card's ⋮ menu): the playbooks are asked for when it
 * first opens. The run dialog belongs to whoever holds the outer menu, which is gone once one is chosen.
 */
export function PlaybooksSubmenu({ target, onChoose }: PlaybooksMenuProps & { onChoose: Choose }) {
  return (
    <Menu.Root lazyMount positioning={{ placement: 'right-start', gutter: 2 }}>
      <Menu.TriggerItem>
        {RUNS_TEXTS.menu} <ChevronRightIcon />
      </Menu.TriggerItem>
      <Portal>
        <Menu.Positioner>
          <SubmenuItems target={target} onChoose={onChoose} />
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
