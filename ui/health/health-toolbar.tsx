import { Flex, Input, Tabs } from '@chakra-ui/react';
import { memo } from 'react';
import { GROUP_BY_LABEL, TAB_BY_LABEL, type HealthDashboardEvent, type HealthTab, type SelectOption } from '../../core/health';
import { SelectField } from '../components/select-field';

export interface HealthToolbarProps {
  readonly searchText: string;
  readonly groupBy: string;
  readonly groupByOptions: readonly SelectOption[];
  readonly tabBy: string;
  readonly tabByOptions: readonly SelectOption[];
  readonly tabs: readonly HealthTab[];
  readonly tab: string;
  readonly send: (event: HealthDashboardEvent) => void;
}

/**
 * The search, Group By, Tab By and the tabs (seed 000 §2.4). Memoised: a live run changes the checks,
 * not these, so the toolbar is not drawn again for it.
 */
export const HealthToolbar = memo(function HealthToolbar({ searchText, groupBy, groupByOptions, tabBy, tabByOptions, tabs, tab, send }: HealthToolbarProps) {
  return (
    <>
      <Flex gap="3" wrap="wrap" align="center" mb="3">
        <Input
          type="search"
          size="sm"
          maxW="sm"
          placeholder="Search checks"
          aria-label="Search checks"
          value={searchText}
          onChange={(event) => send({ type: 'search.type', text: event.currentTarget.value })}
        />
        <SelectField label={GROUP_BY_LABEL} value={groupBy} options={groupByOptions} onChange={(value) => send({ type: 'groupBy.choose', groupBy: value })} />
        <SelectField label={TAB_BY_LABEL} value={tabBy} options={tabByOptions} onChange={(value) => send({ type: 'tabBy.choose', tabBy: value })} />
      </Flex>
      <Tabs.Root value={tab} onValueChange={(details) => send({ type: 'tab.choose', tab: details.value })} size="sm" variant="line" mb="3">
        <Tabs.List flexWrap="wrap">
          {tabs.map((each) => (
            <Tabs.Trigger key={each.value} value={each.value}>
              {each.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
      </Tabs.Root>
    </>
  );
});
