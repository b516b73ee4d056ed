import type { CollectionFilter, CollectionQuery } from '../../shared';
import type { InsightsQuery } from '../model';

/** Seed 002 §9: insights come 50 a page, from index 0, first observed newest first (seed 002 §7.1). */
export const INSIGHTS_PAGE_SIZE = 50;
export const DEFAULT_INSIGHTS_SORT = 'first_observed';
/** Seed 002 §2.1: a message shows at most this many characters. */
export const INSIGHT_MESSAGE_LIMIT = 500;

/** Seed 002 §2.1: the insight types and severities. */
export const INSIGHT_TYPES = [
  'cost', 'availability', 'performance', 'security', 'integration', 'compliance', 'technical_debt', 'reliability', 'recommendation', 'other',
] as const;
export const INSIGHT_SEVERITIES = ['info', 'warning', 'low', 'medium', 'high', 'blocker', 'critical'] as const;

export const INSIGHTS_FILTER_DEFAULTS: CollectionFilter = { configType: '', severity: '', analyzer: '', type: '' };

const present = (value: string | undefined) => (value === undefined || value.trim() === '' ? undefined : value.trim());

/** What `config_analysis_items` is asked for a list's query; the severity goes lower case (R002-7-1-02). */
export function insightsQuery(query: CollectionQuery, configId?: string): InsightsQuery {
  const sort = query.sort ?? { column: DEFAULT_INSIGHTS_SORT, desc: true };
  return {
    configId,
    configType: present(query.filter.configType),
    severity: present(query.filter.severity)?.toLowerCase(),
    analyzer: present(query.filter.analyzer),
    analysisType: present(query.filter.type),
    pageIndex: query.pageIndex,
    pageSize: INSIGHTS_PAGE_SIZE,
    sortBy: sort.column,
    sortOrder: sort.desc ? 'desc' : 'asc',
  };
}

/** Seed 002 §2.1, §9: a message cut at 500 characters, '...' after the cut. */
export const truncateMessage = (message: string | undefined): string =>
  message === undefined ? '' : message.length > INSIGHT_MESSAGE_LIMIT ? `${message.slice(0, INSIGHT_MESSAGE_LIMIT)}...` : message;
