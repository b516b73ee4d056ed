import type { CollectionQuery } from '../../shared';
import type { AgentListQuery } from '../model';

export const DEFAULT_AGENT_PAGE_SIZE = 50;

/** Seed 000 §2.7: the page's URL query as the agents port asks for it, newest first unless sorted otherwise. */
export const agentListQuery = (query: CollectionQuery): AgentListQuery => ({
  pageIndex: query.pageIndex,
  pageSize: query.pageSize ?? DEFAULT_AGENT_PAGE_SIZE,
  sortBy: query.sort?.column,
  sortOrder: query.sort && !query.sort.desc ? 'asc' : 'desc',
});
