import { Box, HStack, Text } from '@chakra-ui/react';
import { useLiveIndicator } from '../hooks/live';

/** A dot and a word: whether changes appear on their own or screens refresh on their timers. */
export function LiveIndicator() {
  const view = useLiveIndicator();
  return (
    <HStack gap="1.5" px="2" title={view.description} aria-label={`${view.label}: ${view.description}`} role="status" data-status={view.status}>
      <Box boxSize="2" borderRadius="full" bg={`${view.tone}.solid`} />
      <Text fontSize="xs" color="fg.muted" display={{ base: 'none', md: 'block' }}>
        {view.label}
      </Text>
    </HStack>
  );
}
