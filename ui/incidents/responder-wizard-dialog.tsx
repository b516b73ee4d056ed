import { Button, CloseButton, Dialog, HStack, Portal, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import {
  NO_TEAM_RESPONDERS, RESPONDER_WIZARD_STEPS, canGoToResponderType, canSaveResponder, responderTypeLabel, responderTypesScroll,
  teamResponderTypes, type Incident,
} from '../../core/incidents';
import { SelectField } from '../components/select-field';
import { notify } from '../components/toaster';
import { useDomainActor, useIncidentEvents, useSelect } from '../hooks/incidents';
import { useIncidentScreen } from './incident-context';
import { ResponderFormFields } from './responder-form-fields';

/** Add responder (seed 001 §2.7): Select Responder → Responder Type → Save Team Responder. */
export function ResponderWizardDialog({ incident, onClose }: { incident: Incident; onClose: () => void }) {
  const screen = useIncidentScreen();
  const [input] = useState(() => ({ incident, userId: screen.person.id }));
  const actor = useDomainActor(screen.machines.responderWizard, { input });
  useIncidentEvents(actor, { onToast: notify, onRefetch: screen.refetch });
  const step = useSelect(actor, (s) => s.value as string);
  const context = useSelect(actor, (s) => s.context);
  useEffect(() => {
    if (step === 'added') onClose();
  }, [step, onClose]);
  const saving = step === 'saving';
  const stepIndex = step === 'responderType' ? 1 : step === 'form' ? 2 : 0;
  const team = context.choice?.kind === 'team' ? context.choice.team : undefined;
  const types = team ? teamResponderTypes(team) : [];

  return (
    <Dialog.Root open onOpenChange={(d) => !d.open && !saving && onClose()} placement="center" size="md">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{RESPONDER_WIZARD_STEPS[stepIndex]}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <HStack gap="2" mb="4" fontSize="xs" color="fg.muted" aria-label="Steps">
                {RESPONDER_WIZARD_STEPS.map((name, index) => (
                  <Text key={name} fontWeight={index === stepIndex ? 'bold' : 'normal'} color={index === stepIndex ? 'fg' : undefined}>
                    {index + 1}. {name}
                  </Text>
                ))}
              </HStack>
              {context.error && <Text color="fg.error" role="alert">{context.error}</Text>}
              {(step === 'selectResponder' || step === 'loading' || (saving && context.choice?.kind === 'person')) && (
                <Stack gap="3">
                  <SelectField label="Team" width="full" value={team?.id ?? ''}
                    options={[{ value: '', label: 'Choose a team' }, ...context.teams.map((t) => ({ value: t.id, label: t.name }))]}
                    onChange={(value) => actor.send({ type: 'choose.team', teamId: value })} />
                  <Text textAlign="center" color="fg.muted" fontWeight="semibold">OR</Text>
                  <SelectField label="Person" width="full" value={context.choice?.kind === 'person' ? context.choice.person.id : ''}
                    options={[{ value: '', label: 'Choose a person' }, ...context.people.map((p) => ({ value: p.id, label: p.name }))]}
                    onChange={(value) => actor.send({ type: 'choose.person', personId: value })} />
                </Stack>
              )}
              {step === 'responderType' && (
                <Stack gap="1" maxH={responderTypesScroll(types.length) ? '60' : undefined} overflowY="auto" role="radiogroup" aria-label="Responder type">
                  {types.length === 0 && <Text color="fg.muted">{NO_TEAM_RESPONDERS}</Text>}
                  {types.map((type) => (
                    <Button key={type} role="radio" aria-checked={context.responderType === type} size="sm" justifyContent="start"
                      variant={context.responderType === type ? 'solid' : 'outline'} colorPalette="blue"
                      onClick={() => actor.send({ type: 'choose.type', responderType: type })}>
                      {responderTypeLabel(type)}
                    </Button>
                  ))}
                </Stack>
              )}
              {(step === 'form' || (saving && team)) && context.responderType && (
                <ResponderFormFields type={context.responderType} context={context} saving={saving} send={(event) => actor.send(event)} />
              )}
            </Dialog.Body>
            <Dialog.Footer>
              {stepIndex > 0 && <Button variant="ghost" onClick={() => actor.send({ type: 'wizard.back' })} disabled={saving}>Back</Button>}
              {stepIndex === 0 && (
                <>
                  <Button variant="outline" disabled={!canGoToResponderType(context.choice) || saving} onClick={() => actor.send({ type: 'wizard.next' })}>Next</Button>
                  <Button colorPalette="blue" disabled={context.choice?.kind !== 'person' || !canSaveResponder(context.choice, undefined, saving)} loading={saving}
                    onClick={() => actor.send({ type: 'wizard.save' })}>Add</Button>
                </>
              )}
              {stepIndex === 1 && (
                <Button colorPalette="blue" disabled={!canSaveResponder(context.choice, context.responderType, saving)} onClick={() => actor.send({ type: 'wizard.next' })}>Next</Button>
              )}
              {stepIndex === 2 && (
                <Button colorPalette="blue" disabled={!canSaveResponder(context.choice, context.responderType, saving)} loading={saving} onClick={() => actor.send({ type: 'wizard.save' })}>Save</Button>
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
