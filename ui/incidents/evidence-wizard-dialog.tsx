import { Button, Checkbox, CloseButton, Dialog, HStack, Input, Portal, Spinner, Stack, Text } from '@chakra-ui/react';
import { EVIDENCE_TYPE_LABELS, EVIDENCE_WIZARD_STEPS, NO_EVIDENCE_FOUND, SEARCHABLE_EVIDENCE_TYPES } from '../../core/incidents';
import { SelectField } from '../components/select-field';
import { notify } from '../components/toaster';
import { useEvidenceWizard } from '../hooks/incident-screens';
import { useIncidentScreen } from './incident-context';

/** The evidence wizard (DECISIONS §17): Evidence type → Search → Select. */
export function EvidenceWizardDialog({ hypothesisId, onClose }: { hypothesisId: string; onClose: () => void }) {
  const screen = useIncidentScreen();
  const { view, send } = useEvidenceWizard(hypothesisId, screen.person.id, { onToast: notify, onRefetch: screen.refetch, onDone: onClose });
  const { step, saving } = view;
  const hypotheses = screen.incident?.hypotheses ?? [];

  return (
    <Dialog.Root open onOpenChange={(d) => !d.open && !saving && onClose()} placement="center" size="md">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Add evidence: {EVIDENCE_WIZARD_STEPS[step]}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {step === 0 && (
                <Stack gap="1" role="radiogroup" aria-label="Evidence type">
                  {SEARCHABLE_EVIDENCE_TYPES.map((type) => (
                    <Button key={type} role="radio" aria-checked={view.evidenceType === type} size="sm" justifyContent="start" colorPalette="blue"
                      variant={view.evidenceType === type ? 'solid' : 'outline'} onClick={() => send({ type: 'choose.type', evidenceType: type })}>
                      {EVIDENCE_TYPE_LABELS[type]}
                    </Button>
                  ))}
                </Stack>
              )}
              {step === 1 && (
                <Stack gap="3">
                  <HStack>
                    <Input size="sm" autoFocus type="search" aria-label="Search" placeholder={view.searchPlaceholder} value={view.query}
                      onChange={(e) => send({ type: 'search.type', query: e.currentTarget.value })} />
                    {view.searching && <Spinner size="sm" />}
                  </HStack>
                  {view.error && <Text color="fg.error" role="alert">{view.error}</Text>}
                  {view.noResults && <Text color="fg.muted">{NO_EVIDENCE_FOUND}</Text>}
                  <Stack gap="1" maxH="72" overflowY="auto">
                    {view.results.map((candidate) => (
                      <Checkbox.Root key={candidate.id} size="sm" checked={view.selectedIds.includes(candidate.id)} onCheckedChange={() => send({ type: 'result.toggle', candidate })}>
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
              {step === 2 && (
                <Stack gap="3">
                  <SelectField label="Hypothesis" width="full" value={view.hypothesisId}
                    options={hypotheses.map((h) => ({ value: h.id, label: h.title }))}
                    onChange={(id) => send({ type: 'choose.hypothesis', hypothesisId: id })} />
                  {view.selected.map((candidate) => (
                    <Checkbox.Root key={candidate.id} size="sm" checked onCheckedChange={() => send({ type: 'result.toggle', candidate })}>
                      <Checkbox.HiddenInput />
                      <Checkbox.Control />
                      <Checkbox.Label>{candidate.name}</Checkbox.Label>
                    </Checkbox.Root>
                  ))}
                  {view.error && <Text color="fg.error" role="alert">{view.error}</Text>}
                </Stack>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              {step > 0 && <Button variant="ghost" onClick={() => send({ type: 'wizard.back' })} disabled={saving}>Back</Button>}
              {step < 2 ? (
                <Button colorPalette="blue" onClick={() => send({ type: 'wizard.next' })} disabled={!view.canNext}>Next</Button>
              ) : (
                <Button colorPalette="blue" onClick={() => send({ type: 'wizard.save' })} loading={saving} disabled={!view.canSave}>
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
