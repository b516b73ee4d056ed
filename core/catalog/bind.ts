import type { PreferencesPort } from '../session';
import { createCollectionMachine, liveSubscriptionOf, serviceIdentifier, type BatchScheduler, type Clock, type LiveUpdates } from '../shared';
import { changesPolicy } from './changes-policy';
import { insightsPolicy } from './insights-policy';
import { catalogOptionsMachine } from './machines/catalog-options.machine';
import { changeDetailsMachine } from './machines/change-details.machine';
import { configPageMachine } from './machines/config-page.machine';
import { relationshipsMachine } from './machines/relationships.machine';
import type { CatalogPort } from './ports';
import { catalogPolicy } from './policy';

export interface CatalogPorts {
  readonly catalog: CatalogPort;
  /** Where the Hide Deleted Catalog preference is kept. */
  readonly preferences: PreferencesPort;
  /** What a config's last scrape is judged against. */
  readonly clock: Clock;
  /** The live stream: the changes table's 'Live' toggle tails it (DECISIONS §31). */
  readonly live: LiveUpdates;
  readonly scheduler: BatchScheduler;
}

export function bindCatalogPorts({ catalog, preferences, clock, live, scheduler }: CatalogPorts) {
  const changesFeed = liveSubscriptionOf(live, scheduler);
  return {
    list: createCollectionMachine(catalogPolicy(catalog, preferences)),
    options: catalogOptionsMachine(catalog),
    config: configPageMachine(catalog, clock),
    /** /catalog/changes without a config id, a config's Changes tab with one. */
    changes: (configId?: string) => createCollectionMachine(changesPolicy(catalog, preferences, configId, changesFeed)),
    changeDetails: changeDetailsMachine(catalog),
    /** /catalog/insights without a config id, a config's Insights tab with one. */
    insights: (configId?: string) => createCollectionMachine(insightsPolicy(catalog, configId)),
    relationships: relationshipsMachine(catalog),
  };
}

export type CatalogMachines = ReturnType<typeof bindCatalogPorts>;
/** The token under which the composition root provides the bound machines to the UI. */
export const CatalogMachines = serviceIdentifier<CatalogMachines>('CatalogMachines');
