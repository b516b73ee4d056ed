import { Button, CloseButton, Dialog, Input, Portal, Stack, Text } from '@chakra-ui/react';
import { LINK_TO_INCIDENT, NEW_INCIDENT_CHOICE, NO_INCIDENTS, SEARCH_INCIDENTS_PLACEHOLDER, type AttachedEvidence } from '../../core/incidents';
import { notify } from '../components/toaster';
import { useAttachToIncident } from '../hooks/incident-screens';
import { CreateIncidentDialog } from './create-incident-dialog';
import { IncidentStatusBadge } from './incident-badges';

export interface AttachToIncidentProps {
  /** What to attach: `{type: 'check', checkId, description}`, `{type: 'topology', componentId, ...}`... */
  readonly evidence: AttachedEvidence;
  readonly onClose: () => void;
  /** Called with the incident's id once the object is evidence of it. */
  readonly onAttached?: (incidentId: string) => void;
}

/**
 * "Link to Incident" for any object (seed 001 §2.11, the check detail's evidence control): pick an
 * incident, or create one that carries the object. Render it while the dialog should be open.
 */
export function AttachToIncident({ evidence, onClose, onAttached }: AttachToIncidentProps) {
  const { view, send } = useAttachToIncident(evidence, { onToast: notify, onAttached, onDone: onClose });

  if (view.creatingIncident) {
    return (
      <CreateIncidentDialog
        open
        evidence={evidence}
        onClose={() => send({ type: 'incident.back' })}
        onCreated={(incident) => {
          onAttached?.(incident.id);
          send({ type: 'incident.created' });
        }}
      />
    );
  }
  const { attaching } = view;
  return (
    <Dialog.Root open onOpenChange={(d) => !d.open && !attaching && onClose()} placement="center" size="md">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{LINK_TO_INCIDENT}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <Text color="fg.muted">{evidence.description}</Text>
                <Input size="sm" type="search" autoFocus aria-label={SEARCH_INCIDENTS_PLACEHOLDER} placeholder={SEARCH_INCIDENTS_PLACEHOLDER}
                  value={view.search} onChange={(e) => send({ type: 'search.type', text: e.currentTarget.value })} />
                {view.error && <Text color="fg.error" role="alert">{view.error}</Text>}
                <Stack gap="1" maxH="72" overflowY="auto" role="listbox" aria-label="Incidents">
                  {view.incidents.length === 0 && <Text color="fg.muted">{NO_INCIDENTS}</Text>}
                  {view.incidents.map((incident) => (
                    <Button key={incident.id} role="option" aria-selected={view.chosenId === incident.id} size="sm" justifyContent="space-between"
                      variant={view.chosenId === incident.id ? 'subtle' : 'ghost'} colorPalette="blue"
                      onClick={() => send({ type: 'incident.choose', incidentId: incident.id })}>
                      <Text truncate>{incident.incidentId} {incident.title}</Text>
                      <IncidentStatusBadge status={incident.status} />
                    </Button>
                  ))}
                </Stack>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer justifyContent="space-between">
              <Button variant="outline" onClick={() => send({ type: 'incident.new' })} disabled={attaching}>{NEW_INCIDENT_CHOICE}</Button>
              <Button colorPalette="blue" disabled={!view.canAttach} loading={attaching} onClick={() => send({ type: 'attach' })}>Attach</Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" disabled={attaching} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
