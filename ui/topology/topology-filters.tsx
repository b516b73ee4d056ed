import { Box, Button, chakra, Flex, HStack, IconButton, Popover, Portal, Stack, Switch, Text } from '@chakra-ui/react';
import {
  ALL, CARD_WIDTH_PREFERENCE, TOPOLOGY_TEXTS, encodeComponentLabels, decodeComponentLabels, effectiveSort,
  showsHiddenComponents, type SortOption, type TopologyQuery, type TopologyResult,
} from '../../core/topology';
import { isLocalAgent } from '../../core/shared';
import { SlidersIcon } from '../components/icons';
import { SelectField } from '../components/select-field';

const options = (values: readonly string[], label: (value: string) => string = (v) => v) => [
  { value: ALL, label: ALL },
  ...[...new Set(values)].sort().map((value) => ({ value, label: label(value) })),
];

function agentIds(result: TopologyResult | undefined): string[] {
  const ids = new Set<string>();
  const visit = (components: TopologyResult['components']) => {
    for (const component of components) {
      if (component.agentId) ids.add(component.agentId);
      visit(component.components ?? []);
    }
  };
  visit(result?.components ?? []);
  return [...ids];
}

export interface TopologyFiltersProps {
  readonly result?: TopologyResult;
  readonly query: TopologyQuery;
  readonly sortOptions: readonly SortOption[];
  readonly onChange: (change: Partial<TopologyQuery>) => void;
  readonly cardWidth: number;
  readonly onCardWidth: (width: number) => void;
}

/** Seed 001 §2.10: Health, Type, Team, labels, Agent and sort, then the card preferences. */
export function TopologyFilters({ result, query, sortOptions, onChange, cardWidth, onCardWidth }: TopologyFiltersProps) {
  const labelValues = Object.entries(result?.tags ?? {}).flatMap(([key, values]) => values.map((value) => encodeComponentLabels([{ key, value }])));
  const { sortBy, sortOrder } = effectiveSort(query);
  const pick = (value: string) => (value === ALL ? undefined : value);
  return (
    <Flex gap="3" wrap="wrap" align="center" role="group" aria-label="Filters">
      <SelectField label="Health" value={query.status ?? ALL} options={options(result?.healthStatuses ?? [])} onChange={(v) => onChange({ status: pick(v) })} />
      <SelectField label="Type" value={query.type ?? ALL} options={options(result?.types ?? [])} onChange={(v) => onChange({ type: pick(v) })} />
      <SelectField label="Team" value={query.team ?? ALL} options={options(result?.teams ?? [])} onChange={(v) => onChange({ team: pick(v) })} />
      <SelectField
        label="Labels"
        value={query.labels?.length ? encodeComponentLabels(query.labels) : ALL}
        options={options(query.labels?.length ? [...labelValues, encodeComponentLabels(query.labels)] : labelValues)}
        onChange={(v) => onChange({ labels: v === ALL ? undefined : decodeComponentLabels(v) })}
      />
      <SelectField
        label="Agent"
        value={query.agentId ?? ALL}
        options={options(query.agentId ? [...agentIds(result), query.agentId] : agentIds(result), (id) => (isLocalAgent(id) ? 'local' : id.slice(0, 8)))}
        onChange={(v) => onChange({ agentId: pick(v) })}
      />
      <HStack gap="1">
        <SelectField
          label="Sort"
          value={sortBy}
          options={sortOptions.some((o) => o.value === sortBy) ? sortOptions : [...sortOptions, { value: sortBy, label: sortBy }]}
          onChange={(v) => onChange({ sortBy: v })}
        />
        <Button
          size="xs"
          variant="ghost"
          aria-label={sortOrder === 'asc' ? 'Ascending; sort descending' : 'Descending; sort ascending'}
          onClick={() => onChange({ sortOrder: sortOrder === 'asc' ? 'desc' : 'asc' })}
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
                      checked={showsHiddenComponents(query)}
                      onCheckedChange={(details) => onChange({ showHiddenComponents: details.checked })}
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
