import type { CollectionPolicy } from '../shared';
import type { Insight } from './model';
import type { CatalogPort } from './ports';
import { DEFAULT_INSIGHTS_SORT, INSIGHTS_FILTER_DEFAULTS, INSIGHTS_PAGE_SIZE, insightsQuery } from './rules';
import { INSIGHTS_EMPTY } from './texts';

const never = () => false;

/**
 * The insights (seed 002 §2.1) on the collection kit: /catalog/insights, or one config's Insights tab;
 * filters, sort and page in the URL, 50 a page, first observed newest first. A failed load shows the
 * server's message in place of the table. Insights are not edited here: the kit's forms, and the texts
 * they would show, are never used.
 */
export function insightsPolicy(port: CatalogPort, configId?: string): CollectionPolicy<Insight> {
  return {
    id: configId === undefined ? 'catalogInsights' : 'configInsights',
    key: (insight) => insight.id,
    provider: {
      list: async (query) => {
        const page = await port.insights(insightsQuery(query, configId));
        return { rows: page.insights, total: page.total };
      },
    },
    exportTable: (query) => port.insightsExport(insightsQuery(query, configId)),
    query: { pageSize: INSIGHTS_PAGE_SIZE, sort: { column: DEFAULT_INSIGHTS_SORT, desc: true }, filter: INSIGHTS_FILTER_DEFAULTS },
    permissions: { create: never, edit: never, remove: never },
    texts: {
      empty: INSIGHTS_EMPTY,
      created: () => '',
      updated: () => '',
      removed: () => '',
      confirmDelete: () => ({ title: '', message: '' }),
    },
  };
}
