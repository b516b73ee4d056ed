import { Badge, Box, HStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The colours statuses are drawn in (core decides which status gets which). */
export type StatusColour = 'red' | 'gray' | 'orange' | 'green' | 'blue';

/** A status word with a dot of its colour. */
export function StatusBadge({ colour, children }: { colour: StatusColour; children: ReactNode }) {
  return (
    <Badge size="sm" variant="subtle" colorPalette={colour} gap="1.5">
      <Box as="span" boxSize="1.5" borderRadius="full" bg="colorPalette.solid" aria-hidden="true" />
      {children}
    </Badge>
  );
}

/** Just the dot, for dense rows; the label is for screen readers and the tooltip. */
export function StatusDot({ colour, label }: { colour: StatusColour; label: string }) {
  return (
    <HStack as="span" title={label} aria-label={label} role="img" display="inline-flex">
      <Box as="span" boxSize="2.5" borderRadius="full" bg={`${colour}.500`} flexShrink={0} />
    </HStack>
  );
}
