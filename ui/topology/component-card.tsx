import { Badge, Box, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { memo, useMemo } from 'react';
import { Link } from 'wouter';
import {
  CARD_LIST_MAX_HEIGHT_PX, cardBorder, cardProperties, cardSizeForWidth, cardSummaryRows, componentLink, summaryShowMoreAfter,
  type Component, type LinkContext,
} from '../../core/topology';
import { LayersIcon } from '../components/icons';
import { ComponentMenu } from './component-actions';
import { HeadlineMetrics, PropertyList } from './component-properties';
import { SummaryRows } from './summary-rows';

const BORDER_COLOURS = { red: 'red.500', orange: 'orange.400' } as const;

export interface ComponentCardProps {
  readonly component: Component;
  /** Width in px; the layout follows the core's card sizes. */
  readonly width: number;
  readonly linkContext: LinkContext;
  /** The public view has no menu. */
  readonly showMenu?: boolean;
}

/** Seed 001 §2.11: a component with its metrics, properties and summary counts. */
export const ComponentCard = memo(function ComponentCard({ component, width, linkContext, showMenu = true }: ComponentCardProps) {
  const size = cardSizeForWidth(width);
  const { headline, others } = useMemo(() => cardProperties(component, size), [component, size]);
  const rows = useMemo(() => cardSummaryRows(component), [component]);
  const border = cardBorder(component.status);
  const link = componentLink(component, linkContext);
  const name = component.text || component.name;
  const title = (
    <Text fontWeight="semibold" truncate title={name} lineHeight="short">
      {name}
    </Text>
  );

  return (
    <Box
      as="article"
      aria-label={name}
      data-size={size}
      data-status={component.status}
      w={`${width}px`}
      bg="bg.panel"
      borderWidth={border ? '2px' : '1px'}
      borderColor={border ? BORDER_COLOURS[border] : 'border'}
      borderRadius="lg"
      shadow="xs"
      p="3"
      display="flex"
      flexDirection="column"
      gap="2.5"
    >
      <HStack gap="2" align="start" minW="0">
        <Box color="fg.muted" bg="bg.muted" borderRadius="md" p="1.5" flexShrink={0} aria-hidden="true">
          <LayersIcon boxSize="4" />
        </Box>
        <Stack gap="0" minW="0" flex="1">
          {link ? (
            <Link href={link} style={{ minWidth: 0 }}>
              {title}
            </Link>
          ) : (
            title
          )}
          <HStack gap="1.5" minW="0">
            {component.type && (
              <Text fontSize="xs" color="fg.muted" truncate>
                {component.type}
              </Text>
            )}
            {component.hidden && (
              <Badge size="xs" variant="outline">
                hidden
              </Badge>
            )}
          </HStack>
        </Stack>
        {showMenu && <ComponentMenu component={component} />}
      </HStack>
      <HeadlineMetrics properties={headline} />
      {(others.length > 0 || rows.length > 0) && (
        <Flex gap="4" direction={size === 'extra_large' ? 'row' : 'column'} minW="0">
          {others.length > 0 && (
            <Box flex="1" minW="0">
              <PropertyList properties={others} />
            </Box>
          )}
          {rows.length > 0 && (
            <Box flex="1" minW="0">
              <SummaryRows rows={rows} showMoreAfter={summaryShowMoreAfter(component)} maxHeight={CARD_LIST_MAX_HEIGHT_PX} />
            </Box>
          )}
        </Flex>
      )}
    </Box>
  );
});
