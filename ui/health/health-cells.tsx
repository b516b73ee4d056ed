import { Badge, HStack, Text } from '@chakra-ui/react';
import {
  checkCells, formatLatency, formatUptime, groupHealthColour, type CheckSummary, type GroupRow,
} from '../../core/health';
import { StatusDot } from '../components/status-badge';

/** The kind of check (http, dns, tcp...), standing in for its icon. */
export function CheckType({ type }: { type: string }) {
  return (
    <Badge size="xs" variant="outline" fontFamily="mono" flexShrink={0}>
      {type}
    </Badge>
  );
}

/** The agent a check was pushed by; checks of this instance have none. */
export function AgentBadge({ check }: { check: Pick<CheckSummary, 'agent'> }) {
  if (!check.agent) return null;
  return (
    <Badge size="xs" variant="subtle" colorPalette="purple" flexShrink={0} title={`Pushed by agent ${check.agent.name}`}>
      {check.agent.name}
    </Badge>
  );
}

/** Seed 000 §2.4 and §4: the Health cell of a check. */
export function CheckHealthCell({ check, now }: { check: CheckSummary; now: Date }) {
  const cells = checkCells(check, now);
  return (
    <HStack gap="2" minW="0">
      <StatusDot colour={cells.colour} label={check.status} />
      <Text truncate>{check.status}</Text>
      {cells.lastRunAge && (
        <Text color="fg.subtle" fontSize="xs" title="Time since the last run">
          {cells.lastRunAge}
        </Text>
      )}
    </HStack>
  );
}

/** Seed 000 §4: a group is good, mixed or bad. */
export function GroupHealthCell({ group }: { group: GroupRow }) {
  return (
    <HStack gap="2">
      <StatusDot colour={groupHealthColour(group.health)} label={group.health} />
      <Text>{group.health}</Text>
    </HStack>
  );
}

export const uptimeText = (uptime: CheckSummary['uptime'] | GroupRow['uptime']) => formatUptime(uptime);
export const latencyText = (p99: number | undefined) => formatLatency(p99);
