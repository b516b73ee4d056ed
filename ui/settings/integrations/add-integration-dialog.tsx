import { Alert, Box, Button, Field, Heading, Input, SimpleGrid, Stack, Tabs } from '@chakra-ui/react';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { ADD_DIRECTLY, ADD_INTEGRATION, ADD_VIA_GITOPS, INSTALL_TABS, chartStart, selectAddIntegrationView } from '../../../core/settings/integrations';
import { ModalDialog } from '../../components/modal-dialog';
import { YamlEditor } from '../../components/yaml-editor';
import { useEffectiveFlags } from '../../hooks/effective-flags';

function Snippet({ text, label }: { text: string; label: string }) {
  return (
    <Box as="pre" aria-label={label} fontFamily="mono" fontSize="xs" bg="bg.muted" borderWidth="1px" borderRadius="md" p="3"
      overflowX="auto" whiteSpace="pre" maxH="72">
      {text}
    </Box>
  );
}

function Option({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button variant="outline" size="sm" justifyContent="flex-start" onClick={onClick}>
      {label}
    </Button>
  );
}

/**
 * Add Integration (seed 002 §2.2): 'Add via GitOps' charts, whose namespace and values make generated
 * install text (nothing is fetched, DECISIONS §27), and 'Add Directly', which leads to each screen's add form.
 */
export function AddIntegrationDialog({ onClose }: { onClose: () => void }) {
  const flags = useEffectiveFlags();
  const [, navigate] = useLocation();
  const [picked, setPicked] = useState<{ chart?: string; namespace: string; values: string }>({ namespace: '', values: '' });
  const view = selectAddIntegrationView({ ...picked, flags });
  const pick = (chart: string) => setPicked({ chart, ...chartStart(chart) });

  return (
    <ModalDialog
      open
      size="xl"
      title={view.chart ? `${ADD_INTEGRATION}: ${view.chart.label}` : ADD_INTEGRATION}
      onClose={onClose}
      footer={
        <>
          {view.chart && (
            <Button variant="outline" onClick={() => setPicked({ namespace: '', values: '' })}>
              Back
            </Button>
          )}
          <Button colorPalette="blue" onClick={onClose}>
            Done
          </Button>
        </>
      }
    >
      {!view.chart ? (
        <Stack gap="5">
          <Stack gap="2" role="group" aria-label={ADD_VIA_GITOPS}>
            <Heading size="sm">{ADD_VIA_GITOPS}</Heading>
            <SimpleGrid columns={3} gap="2">
              {view.gitops.map((chart) => (
                <Option key={chart.id} label={chart.label} onClick={() => pick(chart.id)} />
              ))}
            </SimpleGrid>
          </Stack>
          <Stack gap="2" role="group" aria-label={ADD_DIRECTLY}>
            <Heading size="sm">{ADD_DIRECTLY}</Heading>
            <SimpleGrid columns={3} gap="2">
              {view.direct.map((option) => (
                <Option key={option.id} label={option.label} onClick={() => navigate(`~${option.href}`)} />
              ))}
            </SimpleGrid>
          </Stack>
        </Stack>
      ) : (
        <Stack gap="4">
          <Field.Root invalid={view.namespaceError !== undefined}>
            <Field.Label>Namespace</Field.Label>
            <Input value={picked.namespace} onChange={(event) => setPicked({ ...picked, namespace: event.target.value })} />
            {view.namespaceError && <Field.ErrorText>{view.namespaceError}</Field.ErrorText>}
          </Field.Root>
          <Field.Root invalid={view.valuesError !== undefined}>
            <Field.Label>Values</Field.Label>
            <Box w="full">
              <YamlEditor value={picked.values} onChange={(values) => setPicked({ ...picked, values })} aria-label="Values" height={120} />
            </Box>
            {view.valuesError && <Field.ErrorText>{view.valuesError}</Field.ErrorText>}
          </Field.Root>
          <Alert.Root status="warning" size="sm">
            <Alert.Indicator />
            <Alert.Title>{view.warning}</Alert.Title>
          </Alert.Root>
          {view.instructions && (
            <Tabs.Root defaultValue="flux" size="sm" variant="line">
              <Tabs.List>
                <Tabs.Trigger value="flux">{INSTALL_TABS.flux}</Tabs.Trigger>
                <Tabs.Trigger value="helm">{INSTALL_TABS.helm}</Tabs.Trigger>
              </Tabs.List>
              <Tabs.Content value="flux">
                <Snippet text={view.instructions.flux} label={INSTALL_TABS.flux} />
              </Tabs.Content>
              <Tabs.Content value="helm">
                <Snippet text={view.instructions.helm} label={INSTALL_TABS.helm} />
              </Tabs.Content>
            </Tabs.Root>
          )}
        </Stack>
      )}
    </ModalDialog>
  );
}
