import { Alert, Button, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { RESOURCE_FIELD, RUN_TEXTS, TARGET_LABELS, type PlaybookTarget, type RunDialogInput } from '../../core/playbooks';
import { ModalDialog } from '../components/modal-dialog';
import { usePlaybookRunDialog } from '../hooks/playbooks';
import { LookupPicker } from './lookup-picker';
import { ParameterInput } from './parameter-input';

export interface RunDialogProps {
  readonly opened: RunDialogInput;
  readonly onClose: () => void;
}

/**
 * The playbook run dialog (seed 000 §2.6): the Resource section with the picker the spec targets, the
 * Playbook Parameters, and Run ('Running...' while sent); an accepted run opens its page.
 */
export function RunDialog({ opened, onClose }: RunDialogProps) {
  const { view, send } = usePlaybookRunDialog(opened);
  const pick = (kind: PlaybookTarget) => send({ type: 'kind.choose', kind });
  return (
    <ModalDialog
      open
      title={view.title}
      onClose={onClose}
      closeOnInteractOutside={false}
      footer={
        <HStack>
          <Button variant="outline" onClick={onClose} disabled={view.running}>
            Cancel
          </Button>
          <Button colorPalette="blue" disabled={!view.canRun} loading={view.running} loadingText={view.runLabel} onClick={() => send({ type: 'run' })}>
            {view.runLabel}
          </Button>
        </HStack>
      }
    >
      <Stack gap="5">
        {view.targets.length > 0 && (
          <Stack as="section" aria-label={RUN_TEXTS.resource} gap="2">
            <Heading as="h3" size="sm">
              {RUN_TEXTS.resource}
            </Heading>
            {view.resourceFixed && view.resource ? (
              <Text fontSize="sm">
                {view.kind && TARGET_LABELS[view.kind]}: <strong>{view.resource.name}</strong>
              </Text>
            ) : (
              <>
                {view.targets.length > 1 && (
                  <HStack gap="2">
                    {view.targets.map((target) => (
                      <Button key={target.kind} size="xs" variant={view.kind === target.kind ? 'solid' : 'outline'} aria-pressed={view.kind === target.kind} onClick={() => pick(target.kind)}>
                        {target.label}
                      </Button>
                    ))}
                  </HStack>
                )}
                {view.kind && (
                  <LookupPicker
                    label={TARGET_LABELS[view.kind]}
                    lookup={view.resourceSearch}
                    chosen={view.resource}
                    searching={view.searching}
                    disabled={view.running}
                    onSearch={(text) => send({ type: 'lookup.input', field: RESOURCE_FIELD, kind: view.kind!, text })}
                    onPick={(resource) => send({ type: 'resource.pick', resource })}
                  />
                )}
              </>
            )}
          </Stack>
        )}
        <Stack as="section" aria-label={RUN_TEXTS.parameters} gap="3">
          <Heading as="h3" size="sm">
            {RUN_TEXTS.parameters}
          </Heading>
          {view.loadingParameters && <Skeleton height="16" borderRadius="md" />}
          {view.parametersText && <Text color="fg.muted">{view.parametersText}</Text>}
          {view.fields.map((field) => (
            <ParameterInput
              key={field.name}
              field={field}
              searching={view.searching}
              disabled={view.running}
              onChange={(value) => send({ type: 'value.set', name: field.name, value })}
              onSearch={(kind, text) => send({ type: 'lookup.input', field: field.name, kind, text })}
            />
          ))}
        </Stack>
        {view.error && (
          <Alert.Root status="error" role="alert" size="sm">
            <Alert.Indicator />
            <Alert.Title>{view.error}</Alert.Title>
            {view.parametersFailed && (
              <Button size="xs" variant="outline" ms="auto" onClick={() => send({ type: 'parameters.retry' })}>
                Retry
              </Button>
            )}
          </Alert.Root>
        )}
      </Stack>
    </ModalDialog>
  );
}
