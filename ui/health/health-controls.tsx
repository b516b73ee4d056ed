import { Badge, Button, Group, HStack, Spinner } from '@chakra-ui/react';
import { memo } from 'react';
import { isRefreshRate, LAYOUT_LABELS, type HealthDashboardEvent, type HealthQuery, type RefreshRate, type RefreshRateOption } from '../../core/health';
import type { ExportTable } from '../../core/shared';
import { ExportMenu } from '../components/export-menu';
import { SelectField } from '../components/select-field';

export interface HealthControlsProps {
  readonly passing: number;
  readonly failing: number;
  readonly refreshRate: RefreshRate;
  readonly refreshOptions: readonly RefreshRateOption[];
  readonly layout: HealthQuery['layout'];
  readonly exported?: ExportTable;
  readonly refreshing: boolean;
  readonly send: (event: HealthDashboardEvent) => void;
}

/**
 * The header's counts, refresh rate, layout and export (seed 000 §2.4). Memoised on the counts as
 * numbers: a live run that changes no count does not draw the header again.
 */
export const HealthControls = memo(function HealthControls({ passing, failing, refreshRate, refreshOptions, layout, exported, refreshing, send }: HealthControlsProps) {
  return (
    <HStack gap="3" wrap="wrap">
      <HStack gap="1.5" aria-label="Counts">
        <Badge colorPalette="green" variant="subtle" size="md">
          {passing} passing
        </Badge>
        <Badge colorPalette="red" variant="subtle" size="md">
          {failing} failing
        </Badge>
      </HStack>
      <SelectField
        label="Refresh"
        value={refreshRate}
        options={refreshOptions.map((option) => ({ value: option.rate, label: option.label, disabled: option.disabled }))}
        onChange={(rate) => isRefreshRate(rate) && send({ type: 'refreshRate.choose', rate })}
      />
      <Group attached>
        {(['table', 'card'] as const).map((each) => (
          <Button
            key={each}
            size="sm"
            variant={layout === each ? 'solid' : 'outline'}
            aria-pressed={layout === each}
            onClick={() => send({ type: 'layout.choose', layout: each })}
          >
            {LAYOUT_LABELS[each]}
          </Button>
        ))}
      </Group>
      {exported !== undefined && <ExportMenu table={exported} />}
      {refreshing && <Spinner size="sm" color="fg.muted" aria-label="Refreshing" />}
    </HStack>
  );
});
