import { Badge, Box, Button, Checkbox, Dialog, Flex, HStack, Heading, Input, Link as ChakraLink, Portal, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link } from 'wouter';
import {
  CONTRIBUTING_FACTORS_DIALOG, incidentBreadcrumb, selectIncidentDetailsView, selectIncidentStatusView, type IncidentHeaderView,
  type IncidentStatus,
} from '../../core/incidents';
import { ChevronRightIcon, LayersIcon } from '../components/icons';
import { SelectField } from '../components/select-field';
import { usePart } from '../hooks/incident-page';
import { useIncidentParts } from './incident-context';
import { IncidentStatusBadge, SeverityBadge } from './incident-badges';

const statusLabel = (status: string) => status[0]!.toUpperCase() + status.slice(1);

/** The title, editable in place: Enter or leaving the field saves, Escape gives up. */
export function EditableTitle({ value, onSave, label }: { value: string; onSave: (title: string) => void; label: string }) {
  const [draft, setDraft] = useState<string | undefined>(undefined);
  if (draft === undefined) {
    return (
      <Heading as="h1" size="lg" letterSpacing="tight" cursor="text" title="Click to edit the title" onClick={() => setDraft(value)}
        tabIndex={0} onKeyDown={(e) => e.key === 'Enter' && setDraft(value)} aria-label={`${label}: ${value}`} role="button">
        {value}
      </Heading>
    );
  }
  const save = () => {
    if (draft !== value) onSave(draft);
    setDraft(undefined);
  };
  return (
    <Input size="sm" fontSize="lg" fontWeight="semibold" autoFocus aria-label={label} value={draft} onChange={(e) => setDraft(e.currentTarget.value)}
      onBlur={save} onKeyDown={(e) => (e.key === 'Enter' ? save() : e.key === 'Escape' ? setDraft(undefined) : undefined)} />
  );
}

/** Seed 001 §2.8: Add (at least one evidence), Skip or Cancel before mitigated or resolved. */
function ContributingFactorsDialog() {
  const { view, send } = usePart(useIncidentParts().status, selectIncidentStatusView);
  const { factorsOpen: open, factorsBusy: busy, evidences, selected, error } = view;
  return (
    <Dialog.Root open={open} onOpenChange={(d) => !d.open && !busy && send({ type: 'factors.cancel' })} placement="center" size="md">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{CONTRIBUTING_FACTORS_DIALOG}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="2" maxH="sm" overflowY="auto">
                {evidences.length === 0 && <Text color="fg.muted">There are no evidences provided for this incident</Text>}
                {evidences.map((e) => (
                  <Checkbox.Root key={e.id} checked={selected.includes(e.id)} onCheckedChange={() => send({ type: 'factors.toggle', evidenceId: e.id })}>
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Checkbox.Label>
                      {e.description || e.type} <Text as="span" color="fg.muted">({e.type})</Text>
                    </Checkbox.Label>
                  </Checkbox.Root>
                ))}
              </Stack>
              {error && <Text color="fg.error" mt="3" role="alert">{error}</Text>}
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="ghost" onClick={() => send({ type: 'factors.cancel' })} disabled={busy}>Cancel</Button>
              <Button variant="outline" onClick={() => send({ type: 'factors.skip' })} disabled={busy}>Skip</Button>
              <Button colorPalette="blue" onClick={() => send({ type: 'factors.add' })} loading={busy}>Add</Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** Only the statuses seed 001 §4 allows from the current one are offered. */
export function StatusControl() {
  const { view, send } = usePart(useIncidentParts().status, selectIncidentStatusView);
  return (
    <>
      <SelectField
        label="Status"
        value={view.status}
        options={view.options.map((s) => ({ value: s, label: statusLabel(s), disabled: view.busy }))}
        onChange={(value) => send({ type: 'status.choose', status: value as IncidentStatus })}
      />
      <ContributingFactorsDialog />
    </>
  );
}

/** Breadcrumb with the editable title, the component chips, severity and status (seed 001 §2.3). */
export function IncidentHeader({ header }: { header: IncidentHeaderView }) {
  const { view: details, send } = usePart(useIncidentParts().details, selectIncidentDetailsView);
  const { title } = details;
  const chips = header.components;
  const [home] = incidentBreadcrumb({ title });
  return (
    <Stack gap="3" mb="5">
      <Flex align="center" gap="2" wrap="wrap" as="nav" aria-label="Breadcrumb">
        <ChakraLink asChild color="fg.muted" fontSize="lg">
          <Link href={`~${home!.path}`}>{home!.label}</Link>
        </ChakraLink>
        <ChevronRightIcon color="fg.subtle" />
        <Text fontFamily="mono" color="fg.muted" fontSize="sm">{header.incidentId}</Text>
        <Box flex="1" minW="60">
          <EditableTitle label="Incident title" value={title} onSave={(next) => send({ type: 'title.save', title: next })} />
        </Box>
        <HStack gap="3">
          <SeverityBadge severity={header.severity} />
          <IncidentStatusBadge status={header.status} />
          <StatusControl />
        </HStack>
      </Flex>
      {chips.length > 0 && (
        <HStack gap="2" wrap="wrap" aria-label="Components">
          {chips.map((chip) => (
            <Badge key={chip.id} variant="surface" colorPalette="blue" size="md" gap="1">
              <LayersIcon /> {chip.name}
            </Badge>
          ))}
        </HStack>
      )}
    </Stack>
  );
}
