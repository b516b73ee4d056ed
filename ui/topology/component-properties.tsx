import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { CARD_LIST_MAX_HEIGHT_PX, PROPERTY_LIST_SHOW_MORE_AFTER, collapse, formatProperty, type Property } from '../../core/topology';

/** One formatted property value: a link for url properties, red when a usage is high. */
export function PropertyValue({ property, short }: { property: Property; short?: boolean }) {
  const formatted = formatProperty(property, { short });
  const colour = formatted.highlight === 'red' ? 'fg.error' : undefined;
  if (formatted.href) {
    return (
      <Text asChild color="blue.fg" truncate>
        <a href={formatted.href} target="_blank" rel="noreferrer" title={formatted.href}>
          {formatted.text}
        </a>
      </Text>
    );
  }
  return (
    <Text as="span" color={colour} fontWeight={colour ? 'semibold' : undefined} truncate title={formatted.tooltip ?? formatted.text}>
      {formatted.text}
    </Text>
  );
}

/** The card's metrics: headline properties side by side, value over label. */
export function HeadlineMetrics({ properties }: { properties: readonly Property[] }) {
  if (properties.length === 0) return null;
  return (
    <HStack gap="3" wrap="wrap" aria-label="Metrics">
      {properties.map((property) => {
        const { label, percent } = formatProperty(property, { short: true });
        return (
          <Stack key={property.name} gap="0" minW="0" maxW="32">
            <Box fontSize="sm" fontWeight="semibold" lineHeight="short">
              <PropertyValue property={property} short />
            </Box>
            <Text fontSize="2xs" color="fg.muted" textTransform="uppercase" letterSpacing="wide" truncate>
              {label}
            </Text>
            {percent !== undefined && (
              <Box h="1" bg="bg.muted" borderRadius="full" overflow="hidden" mt="0.5" aria-hidden="true">
                <Box h="full" w={`${Math.min(100, Math.max(0, percent))}%`} bg={percent > 70 ? 'red.500' : 'blue.500'} />
              </Box>
            )}
          </Stack>
        );
      })}
    </HStack>
  );
}

/** The property list of large cards and the side panel: label and value rows, 'Show more' after 6. */
export function PropertyList({ properties, collapsible = true }: { properties: readonly Property[]; collapsible?: boolean }) {
  const [expanded, setExpanded] = useState(!collapsible);
  const { shown, more } = collapse(properties, PROPERTY_LIST_SHOW_MORE_AFTER, expanded);
  if (properties.length === 0) return null;
  return (
    <Stack as="dl" gap="1" maxH={collapsible ? `${CARD_LIST_MAX_HEIGHT_PX}px` : undefined} overflowY="auto" aria-label="Properties">
      {shown.map((property) => (
        <HStack key={property.name} justify="space-between" gap="2" fontSize="xs" minW="0">
          <Text as="dt" color="fg.muted" truncate flexShrink={0} maxW="50%">
            {formatProperty(property).label}
          </Text>
          <Box as="dd" minW="0" textAlign="end">
            <PropertyValue property={property} />
          </Box>
        </HStack>
      ))}
      {more > 0 && (
        <Button variant="plain" size="2xs" alignSelf="start" px="0" color="fg.muted" onClick={() => setExpanded(true)}>
          Show more ({more})
        </Button>
      )}
    </Stack>
  );
}
