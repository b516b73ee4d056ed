import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import {
  DEFAULT_DETAIL_PANEL, DETAILS_FIELDS, DETAIL_PANELS, INCIDENT_TYPES, INCIDENT_TYPE_LABELS, SEVERITY_LABELS, SEVERITY_OPTIONS,
  selectIncidentDetailsView, toggleDetailPanel, type DetailPanel, type Incident,
} from '../../core/incidents';
import { ChevronDownIcon, ChevronRightIcon } from '../components/icons';
import { Panel } from '../components/panel';
import { SelectField } from '../components/select-field';
import { usePart } from '../hooks/incident-page';
import { ChangelogPanel } from './changelog-panel';
import { DefinitionOfDonePanel } from './definition-of-done-panel';
import { useIncidentParts, useIncidentScreen } from './incident-context';
import { IncidentStatusBadge } from './incident-badges';
import { RespondersSection } from './responders-section';

function Collapsible({ name, open, onToggle, children }: { name: DetailPanel; open: boolean; onToggle: () => void; children: ReactNode }) {
  return (
    <Box borderBottomWidth="1px" _last={{ borderBottomWidth: 0 }}>
      <Button variant="ghost" w="full" justifyContent="space-between" borderRadius="0" aria-expanded={open} onClick={onToggle} fontWeight="semibold">
        {name}
        {open ? <ChevronDownIcon /> : <ChevronRightIcon />}
      </Button>
      {open && (
        <Box px="4" pb="4" role="region" aria-label={name}>
          {children}
        </Box>
      )}
    </Box>
  );
}

function DetailsPanel({ incident }: { incident: Incident }) {
  const { view: draft, send } = usePart(useIncidentParts().details, selectIncidentDetailsView);
  const [severityLabel, typeLabel, statusLabel] = DETAILS_FIELDS;
  return (
    <Stack gap="3">
      <SelectField
        label={severityLabel}
        value={draft.severity}
        options={SEVERITY_OPTIONS.map((v) => ({ value: v, label: SEVERITY_LABELS[v] }))}
        onChange={(value) => send({ type: 'details.change', patch: { severity: value } })}
      />
      <SelectField
        label={typeLabel}
        value={draft.type}
        options={INCIDENT_TYPES.map((v) => ({ value: v, label: INCIDENT_TYPE_LABELS[v] }))}
        onChange={(value) => send({ type: 'details.change', patch: { type: value } })}
      />
      <Text color="fg.muted" fontSize="xs">
        {statusLabel} <IncidentStatusBadge status={incident.status} />
      </Text>
      {incident.commander && <Text fontSize="xs" color="fg.muted">Commander {incident.commander.name}</Text>}
      <RespondersSection incident={incident} />
    </Stack>
  );
}

/** Details, Definition of done and Changelog: one open at a time (seed 001 §2.3). */
export function SidePanels({ incident }: { incident: Incident }) {
  const { history } = useIncidentScreen();
  const [open, setOpen] = useState<DetailPanel | undefined>(DEFAULT_DETAIL_PANEL);
  const toggle = (name: DetailPanel) => setOpen((current) => toggleDetailPanel(current, name));
  const [details, done, changelog] = DETAIL_PANELS;
  return (
    <Panel>
      <Collapsible name={details} open={open === details} onToggle={() => toggle(details)}>
        <DetailsPanel incident={incident} />
      </Collapsible>
      <Collapsible name={done} open={open === done} onToggle={() => toggle(done)}>
        <DefinitionOfDonePanel />
      </Collapsible>
      <Collapsible name={changelog} open={open === changelog} onToggle={() => toggle(changelog)}>
        <ChangelogPanel history={history} />
      </Collapsible>
    </Panel>
  );
}
