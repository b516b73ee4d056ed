import { Button, CloseButton, Dialog, HStack, Portal, Stack, Text } from '@chakra-ui/react';
import { NO_TEAM_RESPONDERS, RESPONDER_WIZARD_STEPS, responderTypeLabel, type Incident } from '../../core/incidents';
import { SelectField } from '../components/select-field';
import { notify } from '../components/toaster';
import { useResponderWizard } from '../hooks/incident-screens';
import { useIncidentScreen } from './incident-context';
import { ResponderFormFields } from './responder-form-fields';

/** Add responder (seed 001 §2.7): Select Responder → Responder Type → Save Team Responder. */
export function ResponderWizardDialog({ incident, onClose }: { incident: Incident; onClose: () => void }) {
  const screen = useIncidentScreen();
  const { view, send } = useResponderWizard(incident, screen.person.id, { onToast: notify, onRefetch: screen.refetch, onDone: onClose });
  const { step, saving, form } = view;

  return (
    <Dialog.Root open onOpenChange={(d) => !d.open && !saving && onClose()} placement="center" size="md">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{RESPONDER_WIZARD_STEPS[step]}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <HStack gap="2" mb="4" fontSize="xs" color="fg.muted" aria-label="Steps">
                {RESPONDER_WIZARD_STEPS.map((name, index) => (
                  <Text key={name} fontWeight={index === step ? 'bold' : 'normal'} color={index === step ? 'fg' : undefined}>
                    {index + 1}. {name}
                  </Text>
                ))}
              </HStack>
              {view.error && <Text color="fg.error" role="alert">{view.error}</Text>}
              {view.showsChoice && (
                <Stack gap="3">
                  <SelectField label="Team" width="full" value={view.teamId}
                    options={[{ value: '', label: 'Choose a team' }, ...view.teams.map((t) => ({ value: t.id, label: t.name }))]}
                    onChange={(value) => send({ type: 'choose.team', teamId: value })} />
                  <Text textAlign="center" color="fg.muted" fontWeight="semibold">OR</Text>
                  <SelectField label="Person" width="full" value={view.personId}
                    options={[{ value: '', label: 'Choose a person' }, ...view.people.map((p) => ({ value: p.id, label: p.name }))]}
                    onChange={(value) => send({ type: 'choose.person', personId: value })} />
                </Stack>
              )}
              {view.showsTypes && (
                <Stack gap="1" maxH={view.typesScroll ? '60' : undefined} overflowY="auto" role="radiogroup" aria-label="Responder type">
                  {view.types.length === 0 && <Text color="fg.muted">{NO_TEAM_RESPONDERS}</Text>}
                  {view.types.map((type) => (
                    <Button key={type} role="radio" aria-checked={view.responderType === type} size="sm" justifyContent="start"
                      variant={view.responderType === type ? 'solid' : 'outline'} colorPalette="blue"
                      onClick={() => send({ type: 'choose.type', responderType: type })}>
                      {responderTypeLabel(type)}
                    </Button>
                  ))}
                </Stack>
              )}
              {form && <ResponderFormFields form={form} saving={saving} send={send} />}
            </Dialog.Body>
            <Dialog.Footer>
              {step > 0 && <Button variant="ghost" onClick={() => send({ type: 'wizard.back' })} disabled={saving}>Back</Button>}
              {step === 0 && (
                <>
                  <Button variant="outline" disabled={!view.canNext || saving} onClick={() => send({ type: 'wizard.next' })}>Next</Button>
                  <Button colorPalette="blue" disabled={!view.canAddPerson} loading={saving} onClick={() => send({ type: 'wizard.save' })}>Add</Button>
                </>
              )}
              {step === 1 && (
                <Button colorPalette="blue" disabled={!view.canSave} onClick={() => send({ type: 'wizard.next' })}>Next</Button>
              )}
              {step === 2 && (
                <Button colorPalette="blue" disabled={!view.canSave} loading={saving} onClick={() => send({ type: 'wizard.save' })}>Save</Button>
              )}
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" disabled={saving} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
