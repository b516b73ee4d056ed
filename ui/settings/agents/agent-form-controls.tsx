import { Field, Input, Stack, Switch } from '@chakra-ui/react';
import type { AgentForm } from '../../../core/agents';
import { KeyValueEditor } from '../../components/key-value-editor';

/**
 * Seed 000 §5: an agent's properties as key-value rows and, when creating, whether the install
 * instructions set up the Kubernetes scraper and how often it runs.
 */
export const agentFormControls =
  (creating: boolean) =>
  (form: AgentForm, change: (form: AgentForm) => void, busy: boolean) => {
    const kubernetes = (next: Partial<AgentForm['kubernetes']>) => change({ ...form, kubernetes: { ...form.kubernetes, ...next } });
    return (
      <>
        <KeyValueEditor label="Properties" rows={form.properties} onChange={(properties) => change({ ...form, properties })} disabled={busy} />
        {creating && (
          <Stack gap="2">
            <Switch.Root size="sm" checked={form.kubernetes.enabled} disabled={busy} onCheckedChange={(details) => kubernetes({ enabled: details.checked })}>
              <Switch.HiddenInput />
              <Switch.Control />
              <Switch.Label>Scrape the agent's Kubernetes cluster</Switch.Label>
            </Switch.Root>
            {form.kubernetes.enabled && (
              <Field.Root>
                <Field.Label>Scrape interval</Field.Label>
                <Input size="sm" w="32" value={form.kubernetes.interval} disabled={busy} onChange={(event) => kubernetes({ interval: event.currentTarget.value })} />
              </Field.Root>
            )}
          </Stack>
        )}
      </>
    );
  };
