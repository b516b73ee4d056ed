import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import {
  DELETE_AGENT_QUESTION, DELETE_AGENT_TITLE, DELETE_RESOURCES_QUESTION, DELETE_RESOURCES_TITLE, NO, YES, type AgentMachines,
} from '../../../core/agents';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useAgentDelete, type ToastHandler } from '../../hooks/agents';

export interface AgentDeleteFlowProps {
  readonly machines: AgentMachines;
  readonly agentId: string;
  readonly onToast: ToastHandler;
  readonly onChanged: () => void;
  readonly onDone: () => void;
}

/** Seed 000 §4: ask whether the agent's resources go too, then confirm, then soft-delete. */
export function AgentDeleteFlow({ machines, agentId, onToast, onChanged, onDone }: AgentDeleteFlowProps) {
  const flow = useAgentDelete(machines, agentId, { onToast, onChanged, onDone });
  const cancel = () => flow.send({ type: 'delete.cancel' });
  return (
    <>
      <Dialog.Root role="alertdialog" open={flow.step === 'askingCleanup'} onOpenChange={(d) => !d.open && cancel()} placement="center" size="sm">
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content>
              <Dialog.Header>
                <Dialog.Title>{DELETE_RESOURCES_TITLE}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Text color="fg.muted">{DELETE_RESOURCES_QUESTION}</Text>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="ghost" onClick={cancel}>
                  Cancel
                </Button>
                <Button variant="outline" onClick={() => flow.send({ type: 'cleanup.no' })}>
                  {NO}
                </Button>
                <Button colorPalette="red" onClick={() => flow.send({ type: 'cleanup.yes' })}>
                  {YES}
                </Button>
              </Dialog.Footer>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
      <ConfirmDialog
        open={flow.step === 'confirming' || flow.step === 'deleting'}
        title={DELETE_AGENT_TITLE}
        message={flow.error ? `${DELETE_AGENT_QUESTION} (${flow.error})` : DELETE_AGENT_QUESTION}
        confirmLabel="Delete"
        busy={flow.step === 'deleting'}
        onConfirm={() => flow.send({ type: 'delete.confirm' })}
        onCancel={cancel}
      />
    </>
  );
}
