/** Agents (seed 000 §3, reference §2.7 `agents_summary` and §4.6 `/agent/generate`). */

export interface AgentAuthor {
  readonly id: string;
  readonly name: string;
  readonly email?: string;
  readonly avatar?: string;
}

export interface Agent {
  readonly id: string;
  readonly name: string;
  readonly description?: string;
  readonly properties: Readonly<Record<string, string>>;
  readonly lastSeen?: string;
  readonly lastReceived?: string;
  readonly createdAt: string;
  readonly updatedAt?: string;
  readonly createdBy?: AgentAuthor;
  readonly deletedAt?: string;
  readonly configCount: number;
  readonly checksCount: number;
  readonly configScraperCount: number;
  readonly playbookRunsCount: number;
}

export interface KubernetesOptions {
  readonly enabled: boolean;
  /** How often the agent scrapes its cluster, e.g. 30m. */
  readonly interval: string;
}

/** Seed 000 §5: a property as the form edits it, a key-value row (a row without a key is not sent). */
export interface PropertyRow {
  readonly key: string;
  readonly value: string;
}

/** Seed 000 §3 'Agent form'. */
export interface AgentForm {
  readonly name: string;
  readonly properties: readonly PropertyRow[];
  readonly kubernetes: KubernetesOptions;
}

/** What creating an agent answers; the token is shown once and never again. */
export interface GeneratedAgent {
  /** The agent's person id (reference §4.6), not the agents row's id. */
  readonly id: string;
  readonly username: string;
  readonly accessToken: string;
}

/** A new agent and the form it was made from: what the install instructions are written from. */
export interface CreatedAgent {
  readonly generated: GeneratedAgent;
  readonly form: AgentForm;
}

export type SortOrder = 'asc' | 'desc';

/** Seed 000 §2.7: the list's paging and sort. */
export interface AgentListQuery {
  readonly pageIndex: number;
  readonly pageSize: number;
  readonly sortBy?: string;
  readonly sortOrder: SortOrder;
}

export interface AgentPage {
  readonly agents: readonly Agent[];
  /** Counted by the server (Content-Range). */
  readonly total: number;
}
