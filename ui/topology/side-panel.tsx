import { Badge, Box, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { INCIDENT_STATUSES, INCIDENT_TYPES } from '../../core/incidents';
import {
  SIDE_PANEL_SECTIONS, TOPOLOGY_TEXTS, isShownProperty, topologySettingsLink, type Component, type ConfigLink,
  type ListSection, type SidePanelSection,
} from '../../core/topology';
import { ErrorPanel } from '../components/error-panel';
import { SectionToggle } from '../components/section-toggle';
import { SelectField } from '../components/select-field';
import { notify } from '../components/toaster';
import { useConfigUnlink, type useSidePanel } from '../hooks/topology';
import { ConfirmDialog } from '../components/confirm-dialog';
import { ComponentActionButtons } from './component-actions';
import { PropertyList } from './component-properties';
import { SectionItemsList } from './side-panel-lists';
import { MaybeLink } from './summary-rows';

type Panel = ReturnType<typeof useSidePanel>;

const ALL_OPTION = { value: 'all', label: 'All' };

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <HStack as="div" justify="space-between" align="start" gap="3" fontSize="sm">
      <Text color="fg.muted" flexShrink={0}>
        {label}
      </Text>
      <Box textAlign="end" minW="0" wordBreak="break-word">
        {children}
      </Box>
    </HStack>
  );
}

function Details({ component }: { component: Component }) {
  const labels = Object.entries(component.labels ?? {});
  return (
    <Stack gap="2">
      {component.description && <Text fontSize="sm">{component.description}</Text>}
      {component.type && <Field label="Type">{component.type}</Field>}
      {component.status && <Field label="Status">{component.status}</Field>}
      {component.statusReason && <Field label="Reason">{component.statusReason}</Field>}
      {component.externalId && <Field label="External ID">{component.externalId}</Field>}
      {component.topologyId && (
        <Field label="Topology">
          <MaybeLink href={topologySettingsLink(component.topologyId)}>
            <Text color="blue.fg">Settings</Text>
          </MaybeLink>
        </Field>
      )}
      {labels.length > 0 && (
        <HStack gap="1" wrap="wrap" aria-label="Labels">
          {labels.map(([key, value]) => (
            <Badge key={key} size="sm" variant="outline">
              {key}={value}
            </Badge>
          ))}
        </HStack>
      )}
      <PropertyList properties={(component.properties ?? []).filter(isShownProperty)} collapsible={false} />
    </Stack>
  );
}

function IncidentsFilterBar({ panel }: { panel: Panel }) {
  const { status, type } = panel.incidentsFilter;
  const change = (next: Partial<typeof panel.incidentsFilter>) =>
    panel.send({ type: 'incidents.filter', filter: { ...panel.incidentsFilter, ...next } });
  return (
    <HStack gap="2" mb="2" wrap="wrap">
      <SelectField
        label="Status"
        size="xs"
        value={status}
        options={[ALL_OPTION, ...INCIDENT_STATUSES.map((s) => ({ value: s, label: s }))]}
        onChange={(value) => change({ status: value })}
      />
      <SelectField
        label="Type"
        size="xs"
        value={type}
        options={[ALL_OPTION, ...INCIDENT_TYPES.map((t) => ({ value: t, label: t }))]}
        onChange={(value) => change({ type: value })}
      />
    </HStack>
  );
}

function ListBody({ panel, section, onUnlink }: { panel: Panel; section: ListSection; onUnlink: (link: ConfigLink) => void }) {
  const list = panel.lists[section];
  return (
    <Box
      maxH="96"
      overflowY="auto"
      data-testid={`section-${section}`}
      onScroll={(event) => {
        const { scrollTop, scrollHeight, clientHeight } = event.currentTarget;
        panel.send({ type: 'section.scrolled', position: { scrollTop, scrollHeight, clientHeight } });
      }}
    >
      {section === 'incidents' && <IncidentsFilterBar panel={panel} />}
      {list.error ? (
        <Text color="fg.error" fontSize="sm" role="alert">
          {list.error}
        </Text>
      ) : list.pagesLoaded > 0 ? (
        <SectionItemsList section={section} items={list.items as never[]} onUnlink={onUnlink} />
      ) : null}
      {panel.loading === section && (
        <HStack justify="center" py="2">
          <Spinner size="xs" color="fg.muted" aria-label="Loading" />
        </HStack>
      )}
    </Box>
  );
}

function Section({ panel, section, children }: { panel: Panel; section: SidePanelSection; children: ReactNode }) {
  const open = panel.open === section;
  const list = section === 'details' ? undefined : panel.lists[section];
  const id = `side-panel-${section}`;
  return (
    <Box borderTopWidth="1px" borderColor="border">
      <SectionToggle open={open} controls={id} onToggle={() => panel.send({ type: 'section.toggle', section })}>
        {SIDE_PANEL_SECTIONS[section]}
        {list?.total !== undefined && list.pagesLoaded > 0 && (
          <Badge size="xs" variant="subtle" ms="auto">
            {list.total}
          </Badge>
        )}
      </SectionToggle>
      {open && (
        <Box id={id} px="1" pb="3">
          {children}
        </Box>
      )}
    </Box>
  );
}

function UnlinkConfirm({ componentId, link, onDone, onUnlinked }: { componentId: string; link: ConfigLink; onDone: () => void; onUnlinked: () => void }) {
  const unlink = useConfigUnlink({ componentId, link }, { onToast: notify, onClosed: onDone, onUnlinked });
  return (
    <ConfirmDialog
      open={unlink.confirming || unlink.unlinking}
      title="Unlink catalog item"
      message={`The link between this component and ${link.name} will be removed.`}
      confirmLabel="Unlink"
      busy={unlink.unlinking}
      onConfirm={() => unlink.send({ type: 'unlink.confirm' })}
      onCancel={() => unlink.send({ type: 'unlink.cancel' })}
    />
  );
}

/**
 * The side panel of /topology/{id} (seed 001 §2.10): the component's details and its lists, one
 * section open at a time, each list paging 50 at a time as it is scrolled.
 */
export function SidePanel({ panel }: { panel: Panel }) {
  const [unlinking, setUnlinking] = useState<ConfigLink>();
  if (panel.phase === 'loading') {
    return (
      <HStack justify="center" py="10">
        <Spinner color="fg.muted" aria-label="Loading" />
      </HStack>
    );
  }
  if (panel.phase === 'notFound') return <ErrorPanel title={TOPOLOGY_TEXTS.componentNotFound} error="It may have been deleted." />;
  if (panel.phase === 'failed' || !panel.component) {
    return <ErrorPanel error={panel.error} onRetry={() => panel.send({ type: 'panel.reload' })} />;
  }
  const component = panel.component;
  return (
    <Stack gap="3" aria-label="Component details">
      <Stack gap="1">
        <Heading as="h2" size="md" wordBreak="break-word">
          {component.text || component.name}
        </Heading>
        <ComponentActionButtons component={component} />
      </Stack>
      <Box>
        {panel.sections.map((section) => (
          <Section key={section} panel={panel} section={section}>
            {section === 'details' ? (
              <Details component={component} />
            ) : (
              <ListBody panel={panel} section={section} onUnlink={setUnlinking} />
            )}
          </Section>
        ))}
      </Box>
      {unlinking && (
        <UnlinkConfirm
          componentId={component.id}
          link={unlinking}
          onDone={() => setUnlinking(undefined)}
          onUnlinked={() => panel.reloadSection('catalog')}
        />
      )}
    </Stack>
  );
}
