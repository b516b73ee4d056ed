import { Button, Field, Input, Stack, Switch } from '@chakra-ui/react';
import { useEffect, useMemo, useState } from 'react';
import {
  agentFormLayout, CREATE_AGENT_TITLE, EDIT_AGENT_TITLE, installInstructions, propertiesOf, propertyRows, type AgentDialogInput,
  type AgentMachines, type KubernetesOptions,
} from '../../../core/agents';
import { isLocalAgent } from '../../../core/shared';
import { FormDialog, type FormField } from '../../components/form-dialog';
import { KeyValueEditor, type KeyValueRow } from '../../components/key-value-editor';
import { useAgentDialog, type ToastHandler } from '../../hooks/agents';
import { InstallInstructionsDialog } from './install-instructions-dialog';

export interface AgentDialogProps {
  readonly machines: AgentMachines;
  readonly request: AgentDialogInput;
  readonly canDelete: boolean;
  readonly onToast: ToastHandler;
  readonly onChanged: () => void;
  readonly onDone: () => void;
  readonly onDelete: (agentId: string) => void;
}

/** Seed 000 §2.7 and §4: one dialog creates and edits an agent; creating ends with the install instructions. */
export function AgentDialog({ machines, request, canDelete, onToast, onChanged, onDone, onDelete }: AgentDialogProps) {
  const dialog = useAgentDialog(machines, request, { onToast, onChanged, onDone });
  const layout = agentFormLayout(dialog.mode);
  const [properties, setProperties] = useState<KeyValueRow[]>(() => propertyRows(dialog.form.properties));
  const [kubernetes, setKubernetes] = useState<KubernetesOptions>(dialog.form.kubernetes);
  // The machine's form is replaced once an existing agent has loaded.
  useEffect(() => {
    setProperties(propertyRows(dialog.form.properties));
    setKubernetes(dialog.form.kubernetes);
  }, [dialog.form]);

  const fields = useMemo<readonly FormField[]>(
    () => [{ name: 'name', label: 'Name', required: true, readOnly: layout.nameReadOnly, placeholder: 'edge-eu-west' }],
    [layout.nameReadOnly],
  );
  const initialValues = useMemo(() => ({ name: dialog.form.name }), [dialog.form.name]);
  const busy = ['loading', 'creating', 'updating'].includes(dialog.step);

  if (dialog.step === 'instructions' && dialog.generated) {
    return (
      <InstallInstructionsDialog
        instructions={installInstructions(dialog.generated, dialog.form, window.location.origin)}
        onClose={() => dialog.send({ type: 'instructions.close' })}
      />
    );
  }

  return (
    <FormDialog
      open={dialog.step !== 'closed'}
      title={dialog.mode === 'edit' ? EDIT_AGENT_TITLE : CREATE_AGENT_TITLE}
      fields={fields}
      initialValues={initialValues}
      error={dialog.errors.name ?? dialog.error}
      busy={busy}
      submitLabel={layout.submitLabel}
      onSubmit={(values) => dialog.send({ type: 'form.submit', form: { name: values.name, properties: propertiesOf(properties), kubernetes } })}
      onClose={() => dialog.send({ type: 'form.cancel' })}
      secondaryAction={
        dialog.mode === 'edit' && canDelete && dialog.agent && !isLocalAgent(dialog.agent.id) ? (
          <Button variant="ghost" colorPalette="red" disabled={busy} onClick={() => onDelete(dialog.agent!.id)}>
            Delete
          </Button>
        ) : undefined
      }
    >
      <KeyValueEditor label="Properties" rows={properties} onChange={setProperties} disabled={busy} />
      {dialog.mode === 'create' && (
        <Stack gap="2">
          <Switch.Root
            size="sm"
            checked={kubernetes.enabled}
            disabled={busy}
            onCheckedChange={(details) => setKubernetes((current) => ({ ...current, enabled: details.checked }))}
          >
            <Switch.HiddenInput />
            <Switch.Control />
            <Switch.Label>Scrape the agent's Kubernetes cluster</Switch.Label>
          </Switch.Root>
          {kubernetes.enabled && (
            <Field.Root>
              <Field.Label>Scrape interval</Field.Label>
              <Input
                size="sm"
                w="32"
                value={kubernetes.interval}
                disabled={busy}
                onChange={(event) => setKubernetes({ ...kubernetes, interval: event.currentTarget.value })}
              />
            </Field.Root>
          )}
        </Stack>
      )}
    </FormDialog>
  );
}
