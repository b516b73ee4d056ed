import { Badge, Button, HStack, HoverCard, Portal, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { RESPONDER_HOVER_DELAY_MS, activeResponders, responderProgress, type Incident, type Responder } from '../../core/incidents';
import { PlusIcon } from '../components/icons';
import { Person } from '../components/person';
import { useIncidentScreen } from './incident-context';
import { ResponderWizardDialog } from './responder-wizard-dialog';

const nameOf = (r: Responder) => r.team?.name ?? r.person?.name ?? r.teamId ?? r.personId ?? r.id;

function Progress({ responder }: { responder: Responder }) {
  return (
    <HStack gap="1" aria-label="Progress">
      {responderProgress(responder).map((step) => (
        <Badge key={step.label} size="xs" variant={step.state === 'current' ? 'solid' : 'subtle'}
          colorPalette={step.state === 'done' ? 'green' : step.state === 'current' ? 'blue' : 'gray'}>
          {step.label}
        </Badge>
      ))}
    </HStack>
  );
}

/** Responders of the incident (seed 001 §2.7): hover card after 1 s, soft delete, progress, the wizard. */
export function RespondersSection({ incident }: { incident: Incident }) {
  const screen = useIncidentScreen();
  const [adding, setAdding] = useState(false);
  const responders = activeResponders(incident.responders);
  return (
    <Stack gap="2" borderTopWidth="1px" pt="3" mt="1">
      <HStack justify="space-between">
        <Text fontWeight="semibold">Responders</Text>
        <Button size="xs" variant="outline" onClick={() => setAdding(true)}>
          <PlusIcon /> Add responder
        </Button>
      </HStack>
      <Stack gap="2" as="ul" aria-label="Responders">
        {responders.map((r) => (
          <HStack as="li" key={r.id} justify="space-between" listStyleType="none" gap="2">
            <HoverCard.Root openDelay={RESPONDER_HOVER_DELAY_MS} positioning={{ placement: 'left' }}>
              <HoverCard.Trigger asChild>
                <HStack gap="2" minW="0" tabIndex={0}>
                  <Person name={nameOf(r)} avatar={r.person?.avatar} />
                  <Badge size="xs" variant="outline">{r.type}</Badge>
                </HStack>
              </HoverCard.Trigger>
              <Portal>
                <HoverCard.Positioner>
                  <HoverCard.Content maxW="sm">
                    <Stack gap="2" fontSize="sm">
                      <Text fontWeight="semibold">{nameOf(r)}</Text>
                      <Progress responder={r} />
                      {Object.entries(r.properties).filter(([k]) => k !== 'responderType').map(([k, v]) => (
                        <Text key={k} color="fg.muted">{k}: {v}</Text>
                      ))}
                    </Stack>
                  </HoverCard.Content>
                </HoverCard.Positioner>
              </Portal>
            </HoverCard.Root>
            <Button size="2xs" variant="ghost" colorPalette="red" aria-label={`Remove responder ${nameOf(r)}`} onClick={() => screen.removeResponder(r.id)}>
              Remove
            </Button>
          </HStack>
        ))}
      </Stack>
      {adding && <ResponderWizardDialog incident={incident} onClose={() => setAdding(false)} />}
    </Stack>
  );
}
