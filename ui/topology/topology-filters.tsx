import { Box, Button, chakra, Flex, HStack, IconButton, Popover, Portal, Stack, Switch, Text } from '@chakra-ui/react';
import { CARD_WIDTH_PREFERENCE, TOPOLOGY_TEXTS, type TopologyDashboardEvent, type TopologyFilterBar, type TopologyFilterName } from '../../core/topology';
import { SlidersIcon } from '../components/icons';
import { SelectField } from '../components/select-field';

export interface TopologyFiltersProps {
  readonly filters: TopologyFilterBar;
  readonly send: (event: TopologyDashboardEvent) => void;
  readonly cardWidth: number;
  readonly onCardWidth: (width: number) => void;
}

const DROPDOWNS: readonly (readonly [TopologyFilterName, string])[] = [
  ['status', 'Health'],
  ['type', 'Type'],
  ['team', 'Team'],
  ['labels', 'Labels'],
  ['agentId', 'Agent'],
];

/** Seed 001 §2.10: Health, Type, Team, labels, Agent and sort, then the card preferences. */
export function TopologyFilters({ filters, send, cardWidth, onCardWidth }: TopologyFiltersProps) {
  const choose = (filter: TopologyFilterName) => (value: string) => send({ type: 'filter.choose', filter, value });
  const { sortOrder } = filters;
  return (
    <Flex gap="3" wrap="wrap" align="center" role="group" aria-label="Filters">
      {DROPDOWNS.map(([filter, label]) => (
        <SelectField key={filter} label={label} value={filters[filter].value} options={filters[filter].options} onChange={choose(filter)} />
      ))}
      <HStack gap="1">
        <SelectField label="Sort" value={filters.sortBy.value} options={filters.sortBy.options} onChange={choose('sortBy')} />
        <Button
          size="xs"
          variant="ghost"
          aria-label={sortOrder === 'asc' ? 'Ascending; sort descending' : 'Descending; sort ascending'}
          onClick={() => send({ type: 'sortOrder.toggle' })}
        >
          {sortOrder === 'asc' ? '↑' : '↓'}
        </Button>
      </HStack>
      <Box ms="auto">
        <Popover.Root positioning={{ placement: 'bottom-end' }} lazyMount>
          <Popover.Trigger asChild>
            <IconButton size="sm" variant="outline" aria-label="Preferences">
              <SlidersIcon />
            </IconButton>
          </Popover.Trigger>
          <Portal>
            <Popover.Positioner>
              <Popover.Content w="72">
                <Popover.Body>
                  <Stack gap="4">
                    <Stack gap="1">
                      <HStack justify="space-between">
                        <Text asChild fontSize="sm" fontWeight="medium">
                          <label htmlFor="topology-card-width">Card size</label>
                        </Text>
                        <Text fontSize="xs" color="fg.muted">
                          {cardWidth} px
                        </Text>
                      </HStack>
                      <chakra.input
                        id="topology-card-width"
                        type="range"
                        min={CARD_WIDTH_PREFERENCE.min}
                        max={CARD_WIDTH_PREFERENCE.max}
                        step={CARD_WIDTH_PREFERENCE.step}
                        value={cardWidth}
                        onChange={(event) => onCardWidth(Number(event.currentTarget.value))}
                        accentColor="blue.500"
                        w="full"
                      />
                    </Stack>
                    <Switch.Root
                      size="sm"
                      checked={filters.showHiddenComponents}
                      onCheckedChange={(details) => send({ type: 'hiddenComponents.show', show: details.checked })}
                    >
                      <Switch.HiddenInput />
                      <Switch.Control />
                      <Switch.Label>{TOPOLOGY_TEXTS.showHiddenComponents}</Switch.Label>
                    </Switch.Root>
                  </Stack>
                </Popover.Body>
              </Popover.Content>
            </Popover.Positioner>
          </Portal>
        </Popover.Root>
      </Box>
    </Flex>
  );
}
