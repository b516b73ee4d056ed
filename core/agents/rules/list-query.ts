import type { ParamReader } from '../../shared';
import type { AgentListQuery, SortOrder } from '../model';

export const DEFAULT_AGENT_PAGE_SIZE = 50;
export const DEFAULT_AGENT_SORT_ORDER: SortOrder = 'desc';

/** Seed 000 §2.7: the page's URL state, with the dialog a parameter opens. */
export interface AgentsPageQuery extends AgentListQuery {
  /** Opens the edit dialog of this agent. */
  readonly id?: string;
  /** Opens the create dialog. */
  readonly addAgent: boolean;
}

const whole = (text: string | null, fallback: number, minimum: number) => {
  const value = text === null ? Number.NaN : Number(text);
  return Number.isInteger(value) && value >= minimum ? value : fallback;
};

export function parseAgentsQuery(params: ParamReader): AgentsPageQuery {
  const sortBy = params.get('sortBy');
  const id = params.get('id');
  return {
    pageIndex: whole(params.get('pageIndex'), 0, 0),
    pageSize: whole(params.get('pageSize'), DEFAULT_AGENT_PAGE_SIZE, 1),
    sortBy: sortBy ? sortBy : undefined,
    sortOrder: params.get('sortOrder') === 'asc' ? 'asc' : DEFAULT_AGENT_SORT_ORDER,
    id: id ? id : undefined,
    addAgent: params.get('addAgent') === 'true',
  };
}

/** The URL parameters; defaults are left out. */
export function serialiseAgentsQuery(query: AgentsPageQuery): Record<string, string> {
  const params: Record<string, string> = {};
  if (query.pageIndex !== 0) params.pageIndex = String(query.pageIndex);
  if (query.pageSize !== DEFAULT_AGENT_PAGE_SIZE) params.pageSize = String(query.pageSize);
  if (query.sortBy) params.sortBy = query.sortBy;
  if (query.sortOrder !== DEFAULT_AGENT_SORT_ORDER) params.sortOrder = query.sortOrder;
  if (query.id) params.id = query.id;
  if (query.addAgent) params.addAgent = 'true';
  return params;
}

export type AgentDialogRequest = { readonly mode: 'create' } | { readonly mode: 'edit'; readonly id: string };

/** Seed 000 §2.7: `id` opens that agent's edit dialog, `addAgent=true` the create dialog. */
export function dialogRequested(query: AgentsPageQuery): AgentDialogRequest | undefined {
  if (query.id) return { mode: 'edit', id: query.id };
  return query.addAgent ? { mode: 'create' } : undefined;
}

/** Seed 000 §2.7: clicking a row opens its edit dialog. */
export const openAgent = (query: AgentsPageQuery, id: string): AgentsPageQuery => ({ ...query, id, addAgent: false });
export const openCreateAgent = (query: AgentsPageQuery): AgentsPageQuery => ({ ...query, id: undefined, addAgent: true });
export const closeAgentDialog = (query: AgentsPageQuery): AgentsPageQuery => ({ ...query, id: undefined, addAgent: false });

/** Clicking a column header sorts by it, descending first; clicking it again flips the order. */
export function sortAgentsBy(query: AgentsPageQuery, column: string): AgentsPageQuery {
  const sortOrder: SortOrder = query.sortBy === column && query.sortOrder === 'desc' ? 'asc' : 'desc';
  return { ...query, sortBy: column, sortOrder, pageIndex: 0 };
}
