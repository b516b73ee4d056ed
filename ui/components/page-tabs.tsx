import { Tabs } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface PageTab<K extends string> {
  readonly key: K;
  readonly label: string;
}

/**
 * The tabs of a record's own page (a settings resource, an integration, a scraper): the tab the page's
 * machine holds, and a pick sent back to it. The children are the `Tabs.Content` of each tab.
 */
export function PageTabs<K extends string>({ tabs, value, onSelect, children }: {
  tabs: readonly PageTab<K>[];
  value: K;
  onSelect: (tab: K) => void;
  children: ReactNode;
}) {
  return (
    <Tabs.Root value={value} onValueChange={(details) => onSelect(details.value as K)} variant="line" lazyMount>
      <Tabs.List>
        {tabs.map((tab) => (
          <Tabs.Trigger key={tab.key} value={tab.key}>
            {tab.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {children}
    </Tabs.Root>
  );
}
