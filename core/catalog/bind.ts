import type { PreferencesPort } from '../session';
import {
  createCollectionMachine, liveSubscriptionOf, scrollListMachine, serviceIdentifier, type BatchScheduler, type Clock, type LiveUpdates,
} from '../shared';
import { changesPolicy } from './changes-policy';
import { insightsPolicy } from './insights-policy';
import { catalogOptionsMachine } from './machines/catalog-options.machine';
import { changeDetailsMachine } from './machines/change-details.machine';
import { configLinksMachine } from './machines/config-links.machine';
import { configPageMachine } from './machines/config-page.machine';
import { relationshipsMachine } from './machines/relationships.machine';
import type { ConfigIncident, Insight } from './model';
import type { CatalogPort } from './ports';
import { DEFAULT_INSIGHTS_SORT, SIDE_PANEL_PAGE_SIZE } from './rules';
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
    /** The sidebar's topology components, whose manual links can be deleted. */
    configLinks: configLinksMachine(catalog),
    /** The sidebar's insights of the config, first observed newest first; a failed read is also a toast (seed 002 §8). */
    insightsPanel: scrollListMachine<Insight>(
      async ({ configId, pageIndex, pageSize }) => {
        const page = await catalog.insights({ configId, pageIndex, pageSize, sortBy: DEFAULT_INSIGHTS_SORT, sortOrder: 'desc' });
        return { rows: page.insights, total: page.total };
      },
      { pageSize: SIDE_PANEL_PAGE_SIZE, toastsErrors: true },
    ),
    /** The sidebar's incidents with evidence on the config, newest first. */
    incidentsPanel: scrollListMachine<ConfigIncident>((query) => catalog.incidents(query), { pageSize: SIDE_PANEL_PAGE_SIZE }),
  };
}

export type CatalogMachines = ReturnType<typeof bindCatalogPorts>;
/** The token under which the composition root provides the bound machines to the UI. */
export const CatalogMachines = serviceIdentifier<CatalogMachines>('CatalogMachines');
