import { Button, Checkbox, CloseButton, Dialog, HStack, Input, Portal, Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import {
  EVIDENCE_TYPE_LABELS, EVIDENCE_WIZARD_STEPS, NO_EVIDENCE_FOUND, SEARCHABLE_EVIDENCE_TYPES, canSelectEvidence,
} from '../../core/incidents';
import { SelectField } from '../components/select-field';
import { notify } from '../components/toaster';
import { useDomainActor, useIncidentEvents, useSelect } from '../hooks/incidents';
import { useIncidentScreen } from './incident-context';

/** The evidence wizard (DECISIONS §17): Evidence type → Search → Select. */
export function EvidenceWizardDialog({ hypothesisId, onClose }: { hypothesisId: string; onClose: () => void }) {
  const screen = useIncidentScreen();
  const [input] = useState(() => ({ hypothesisId, userId: screen.person.id }));
  const actor = useDomainActor(screen.machines.evidenceWizard, { input });
  useIncidentEvents(actor, { onToast: notify, onRefetch: screen.refetch });
  const value = useSelect(actor, (s) => s.value);
  const context = useSelect(actor, (s) => s.context);
  const step = typeof value === 'string' ? value : 'search';
  useEffect(() => {
    if (step === 'added') onClose();
  }, [step, onClose]);
  const stepIndex = step === 'evidenceType' ? 0 : step === 'search' ? 1 : 2;
  const searching = typeof value === 'object' && (value as { search: string }).search !== 'shown';
  const selectedIds = context.selected.map((c) => c.id);
  const hypotheses = screen.incident?.hypotheses ?? [];

  return (
    <Dialog.Root open onOpenChange={(d) => !d.open && step !== 'saving' && onClose()} placement="center" size="md">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Add evidence: {EVIDENCE_WIZARD_STEPS[stepIndex]}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {step === 'evidenceType' && (
                <Stack gap="1" role="radiogroup" aria-label="Evidence type">
                  {SEARCHABLE_EVIDENCE_TYPES.map((type) => (
                    <Button key={type} role="radio" aria-checked={context.evidenceType === type} size="sm" justifyContent="start" colorPalette="blue"
                      variant={context.evidenceType === type ? 'solid' : 'outline'} onClick={() => actor.send({ type: 'choose.type', evidenceType: type })}>
                      {EVIDENCE_TYPE_LABELS[type]}
                    </Button>
                  ))}
                </Stack>
              )}
              {step === 'search' && (
                <Stack gap="3">
                  <HStack>
                    <Input size="sm" autoFocus type="search" aria-label="Search" placeholder={`Search ${EVIDENCE_TYPE_LABELS[context.evidenceType!]}`} value={context.query}
                      onChange={(e) => actor.send({ type: 'search.type', query: e.currentTarget.value })} />
                    {searching && <Spinner size="sm" />}
                  </HStack>
                  {context.error && <Text color="fg.error" role="alert">{context.error}</Text>}
                  {!searching && context.results.length === 0 && <Text color="fg.muted">{NO_EVIDENCE_FOUND}</Text>}
                  <Stack gap="1" maxH="72" overflowY="auto">
                    {context.results.map((candidate) => (
                      <Checkbox.Root key={candidate.id} size="sm" checked={selectedIds.includes(candidate.id)} onCheckedChange={() => actor.send({ type: 'result.toggle', candidate })}>
                        <Checkbox.HiddenInput />
                        <Checkbox.Control />
                        <Checkbox.Label>
                          {candidate.name} {candidate.detail && <Text as="span" color="fg.muted">{candidate.detail}</Text>}
                        </Checkbox.Label>
                      </Checkbox.Root>
                    ))}
                  </Stack>
                </Stack>
              )}
              {(step === 'select' || step === 'saving') && (
                <Stack gap="3">
                  <SelectField label="Hypothesis" width="full" value={context.hypothesisId}
                    options={hypotheses.map((h) => ({ value: h.id, label: h.title }))}
                    onChange={(id) => actor.send({ type: 'choose.hypothesis', hypothesisId: id })} />
                  {context.selected.map((candidate) => (
                    <Checkbox.Root key={candidate.id} size="sm" checked onCheckedChange={() => actor.send({ type: 'result.toggle', candidate })}>
                      <Checkbox.HiddenInput />
                      <Checkbox.Control />
                      <Checkbox.Label>{candidate.name}</Checkbox.Label>
                    </Checkbox.Root>
                  ))}
                  {context.error && <Text color="fg.error" role="alert">{context.error}</Text>}
                </Stack>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              {stepIndex > 0 && <Button variant="ghost" onClick={() => actor.send({ type: 'wizard.back' })} disabled={step === 'saving'}>Back</Button>}
              {stepIndex < 2 ? (
                <Button colorPalette="blue" onClick={() => actor.send({ type: 'wizard.next' })}
                  disabled={stepIndex === 0 ? !context.evidenceType : !canSelectEvidence(selectedIds)}>Next</Button>
              ) : (
                <Button colorPalette="blue" onClick={() => actor.send({ type: 'wizard.save' })} loading={step === 'saving'} disabled={!canSelectEvidence(selectedIds)}>
                  Add evidence
                </Button>
              )}
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
