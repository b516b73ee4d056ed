import { Box, Button, Heading, HStack, Stack, Switch, Text } from '@chakra-ui/react';
import { memo } from 'react';
import { FILTER_BY_HEALTH, FILTER_BY_LABEL, HIDE_PASSING, type LabelFilterOptions } from '../../core/health';
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
          <Box key={group.key} role="group" aria-label={`Label ${group.key}`}>
            <Text fontWeight="medium" fontSize="xs" color="fg.muted" mb="1">
              {group.key}
            </Text>
            <Stack gap="0.5">
              {group.values.map((value) => (
                <HStack key={value.id} justify="space-between" gap="2" pl="2">
                  <Text truncate title={value.value} color={labels[value.id] ? 'fg' : 'fg.muted'}>
                    {value.value}
                  </Text>
                  <TriStateButtons id={value.id} name={`${group.key}=${value.value}`} state={labels[value.id]} onLabel={onLabel} />
                </HStack>
              ))}
            </Stack>
          </Box>
        ))}
      </Stack>
    </Stack>
  );
});
