import { Badge, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { EMPTY_STATE_MESSAGE } from '../../core/shared';
import {
  HEALTH_CHECKS_LINK, canUnlink, configLink, incidentLink, playbookRunLink, severityColour, teamLink, type ConfigLink,
  type ListSection, type SectionItems,
} from '../../core/topology';
import { DateText } from '../components/date-text';
import { CloseIcon } from '../components/icons';
import { StatusDot, type StatusColour } from '../components/status-badge';
import { MaybeLink } from './summary-rows';

const statusColour = (status: string | undefined): StatusColour =>
  status === 'healthy' ? 'green' : status === 'unhealthy' ? 'red' : status === 'warning' ? 'orange' : 'gray';

function Item({ children, aside }: { children: ReactNode; aside?: ReactNode }) {
  return (
    <HStack as="li" justify="space-between" gap="2" py="1.5" px="1" borderBottomWidth="1px" borderColor="border.muted" minW="0" fontSize="sm">
      <Stack gap="0" minW="0" flex="1">
        {children}
      </Stack>
      {aside && (
        <HStack gap="1.5" flexShrink={0}>
          {aside}
        </HStack>
      )}
    </HStack>
  );
}

const Muted = ({ children }: { children: ReactNode }) => (
  <Text fontSize="xs" color="fg.muted" truncate>
    {children}
  </Text>
);

const Severity = ({ value }: { value?: string }) =>
  value ? (
    <Badge size="xs" variant="subtle" colorPalette={severityColour(value)}>
      {value}
    </Badge>
  ) : null;

type Renderers = { [S in ListSection]: (item: SectionItems[S], context: { onUnlink: (link: ConfigLink) => void }) => ReactNode };

const RENDER: Renderers = {
  catalog: (link, { onUnlink }) => (
    <Item
      key={link.configId}
      aside={
        canUnlink(link, true) && (
          <IconButton size="2xs" variant="ghost" aria-label={`Unlink ${link.name}`} onClick={() => onUnlink(link)}>
            <CloseIcon />
          </IconButton>
        )
      }
    >
      <MaybeLink href={configLink(link.configId)}>
        <Text truncate>{link.name}</Text>
      </MaybeLink>
      <Muted>{[link.type, link.selectorId === 'manual' ? 'linked manually' : undefined].filter(Boolean).join(' · ')}</Muted>
    </Item>
  ),
  incidents: (incident) => (
    <Item key={incident.id} aside={<Severity value={incident.severity} />}>
      <MaybeLink href={incidentLink(incident.id)}>
        <Text truncate>{incident.title}</Text>
      </MaybeLink>
      <Muted>{[incident.type, incident.status].filter(Boolean).join(' · ')}</Muted>
    </Item>
  ),
  changes: (change) => (
    <Item key={change.id} aside={<DateText value={change.createdAt} />}>
      <Text truncate>{change.changeType}</Text>
      <Muted>{change.configName}</Muted>
    </Item>
  ),
  checks: (check) => (
    <Item key={check.id} aside={<StatusDot colour={statusColour(check.status)} label={check.status ?? 'unknown'} />}>
      <MaybeLink href={`${HEALTH_CHECKS_LINK}?checkId=${encodeURIComponent(check.id)}`}>
        <Text truncate>{check.name}</Text>
      </MaybeLink>
      {check.type && <Muted>{check.type}</Muted>}
    </Item>
  ),
  playbooks: (run) => (
    <Item key={run.id} aside={<Badge size="xs">{run.status}</Badge>}>
      <MaybeLink href={playbookRunLink(run.id)}>
        <Text truncate>{run.playbookName}</Text>
      </MaybeLink>
      <DateText value={run.startTime} />
    </Item>
  ),
  teams: (team) => (
    <Item key={team.id} aside={team.role && <Muted>{team.role}</Muted>}>
      <MaybeLink href={teamLink(team.id)}>
        <Text truncate>{team.name}</Text>
      </MaybeLink>
    </Item>
  ),
  insights: (insight) => (
    <Item key={insight.id} aside={<Severity value={insight.severity} />}>
      <Text truncate>{insight.analysisType || insight.analyzer || 'insight'}</Text>
      <Muted>{insight.configName}</Muted>
    </Item>
  ),
};

/** The items of one side-panel list, or the generic empty text. */
export function SectionItemsList<S extends ListSection>({
  section, items, onUnlink,
}: { section: S; items: readonly SectionItems[S][]; onUnlink: (link: ConfigLink) => void }) {
  if (items.length === 0) {
    return (
      <Text fontSize="sm" color="fg.subtle" py="2">
        {EMPTY_STATE_MESSAGE}
      </Text>
    );
  }
  const render = RENDER[section] as (item: SectionItems[S], context: { onUnlink: (link: ConfigLink) => void }) => ReactNode;
  return (
    <Stack as="ul" gap="0" listStyleType="none">
      {items.map((item) => render(item, { onUnlink }))}
    </Stack>
  );
}
