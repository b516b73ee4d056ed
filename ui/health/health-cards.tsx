import { Box, Button, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { memo, useState } from 'react';
import { checkCells, type CheckSummary } from '../../core/health';
import { StatusBadge } from '../components/status-badge';
import { AgentBadge, CheckType } from './health-cells';

/** Cards are heavier than table rows: this many show at first, more on request. */
const CARDS_AT_ONCE = 120;

/** Seed 000 §2.4: the card layout, one card per check. */
export const HealthCards = memo(function HealthCards({ checks, now, onOpen }: { checks: readonly CheckSummary[]; now: Date; onOpen: (id: string) => void }) {
  const [shown, setShown] = useState(CARDS_AT_ONCE);
  return (
    <Stack gap="3">
      <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="3" role="list" aria-label="Health checks">
        {checks.slice(0, shown).map((check) => {
          const cells = checkCells(check, now);
          return (
            <Box
              key={check.id}
              role="listitem"
              as="button"
              textAlign="start"
              bg="bg.panel"
              borderWidth="1px"
              borderRadius="lg"
              borderInlineStartWidth="4px"
              borderInlineStartColor={`${cells.colour}.500`}
              p="3"
              shadow="xs"
              cursor="pointer"
              _hover={{ shadow: 'sm', bg: 'bg.muted' }}
              onClick={() => onOpen(check.id)}
            >
              <HStack gap="2" minW="0" mb="2">
                <CheckType type={check.type} />
                <Text fontWeight="medium" truncate title={check.name}>
                  {check.name}
                </Text>
                <AgentBadge check={check} />
              </HStack>
              <HStack gap="3" fontSize="xs" color="fg.muted" wrap="wrap">
                <StatusBadge colour={cells.colour}>{check.status}</StatusBadge>
                <Text>Uptime {cells.uptime}</Text>
                <Text>p99 {cells.latency}</Text>
                {cells.lastRunAge && <Text>last run {cells.lastRunAge} ago</Text>}
              </HStack>
            </Box>
          );
        })}
      </SimpleGrid>
      {checks.length > shown && (
        <Button size="sm" variant="outline" alignSelf="center" onClick={() => setShown((n) => n + CARDS_AT_ONCE)}>
          Show more ({checks.length - shown} left)
        </Button>
      )}
    </Stack>
  );
});
