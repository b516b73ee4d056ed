import { Badge, HStack, HoverCard, Portal, Stack, Text } from '@chakra-ui/react';
import { CHART_CHANGES_LABEL, type ChartChangeMark } from '../../core/health';
import { AreaLink } from '../components/area-link';
import { DateText } from '../components/date-text';

/**
 * The related changes the Health Overview marks, under it: each a link to its config's changes, with a
 * hover card (and keyboard focus) showing what changed and when.
 */
export function ChartChanges({ changes }: { changes: readonly ChartChangeMark[] }) {
  if (changes.length === 0) return null;
  return (
    <HStack as="ul" aria-label={CHART_CHANGES_LABEL} gap="2" wrap="wrap" mt="1" fontSize="xs">
      <Text as="li" listStyleType="none" color="fg.muted">
        {CHART_CHANGES_LABEL}:
      </Text>
      {changes.map((change) => (
        <HoverCard.Root key={change.id} openDelay={200} positioning={{ placement: 'top' }}>
          <HoverCard.Trigger asChild>
            <HStack as="li" listStyleType="none" gap="1">
              <AreaLink href={change.href}>{change.title}</AreaLink>
            </HStack>
          </HoverCard.Trigger>
          <Portal>
            <HoverCard.Positioner>
              <HoverCard.Content maxW="sm">
                <Stack gap="1" fontSize="sm">
                  <HStack gap="2">
                    <Text fontWeight="semibold">{change.title}</Text>
                    {change.severity && <Badge size="xs" variant="outline">{change.severity}</Badge>}
                  </HStack>
                  {change.summary && <Text>{change.summary}</Text>}
                  <Text color="fg.muted">
                    <DateText value={change.when} />
                  </Text>
                </Stack>
              </HoverCard.Content>
            </HoverCard.Positioner>
          </Portal>
        </HoverCard.Root>
      ))}
    </HStack>
  );
}
