import { Box, Button, Heading, HStack, Stack, Switch, Text } from '@chakra-ui/react';
import { memo, useState } from 'react';
import { FILTER_BY_HEALTH, FILTER_BY_LABEL, HIDE_PASSING, listedLabelValues, type LabelFilterOptions } from '../../core/health';
import type { TriStateMap } from '../../core/shared';

export interface HealthFiltersProps {
  readonly hidePassing: boolean;
  readonly labels: TriStateMap;
  readonly options: LabelFilterOptions;
  readonly onHidePassing: (hide: boolean) => void;
  /** A click on include (1) or exclude (-1); clicking the active one again makes it neutral (core decides). */
  readonly onLabel: (id: string, clicked: 1 | -1) => void;
}

function TriStateButtons({ id, name, state, onLabel }: { id: string; name: string; state: 1 | -1 | undefined; onLabel: HealthFiltersProps['onLabel'] }) {
  return (
    <HStack gap="0.5" flexShrink={0}>
      <Button
        size="2xs"
        variant={state === 1 ? 'solid' : 'ghost'}
        colorPalette="green"
        aria-label={`Include ${name}`}
        aria-pressed={state === 1}
        onClick={() => onLabel(id, 1)}
      >
        +
      </Button>
      <Button
        size="2xs"
        variant={state === -1 ? 'solid' : 'ghost'}
        colorPalette="red"
        aria-label={`Exclude ${name}`}
        aria-pressed={state === -1}
        onClick={() => onLabel(id, -1)}
      >
        −
      </Button>
    </HStack>
  );
}

/**
 * One label's values as core lists them, with "Show all" for a long one. Hundreds of rows here made /health three times the size of everything else on it, and
 * the browser restyles all of it whenever a dialog or the palette changes.
 */
function LabelGroup({ group, labels, onLabel }: { group: LabelFilterOptions['groups'][number]; labels: TriStateMap; onLabel: HealthFiltersProps['onLabel'] }) {
  const [expanded, setExpanded] = useState(false);
  const { values, long } = listedLabelValues(group, labels, expanded);
  return (
    <Box role="group" aria-label={`Label ${group.key}`}>
      <Text fontWeight="medium" fontSize="xs" color="fg.muted" mb="1">
        {group.key}
      </Text>
      <Stack gap="0.5">
        {values.map((value) => (
          <HStack key={value.id} justify="space-between" gap="2" pl="2">
            <Text truncate title={value.value} color={labels[value.id] ? 'fg' : 'fg.muted'}>
              {value.value}
            </Text>
            <TriStateButtons id={value.id} name={`${group.key}=${value.value}`} state={labels[value.id]} onLabel={onLabel} />
          </HStack>
        ))}
      </Stack>
      {long && (
        <Button size="2xs" variant="plain" colorPalette="blue" ml="2" px="0" aria-expanded={expanded} onClick={() => setExpanded(!expanded)}>
          {expanded ? 'Show fewer' : `Show all ${group.values.length}`}
        </Button>
      )}
    </Box>
  );
}

/**
 * Seed 000 §2.4: Filter by Health (Hide Passing) and Filter by Label (include, neutral, exclude). Memoised:
 * it is long, and typing in the search box must not redraw it.
 */
export const HealthFilters = memo(function HealthFilters({ hidePassing, labels, options, onHidePassing, onLabel }: HealthFiltersProps) {
  return (
    <Stack as="aside" aria-label="Filters" gap="5" fontSize="sm">
      <Stack gap="2">
        <Heading as="h2" size="xs" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
          {FILTER_BY_HEALTH}
        </Heading>
        <Switch.Root size="sm" checked={hidePassing} onCheckedChange={(details) => onHidePassing(details.checked)}>
          <Switch.HiddenInput />
          <Switch.Control />
          <Switch.Label>{HIDE_PASSING}</Switch.Label>
        </Switch.Root>
      </Stack>
      <Stack gap="3">
        <Heading as="h2" size="xs" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
          {FILTER_BY_LABEL}
        </Heading>
        {options.toggles.length > 0 && (
          <Stack gap="1" role="group" aria-label="Boolean labels">
            {options.toggles.map((toggle) => (
              <HStack key={toggle.id} justify="space-between" gap="2">
                <Text truncate title={toggle.key}>
                  {toggle.key}
                </Text>
                <TriStateButtons id={toggle.id} name={toggle.key} state={labels[toggle.id]} onLabel={onLabel} />
              </HStack>
            ))}
          </Stack>
        )}
        {options.groups.map((group) => (
          <LabelGroup key={group.key} group={group} labels={labels} onLabel={onLabel} />
        ))}
      </Stack>
    </Stack>
  );
});
